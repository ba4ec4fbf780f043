// POST /api/v1/skills/{slug}/report – report a skill to the moderators (one open report per person)
import type { z } from "zod";
import { findCatalogSkill, getReportStatus } from "@/lib/catalog";
import { isAppError } from "@/lib/errors";
import { withClawhubApi } from "@/lib/http";
import { reportSkill } from "@/lib/moderation";
import { body, params, type reportResponse } from "@/lib/api-schemas/routes/skill-report";

export const dynamic = "force-dynamic";

export const POST = withClawhubApi(
  async ({ actor, params, body, ip }): Promise<z.infer<typeof reportResponse>> => {
    const { skill } = await findCatalogSkill({ slug: params.slug, ownerHandle: body.ownerHandle, viewer: actor });
    let reportId: string | null = null;
    try {
      ({ id: reportId } = await reportSkill({ actor, slug: skill.slug, reason: body.reason, details: body.details, version: body.version, ip }));
    } catch (error) {
      // ClawHub answers a repeat report with alreadyReported instead of an error.
      if (!(isAppError(error) && error.code === "REPORT_EXISTS")) throw error;
    }
    const status = await getReportStatus({ skillId: skill.id, reporterId: actor.userId });
    return {
      ok: true,
      reported: reportId !== null,
      alreadyReported: reportId === null,
      reportId: reportId ?? status.mine ?? "",
      skillId: skill.id,
      reportCount: status.count,
    };
  },
  { scopes: ["read"], params, body },
);
