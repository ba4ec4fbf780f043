// One file of a version, byte for byte (`clawhub inspect --file`, Agent OS `load_file`). The path
// is resolved as hosts resolve a relative reference ("./references/x.md"), never outside the
// skill; exact match first, then case-insensitive (ClawHub does the same). Served where the
// version is downloadable for the viewer (lib/access). `audited`: what the route records before
// sending the bytes of an internal or private skill's file (lib/audit recordRestrictedRead).
import { assertDownloadable } from "@/lib/access";
import { restrictedRead } from "@/lib/audit";
import { resolveSkillPath } from "@/lib/bundle/resolve-skill-path";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { SkillLookup } from "./find-catalog-skill";
import type { VersionRef } from "./find-catalog-version";
import { findVisibleVersion } from "./find-visible-version";
import { readStoredVersionFile } from "./read-stored-version-file";

export async function readVisibleVersionFile(input: SkillLookup & VersionRef & { path: string }) {
  const resolved = resolveSkillPath(input.path);
  if (!resolved.ok) throw new AppError(resolved.code, resolved.message, { details: { path: input.path } });
  const path = resolved.path;
  const ref: VersionRef = input.version !== undefined ? { version: input.version } : input.tag !== undefined ? { tag: input.tag } : {};
  const { skill, version, status } = await findVisibleVersion({
    viewer: input.viewer,
    slug: input.slug,
    ownerHandle: input.ownerHandle,
    ref,
    select: { digest: true },
  });
  assertDownloadable(status, { slug: skill.slug, version: version.version });
  const select = { path: true, size: true, sha256: true, contentType: true, isText: true } as const;
  const file =
    (await db.skillFile.findUnique({ where: { versionId_path: { versionId: version.id, path } }, select })) ??
    (await db.skillFile.findFirst({ where: { versionId: version.id, path: { equals: path, mode: "insensitive" } }, select }));
  if (!file)
    throw new AppError("FILE_NOT_FOUND", `${skill.slug}@${version.version} has no file '${input.path}'.`, {
      details: { slug: skill.slug, version: version.version, path: input.path },
    });
  const { bytes } = await readStoredVersionFile({ versionId: version.id, path: file.path, file });
  return {
    slug: skill.slug,
    version: version.version,
    digest: version.digest,
    file,
    bytes,
    exact: input.version !== undefined,
    public: status.public,
    audited: restrictedRead(skill, version),
  };
}
