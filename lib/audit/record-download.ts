// A download of an internal or private skill's zip, in its publisher's audit log (an org's admins
// see who took which version). Public downloads are never audited (they are counted, lib/stats):
// the hot path pays nothing. One insert, outside any transaction; a failed write fails the download,
// since an org that audits private downloads must not get unaudited ones.
import { db } from "@/lib/db";
import { recordAudit } from "./record-audit";

export async function recordDownload(input: {
  actorId: string | null;
  skillId: string;
  slug: string;
  version: string;
  versionId: string;
  publisherId: string;
  visibility: string;
  ip?: string | null;
}): Promise<void> {
  await recordAudit(db, {
    actorId: input.actorId,
    action: "version.download",
    targetType: "version",
    targetId: input.versionId,
    skillId: input.skillId,
    publisherId: input.publisherId,
    ip: input.ip ?? null,
    data: { slug: input.slug, version: input.version, visibility: input.visibility },
  });
}
