// One upstream skill brought up to date here: its state (hidden, deleted, flagged upstream ⇒ hidden
// here with that reason; back ⇒ unhidden, if the mirror hid it), its new versions (each through our
// gate), and versions that left the upstream (withdrawn here; restored when they come back).
import type { Visibility } from "@/lib/access";
import { db } from "@/lib/db";
import { setSkillVisibility } from "@/lib/publish";
import { AppError } from "@/lib/errors";
import { semverSchema } from "@/lib/ids";
import { isAllowedByMirror } from "../mirror-filter";
import { mirroredNames, normalizeUpstreamName } from "../mirror-names";
import { keptDisplayName } from "./kept-display-name";
import { findMirroredSkill } from "./link-mirrored-skill";
import { storableText } from "./storable";
import { ensureMirrorPublisher } from "./mirror-publisher";
import { mirrorUpstreamVersion, recordRejected, recordStored, type UpstreamSkill } from "./mirror-upstream-version";
import { followMoves, hideCopies, type UpstreamRef } from "./hide-upstream-copies";
import { restoreMirroredVersion, unhideMirroredSkill, withdrawMirroredVersion } from "./mirror-visibility";
import type { SyncContext } from "./sync-context";

export type { UpstreamRef } from "./hide-upstream-copies";

const WHY_UNAVAILABLE: Record<number, string> = {
  403: "blocked upstream",
  410: "withdrawn upstream",
  423: "locked upstream",
  451: "unavailable upstream for legal reasons",
};

export async function syncUpstreamSkill(ctx: SyncContext, ref: UpstreamRef): Promise<void> {
  const answer = await ctx.api.getSkill(ref.slug, ref.owner);
  if (answer.kind === "ambiguous") {
    // ClawHub scopes slugs by owner: visit each owner's skill the filter may want.
    for (const owner of answer.owners) {
      if (isAllowedByMirror(ctx.mirror, owner, ref.slug)) await syncUpstreamSkill(ctx, { owner, slug: ref.slug });
    }
    return;
  }
  ctx.stats.skillsChecked++;
  if (answer.kind === "missing") return hideCopies(ctx, ref, "Hidden upstream.", "hidden");
  if (answer.kind === "deleted") return hideCopies(ctx, ref, "Deleted upstream.", "deleted");

  const { detail } = answer;
  const ownerHandle = detail.owner?.handle ?? ref.owner;
  if (!ownerHandle) throw new AppError("UPSTREAM_INVALID", `The upstream names no owner for ${ref.slug}.`, { details: { slug: ref.slug } });
  const owner = normalizeUpstreamName(ownerHandle);
  const slug = normalizeUpstreamName(detail.skill!.slug);
  await followMoves(ctx, ref, { owner, slug }, syncUpstreamSkill);
  if (!isAllowedByMirror(ctx.mirror, owner, slug)) return hideCopies(ctx, { owner, slug }, "No longer within this mirror's filter.", "filtered");
  const names = mirroredNames(ctx.mirror.name, owner, slug);
  if (!names)
    throw new AppError("UPSTREAM_INVALID", `${owner}/${slug} cannot be named here (names use lower-case letters, digits and hyphens).`, {
      details: { owner, slug },
    });
  if (detail.moderation?.isMalwareBlocked) return hideCopies(ctx, { owner, slug }, "Blocked upstream as malware.", "blocked");

  const publisher = await ensureMirrorPublisher({
    handle: names.handle,
    displayName: keptDisplayName(detail.owner?.displayName) ?? owner,
    mirror: ctx.mirror.name,
  });
  if (publisher.banned) {
    ctx.stats.skillsSkipped++;
    return;
  }
  const skill: UpstreamSkill = { owner, slug, names, detail, publisher: publisher.actor };
  const upstreamVersions = await ctx.api.listVersions(slug, owner);
  const latest = detail.latestVersion?.version ?? upstreamVersions.at(-1) ?? null;
  const wanted =
    ctx.versions === "all"
      ? upstreamVersions
      : upstreamVersions.filter((version) => (ctx.versions as Exclude<SyncContext["versions"], "all">).wanted(version, latest));

  // Who may read the copy here: what the upstream serves to anyone is public; what it serves only to
  // this mirror's token is not (an upstream that does not say, read with a token, counts as not public).
  const upstreamVisibility = (detail.skill!.visibility ? detail.skill!.visibility === "public" : !ctx.mirror.withToken) ? "public" : "restricted";
  const wantedVisibility: Visibility = upstreamVisibility === "public" ? "public" : (ctx.mirror.restrictedVisibility ?? "internal");
  let local = await findMirroredSkill(ctx, skill);
  if (!local) skill.visibility = wantedVisibility;
  // A local admin deleted it here: that decision stands; the mirror leaves it alone.
  if (local?.deletedAt) {
    ctx.stats.skillsSkipped++;
    return;
  }
  const here = async () => (local ? db.skillVersion.findMany({ where: { skillId: local.id }, select: { id: true, version: true, withdrawnAt: true } }) : []);
  const known = new Map((await here()).map((row) => [row.version, row]));
  const records = new Map(
    (await db.mirroredVersion.findMany({ where: { upstreamName: ctx.mirror.name, upstreamOwner: owner, upstreamSlug: slug } })).map((row) => [
      row.upstreamVersion,
      row,
    ]),
  );

  for (const version of wanted) {
    const stored = known.get(version);
    const record = records.get(storableText(version));
    if (stored) {
      if (!record || record.state !== "stored") await recordStored(ctx, skill, { version, versionId: stored.id });
      const mark = record ?? (await db.mirroredVersion.findFirst({ where: { versionId: stored.id } }));
      if (stored.withdrawnAt && mark?.withdrawnByMirror)
        await restoreMirroredVersion(ctx, { actor: publisher.actor, slug: names.slug, version, mirroredVersionId: mark.id });
      continue;
    }
    if (record?.state === "rejected") continue;
    // Not a version number here: refused as a publish would refuse it, before its archive is fetched.
    if (!semverSchema.safeParse(version).success) {
      const error = new AppError("VERSION_INVALID", "The upstream's version number is not a semantic version.", { details: { version } });
      await recordRejected(ctx, skill, version, error, null);
      continue;
    }
    await mirrorUpstreamVersion(ctx, skill, version);
  }

  local ??= await findMirroredSkill(ctx, skill);
  if (!local) return;
  if (ctx.versions === "all") {
    const listed = new Set(upstreamVersions);
    const rows = await db.mirroredVersion.findMany({ where: { upstreamName: ctx.mirror.name, upstreamOwner: owner, upstreamSlug: slug, state: "stored" } });
    const current = new Map((await here()).map((row) => [row.version, row]));
    for (const row of rows) {
      const version = current.get(row.upstreamVersion);
      if (!version || version.withdrawnAt || listed.has(row.upstreamVersion)) continue;
      // Not listed any more: ask for it, so a withdrawal is told from a list that is just paged oddly.
      const probe = await ctx.api.getVersion(slug, owner, row.upstreamVersion);
      if (probe.kind === "found") continue;
      const reason = probe.kind === "unavailable" ? `Version ${WHY_UNAVAILABLE[probe.status] ?? "withdrawn upstream"}.` : "Version removed upstream.";
      await withdrawMirroredVersion(ctx, { actor: publisher.actor, slug: names.slug, version: row.upstreamVersion, mirroredVersionId: row.id, reason });
    }
  }
  // The upstream opened or closed the skill: the copy follows (a local admin's own change stands until then).
  const seen = await db.mirroredSkill.findUnique({ where: { skillId: local.id }, select: { upstreamVisibility: true } });
  if ((seen?.upstreamVisibility ?? "public") !== upstreamVisibility) {
    await setSkillVisibility({ actor: publisher.actor, slug: names.slug, visibility: wantedVisibility });
  }
  await db.mirroredSkill.update({
    where: { skillId: local.id },
    data: {
      upstreamVisibility,
      upstreamState: "active",
      lastCheckedAt: new Date(),
      upstreamUpdatedAt: detail.skill!.updatedAt !== undefined ? BigInt(detail.skill!.updatedAt) : null,
    },
  });
  await unhideMirroredSkill(ctx, { skillId: local.id, actor: publisher.actor });
}
