// GET /api/v1/stars – the skills the caller starred
import { listStarredSkills } from "@/lib/catalog";
import { withClawhubApi } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = withClawhubApi(
  async ({ actor }) => Response.json(await listStarredSkills({ actor }), { headers: { "Cache-Control": "private, no-store" } }),
  { auth: "required" },
);
