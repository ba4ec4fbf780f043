// GET /api/v1/skills/-/scan/{scanId}/download – a scan job's report ZIP (`clawhub scan --output`)
import { withClawhubApi } from "@/lib/http";
import { buildScanReportZip, getSkillScan } from "@/lib/verification";
import { scanParams } from "@/lib/api-schemas/routes/skill-scan";

export const dynamic = "force-dynamic";

export const GET = withClawhubApi(
  async ({ actor, params }) => {
    const scan = await getSkillScan({ actor, scanId: params.scanId });
    return new Response(Buffer.from(buildScanReportZip(scan)), {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${scan.job.scanId}.zip"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
  { params: scanParams, rateLimit: "download" },
);
