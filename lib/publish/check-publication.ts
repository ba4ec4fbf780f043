// The website's pre-publish check: everything publishVersion would decide, without storing
// anything. The same worker task as a publish (inspect-bundle.ts: gate, validator and scanner),
// asked to scan even when the gate fails, so the author sees every problem at once.
import type { PublishCheck } from "@/lib/api-schemas/site-publish";
import type { Actor } from "@/lib/auth/actor";
import type { BundleInput } from "@/lib/bundle";
import { db } from "@/lib/db";
import { compareSemver, isReservedSlug, nextPatch, parseSemver, slugify, slugSchema } from "@/lib/ids";
import { canManage, canSee, isRefusal, standingOf } from "@/lib/access";
import { inspectBundleIsolated } from "./inspect-bundle-isolated";
import { ruleTexts } from "./rule-texts";

type SlugCheck = PublishCheck["slug"] & { displayName: string | null };

async function checkSlug(actor: Actor, slug: string): Promise<SlugCheck> {
  const fresh = { value: slug, ownerHandle: null, latestVersion: null, nextVersion: "1.0.0", displayName: null };
  if (!slugSchema.safeParse(slug).success) return { ...fresh, status: "invalid" };
  const skill = await db.skill.findUnique({
    where: { slug },
    select: { id: true, ownerId: true, displayName: true, deletedAt: true, visibility: true, moderation: true, owner: { select: { handle: true } }, versions: { select: { version: true } } },
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
  return {
    value: slug, status, ownerHandle: skill.owner.handle, latestVersion: highest?.raw ?? null, nextVersion: highest ? nextPatch(highest) : "1.0.0",
    displayName: yours ? skill.displayName : null,
  };
}

/** As findOrCreateSkill names a new skill. */
function titleFromName(name: string): string {
  return name.split(/[-_\s]+/).filter(Boolean).map((word) => word[0]!.toUpperCase() + word.slice(1)).join(" ");
}

export async function checkPublication(input: { actor: Actor; bundle: BundleInput; slug?: string; displayName?: string }): Promise<PublishCheck> {
  const { bundle, validation, scan } = await inspectBundleIsolated({ bundle: input.bundle, slug: input.slug, scanInvalid: true });
  if (!scan) throw new Error("inspectBundle skipped the scan it was asked for");
  const slug = input.slug ?? slugify(validation.name ?? bundle.rootName ?? "");
  const { displayName: existingName, ...slugCheck } = await checkSlug(input.actor, slug);
  return {
    publishable: validation.gate.ok && scan.verdict !== "malicious",
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
      displayName: input.displayName ?? existingName ?? titleFromName(validation.name ?? slug),
    },
    slug: slugCheck,
    validation: { ok: validation.gate.ok, diagnostics: validation.diagnostics, compatibility: validation.compatibility },
    scan: { scannerVersion: scan.scannerVersion, verdict: scan.verdict, summary: scan.summary, explanation: scan.explanation, findings: scan.findings },
    rules: ruleTexts(scan.findings),
  };
}
