// Reads of an internal or private skill's bytes go to its publisher's audit log (an org's admins
// see who took what): its zip (`version.download`) and any one file of it through the file API or
// the website's raw route (`version.file-read`, with the path). Public reads are never audited
// (downloads are counted, lib/stats): the hot path pays nothing. One insert, outside any
// transaction, before a byte is sent; a failed write fails the read, since an org that audits
// private reads must not get unaudited ones. A HEAD request sends no bytes and records nothing:
// Next.js answers HEAD with a route's GET handler (same status and headers, body dropped), so
// without this a HEAD would put a read that never happened in the log.
import { visibilityName, type Visibility } from "@/lib/access";
import { db } from "@/lib/db";
import { recordAudit } from "./record-audit";

export type RestrictedRead = { skillId: string; slug: string; publisherId: string; visibility: Visibility; versionId: string; version: string };

/** What to audit about serving this version's bytes, or null when the skill is public (nothing is). */
export function restrictedRead(
  skill: { id: string; slug: string; ownerId: string; visibility: string },
  version: { id: string; version: string },
): RestrictedRead | null {
  const visibility = visibilityName(skill.visibility);
  if (visibility === "public") return null;
  return { skillId: skill.id, slug: skill.slug, publisherId: skill.ownerId, visibility, versionId: version.id, version: version.version };
}

export async function recordRestrictedRead(input: {
  read: RestrictedRead | null;
  /** The request's method: a HEAD is no read. */
  method: string;
  actorId: string | null;
  ip?: string | null;
  /** The one file read (`version.file-read`); without it, the whole zip (`version.download`). */
  path?: string;
}): Promise<void> {
  const { read } = input;
  if (!read || input.method === "HEAD") return;
  await recordAudit(db, {
    actorId: input.actorId,
    action: input.path === undefined ? "version.download" : "version.file-read",
    targetType: "version",
    targetId: read.versionId,
    skillId: read.skillId,
    publisherId: read.publisherId,
    ip: input.ip ?? null,
    data: { slug: read.slug, version: read.version, visibility: read.visibility, ...(input.path === undefined ? {} : { path: input.path }) },
  });
}
