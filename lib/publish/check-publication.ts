// The website's pre-publish check: everything publishVersion would decide, without storing
// anything: the same preparation (prepare-publication.ts) and the same decision
// (decide-publication.ts), plus what the slug would mean for this author and what the owning
// publisher's team policy would do with the upload (the publish's own loadPolicyDecision).
import type { PublishCheck } from "@/lib/api-schemas/site-publish";
import type { Actor } from "@/lib/auth/actor";
import type { BundleInput } from "@/lib/bundle";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { compareSemver, isReservedSlug, nextPatch, parseSemver, slugify, slugSchema } from "@/lib/ids";
import {
  canManage,
  canSee,
  defaultVisibility,
  isRefusal,
  seesVersion,
  standingOf,
  versionViewer,
  visibilityName,
  type Standing,
  type Visibility,
} from "@/lib/access";
import { publicationRefusal } from "./decide-publication";
import { previewPolicyDecision } from "./preview-policy-decision";
import { publisherBanned, resolvePublisher } from "./resolve-publisher";
import { normalizeDisplayName, titleFromName } from "./normalize-display-name";
import { preparePublication } from "./prepare-publication";
import { ruleTexts } from "./rule-texts";

/** The existing skill a publish would add a version to, when it is the actor's to publish. */
type Existing = { publisher: { id: string; handle: string }; standing: Standing; current: Visibility };
type SlugCheck = PublishCheck["slug"] & { displayName: string | null; existing: Existing | null };

/** `digest`: the upload's; a version of the actor's skill with the same files is named (identicalVersion). */
async function checkSlug(actor: Actor, slug: string, digest: string): Promise<SlugCheck> {
  const fresh = { value: slug, ownerHandle: null, latestVersion: null, nextVersion: "1.0.0", identicalVersion: null, displayName: null, existing: null };
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
      owner: { select: { id: true, handle: true, bannedAt: true } },
      versions: { select: { version: true, digest: true, orgReview: true, publishedById: true } },
    },
  });
  if (!skill) return { ...fresh, status: isReservedSlug(slug) && actor.role !== "ADMIN" ? "reserved" : "new" };
  const standing = await standingOf(db, actor, skill.ownerId);
  const yours = canManage(standing, skill, "publish");
  // As the publish refuses it (find-or-create-skill.ts), told only to those who may publish here.
  if (yours && skill.owner.bannedAt) throw publisherBanned();
  // A hidden, held or deleted skill exists only for those who may see it (lib/access): anyone
  // else learns that the name is taken, not whose it is nor how far it got.
  if (isRefusal(canSee(standing, skill))) return { ...fresh, status: "taken" };
  // Only numbers this author may know of: a version held for the org's review is, to anyone but its reviewers and publisher, never used.
  const viewer = versionViewer(standing, skill);
  const known = skill.versions.filter((row) => seesVersion(viewer, row));
  const highest = known
    .map((row) => parseSemver(row.version))
    .filter((parsed) => parsed !== null)
    .sort((a, b) => compareSemver(b, a))[0];
  const status = skill.deletedAt ? (yours ? "deleted" : "taken") : yours ? "yours" : "taken";
  // Only for the skill's own publishers: whether someone else's skill holds these files is theirs to know.
  const identicalVersion = yours ? (known.find((row) => row.digest === digest)?.version ?? null) : null;
  return {
    value: slug,
    status,
    ownerHandle: skill.owner.handle,
    latestVersion: highest?.raw ?? null,
    nextVersion: highest ? nextPatch(highest) : "1.0.0",
    identicalVersion,
    displayName: yours ? skill.displayName : null,
    existing:
      status === "yours" ? { publisher: { id: skill.owner.id, handle: skill.owner.handle }, standing, current: visibilityName(skill.visibility) } : null,
  };
}

/**
 * Whose policy a new skill would meet: the publish's own answer (resolve-publisher.ts), the actor or
 * an org the actor may publish for. Null where the publish would refuse before any policy (an
 * unknown or foreign owner, a one-skill token).
 */
async function newSkillPublisher(actor: Actor, ownerHandle: string | undefined): Promise<{ id: string; handle: string } | null> {
  if (actor.limitedToSkillId) return null;
  try {
    return await resolvePublisher(db, actor, ownerHandle);
  } catch (error) {
    if (isAppError(error) && (error.code === "USER_NOT_FOUND" || error.code === "OWNER_NOT_ALLOWED")) return null;
    throw error;
  }
}

/** The team policy's decision, for a skill the actor may publish to; null otherwise (someone else's policy is not theirs to know). */
async function checkPolicy(input: {
  actor: Actor;
  slug: SlugCheck;
  verdict: PublishCheck["scan"]["verdict"];
  ownerHandle?: string;
  visibility?: Visibility;
}): Promise<PublishCheck["policy"]> {
  const { actor, slug, verdict } = input;
  if (slug.existing) return previewPolicyDecision({ actor, verdict, ...slug.existing });
  if (slug.status !== "new") return null;
  const publisher = await newSkillPublisher(actor, input.ownerHandle);
  if (!publisher) return null;
  return previewPolicyDecision({ actor, publisher, verdict, create: { requested: input.visibility, fallback: defaultVisibility() } });
}

export async function checkPublication(input: {
  actor: Actor;
  bundle: BundleInput;
  slug?: string;
  displayName?: string;
  /** A new skill's owner and visibility, as the publish would name them: the team policy is checked for them. */
  ownerHandle?: string;
  visibility?: Visibility;
}): Promise<PublishCheck> {
  const prepared = await preparePublication({ bundle: input.bundle, slug: input.slug });
  const { bundle, validation, scan } = prepared;
  // As publishVersion would store it: a name it would refuse is refused here too.
  const displayName = normalizeDisplayName(input.displayName);
  const slug = input.slug ?? slugify(validation.name ?? bundle.rootName ?? "");
  const checked = await checkSlug(input.actor, slug, bundle.digest);
  const { displayName: existingName, existing: _existing, ...slugCheck } = checked;
  const policy = await checkPolicy({ actor: input.actor, slug: checked, verdict: scan.verdict, ownerHandle: input.ownerHandle, visibility: input.visibility });
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
    policy,
  };
}
