// A skill page's read of one of its version's files, for pages that show its content (the Files
// tab, the SKILL.md tab). Reading an internal or private skill's file through a page is a read like
// the file API's and the raw route's: recorded as `version.file-read` by the one recorder
// (lib/audit recordRestrictedRead, decision 033) before the content is rendered; a HEAD renders but
// reads nothing. The caller has asked lib/access that the version's bytes may be shown.
import { recordRestrictedRead, restrictedRead } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { readStoredVersionFile, type StoredVersionFileRow } from "@/lib/catalog/read-stored-version-file";
import { requestIp } from "@/app/_lib/request-ip";
import { requestMethod } from "@/app/_lib/request-method";

type PageForRead = {
  skill: { id: string; slug: string; ownerId: string; visibility: string };
  version: { id: string; version: string };
  actor: Actor | null;
};

export async function readFileForPage(input: { page: PageForRead; path: string; file?: StoredVersionFileRow }) {
  const { page } = input;
  const file = await readStoredVersionFile({ versionId: page.version.id, path: input.path, file: input.file });
  await recordRestrictedRead({
    read: restrictedRead(page.skill, page.version),
    method: await requestMethod(),
    actorId: page.actor?.userId ?? null,
    ip: await requestIp(),
    path: file.path,
  });
  return file;
}
