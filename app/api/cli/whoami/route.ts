// GET /api/cli/whoami – legacy whoami for older clawhub CLIs: {user: {handle}}
import { withClawhubApi } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = withClawhubApi(async ({ actor }) => Response.json({ user: { handle: actor.handle } }, { headers: { "Cache-Control": "no-store" } }), {
  auth: "required",
});
