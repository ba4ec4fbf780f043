// GET /api/cli/whoami – legacy whoami for older clawhub CLIs: {user: {handle}}
import { withApi } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = withApi(async ({ actor }) => Response.json({ user: { handle: actor.handle } }, { headers: { "Cache-Control": "no-store" } }), { auth: "required" });
