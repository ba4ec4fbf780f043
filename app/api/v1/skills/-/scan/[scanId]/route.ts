// GET /api/v1/skills/-/scan/{scanId} – a scan job (always finished)
import { withClawhubApi } from "@/lib/http";
import { getSkillScan } from "@/lib/verification";
import { scanParams } from "@/lib/api-schemas/routes/skill-scan";

export const dynamic = "force-dynamic";

export const GET = withClawhubApi(
  async ({ actor, params }) => Response.json((await getSkillScan({ actor, scanId: params.scanId })).job, { headers: { "Cache-Control": "private, no-store" } }),
  { params: scanParams },
);
