// GET /api/v1/skills/-/scan/download/{slug}?version= – a published version's report ZIP (`clawhub scan download`)
import { AppError } from "@/lib/errors";
import { withClawhubApi } from "@/lib/http";
import { buildScanReportZip, findSkillScan } from "@/lib/verification";
import { downloadParams, downloadQuery } from "@/lib/api-schemas/routes/skill-scan";

export const dynamic = "force-dynamic";

export const GET = withClawhubApi(
  async ({ actor, params, query }) => {
    if (query.kind === "plugin") throw new AppError("NOT_HOSTED", "This registry hosts skills only: there are no plugin scans here.");
    const scan = await findSkillScan({ actor, slug: params.slug, ownerHandle: query.ownerHandle, version: query.version });
    return new Response(Buffer.from(buildScanReportZip(scan)), {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${scan.job.scanId}.zip"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
  { params: downloadParams, query: downloadQuery, rateLimit: "download" },
);
