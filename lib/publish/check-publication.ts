// The website's pre-publish check: everything publishVersion would decide, without storing
// anything: the same preparation (prepare-publication.ts) and the same decision
// (decide-publication.ts), plus what the slug would mean for this author.
import type { PublishCheck } from "@/lib/api-schemas/site-publish";
import type { Actor } from "@/lib/auth/actor";
import type { BundleInput } from "@/lib/bundle";
import { db } from "@/lib/db";
import { compareSemver, isReservedSlug, nextPatch, parseSemver, slugify, slugSchema } from "@/lib/ids";
import { canManage, canSee, isRefusal, standingOf } from "@/lib/access";
import { publicationRefusal } from "./decide-publication";
import { normalizeDisplayName, titleFromName } from "./normalize-display-name";
import { preparePublication } from "./prepare-publication";
import { ruleTexts } from "./rule-texts";

type SlugCheck = PublishCheck["slug"] & { displayName: string | null };

/** `digest`: the upload's; a version of the actor's skill with the same files is named (identicalVersion). */
async function checkSlug(actor: Actor, slug: string, digest: string): Promise<SlugCheck> {
  const fresh = { value: slug, ownerHandle: null, latestVersion: null, nextVersion: "1.0.0", identicalVersion: null, displayName: null };
  if (!slugSchema.safeParse(slug).success) return { ...fresh, status: "invalid" };
  const skill = await db.skill.findUnique({
    where: { slug },
    select: {
      id: true,
      ownerId: true,
      displayName: true,
      deletedAt: true,
      visibility: true,
      moderation: true,
      owner: { select: { handle: true } },
      versions: { select: { version: true, digest: true } },
    },
  });
  if (!skill) return { ...fresh, status: isReservedSlug(slug) && actor.role !== "ADMIN" ? "reserved" : "new" };
  const standing = await standingOf(db, actor, skill.ownerId);
  const yours = canManage(standing, skill, "publish");
  // A hidden, held or deleted skill exists only for those who may see it (lib/access): anyone
  // else learns that the name is taken, not whose it is nor how far it got.
  if (isRefusal(canSee(standing, skill))) return { ...fresh, status: "taken" };
  const highest = skill.versions
    .map((row) => parseSemver(row.version))
    .filter((parsed) => parsed !== null)
    .sort((a, b) => compareSemver(b, a))[0];
  const status = skill.deletedAt ? (yours ? "deleted" : "taken") : yours ? "yours" : "taken";
  // Only for the skill's own publishers: whether someone else's skill holds these files is theirs to know.
  const identicalVersion = yours ? (skill.versions.find((row) => row.digest === digest)?.version ?? null) : null;
  return {
    value: slug,
    status,
    ownerHandle: skill.owner.handle,
    latestVersion: highest?.raw ?? null,
    nextVersion: highest ? nextPatch(highest) : "1.0.0",
    identicalVersion,
    displayName: yours ? skill.displayName : null,
  };
}

export async function checkPublication(input: { actor: Actor; bundle: BundleInput; slug?: string; displayName?: string }): Promise<PublishCheck> {
  const prepared = await preparePublication({ bundle: input.bundle, slug: input.slug });
  const { bundle, validation, scan } = prepared;
  // As publishVersion would store it: a name it would refuse is refused here too.
  const displayName = normalizeDisplayName(input.displayName);
  const slug = input.slug ?? slugify(validation.name ?? bundle.rootName ?? "");
  const { displayName: existingName, ...slugCheck } = await checkSlug(input.actor, slug, bundle.digest);
  return {
    publishable: publicationRefusal(prepared) === null,
    bundle: {
      format: bundle.format,
      digest: bundle.digest,
      fingerprint: bundle.fingerprint,
      totalSize: bundle.totalSize,
      rootName: bundle.rootName,
      files: bundle.files.map((file) => ({ path: file.path, size: file.size, sha256: file.sha256, isText: file.isText, contentType: file.contentType })),
      warnings: bundle.warnings,
    },
    skill: {
      name: validation.name,
      description: validation.description,
      emoji: validation.manifest.emoji ?? null,
      displayName: displayName ?? existingName ?? titleFromName(validation.name ?? slug),
    },
    slug: slugCheck,
    validation: { ok: validation.gate.ok, diagnostics: validation.diagnostics, compatibility: validation.compatibility },
    scan: { scannerVersion: scan.scannerVersion, verdict: scan.verdict, summary: scan.summary, explanation: scan.explanation, findings: scan.findings },
    rules: ruleTexts(scan.findings),
  };
}
