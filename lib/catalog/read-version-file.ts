// One file of a version, byte for byte (`clawhub inspect --file`, Agent OS `load_file`). The path
// is resolved as hosts resolve a relative reference ("./references/x.md"), never outside the
// skill; exact match first, then case-insensitive (ClawHub does the same). Installable versions only.
import { resolveSkillPath } from "@/lib/bundle/resolve-skill-path";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { findCatalogSkill, type SkillLookup } from "./find-catalog-skill";
import { findCatalogVersion, type VersionRef } from "./find-catalog-version";
import { readCachedBlob } from "./read-cached-blob";
import { assertVersionServable } from "./version-status";

export async function readVersionFile(input: SkillLookup & VersionRef & { path: string }) {
  const resolved = resolveSkillPath(input.path);
  if (!resolved.ok) throw new AppError(resolved.code, resolved.message, { details: { path: input.path } });
  const path = resolved.path;
  const { skill } = await findCatalogSkill(input);
  if (skill.deletedAt) throw new AppError("SKILL_GONE", `'${skill.slug}' was deleted; undelete it to serve its files again.`, { details: { slug: skill.slug } });
  const version = await findCatalogVersion(skill, input, { id: true, version: true, digest: true, verdict: true, withdrawnAt: true, blockedAt: true });
  assertVersionServable(skill.slug, version);
  const select = { path: true, size: true, sha256: true, contentType: true, isText: true } as const;
  const file =
    (await db.skillFile.findUnique({ where: { versionId_path: { versionId: version.id, path } }, select })) ??
    (await db.skillFile.findFirst({ where: { versionId: version.id, path: { equals: path, mode: "insensitive" } }, select }));
  if (!file) throw new AppError("FILE_NOT_FOUND", `${skill.slug}@${version.version} has no file '${input.path}'.`, { details: { slug: skill.slug, version: version.version, path: input.path } });
  const bytes = await readCachedBlob(file.sha256);
  if (!bytes) throw new Error(`blob ${file.sha256} of ${skill.slug}@${version.version}:${file.path} is missing from the blob store`);
  return { slug: skill.slug, version: version.version, digest: version.digest, file, bytes, exact: input.version !== undefined, public: skill.moderation === "ACTIVE" };
}
