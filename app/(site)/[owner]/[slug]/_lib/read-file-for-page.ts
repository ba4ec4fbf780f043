// A skill page's reads of its versions' files, for pages that show their content: the Files tab
// (the file shown), the SKILL.md tab, version comparisons (each file whose line changes are shown,
// of each version shown). Reading an internal or private skill's file through a page is a read like
// the file API's and the raw route's: recorded as `version.file-read` by the one recorder
// (lib/audit recordRestrictedRead, decision 033) before the content is rendered; a HEAD renders but
// reads nothing. Callers have asked lib/access that the versions' bytes may be shown.
import { recordRestrictedRead, restrictedRead } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { readStoredVersionFile, type StoredVersionFileRow } from "@/lib/catalog/read-stored-version-file";
import { requestIp } from "@/app/_lib/request-ip";
import { requestMethod } from "@/app/_lib/request-method";

type PageSkill = { skill: { id: string; slug: string; ownerId: string; visibility: string }; actor: Actor | null };
type VersionRef = { id: string; version: string };

/** Records that this page view shows these files of these versions (nothing for a public skill or a HEAD). */
export async function recordPageReads(page: PageSkill, reads: Array<{ version: VersionRef; path: string }>): Promise<void> {
  if (reads.length === 0 || restrictedRead(page.skill, reads[0]!.version) === null) return;
  const [method, ip] = await Promise.all([requestMethod(), requestIp()]);
  for (const read of reads) {
    await recordRestrictedRead({ read: restrictedRead(page.skill, read.version), method, actorId: page.actor?.userId ?? null, ip, path: read.path });
  }
}

export async function readFileForPage(input: { page: PageSkill & { version: VersionRef }; path: string; file?: StoredVersionFileRow }) {
  const { page } = input;
  const file = await readStoredVersionFile({ versionId: page.version.id, path: input.path, file: input.file });
  await recordPageReads(page, [{ version: page.version, path: file.path }]);
  return file;
}
