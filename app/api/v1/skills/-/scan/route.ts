// POST /api/v1/skills/-/scan – `clawhub scan --slug`: a published version's scan, answered at once
import { ownerOf } from "@/lib/api-schemas/params";
import { AppError } from "@/lib/errors";
import { withClawhubApi } from "@/lib/http";
import { submitSkillScan } from "@/lib/verification";
import { body } from "@/lib/api-schemas/routes/skill-scan";

export const dynamic = "force-dynamic";

export const POST = withClawhubApi(
  async ({ actor, body }) => {
    const source = body.source;
    if (source.kind !== "published")
      throw new AppError("BAD_REQUEST", "Scans of local uploads are not offered here: publish the skill, then run `clawhub scan --slug <owner/slug>`.");
    const { job } = await submitSkillScan({
      actor,
      slug: source.slug,
      ownerHandle: ownerOf({ ownerHandle: source.ownerHandle }),
      version: source.version,
      update: body.update ?? false,
    });
    return Response.json(job, { headers: { "Cache-Control": "private, no-store" } });
  },
  { body },
);
