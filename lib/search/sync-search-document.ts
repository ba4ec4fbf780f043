// Rebuilds one skill's PostgreSQL full-text document inside the caller's transaction, so the
// default search backend is consistent the moment a publish commits.
import type { Tx } from "@/lib/db";

type ManifestLike = { description?: unknown; os?: unknown; requirements?: { bins?: unknown } };

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

export async function syncSearchDocument(tx: Tx, skillId: string): Promise<void> {
  const skill = await tx.skill.findUnique({
    where: { id: skillId },
    select: {
      slug: true, displayName: true, summary: true, topics: true, moderation: true, deletedAt: true,
      downloads: true, installs: true, stars: true, verdict: true, createdAt: true, updatedAt: true,
      owner: { select: { handle: true } },
      latestVersion: { select: { manifest: true, createdAt: true, files: { where: { path: "SKILL.md" }, select: { blob: { select: { content: true } } } } } },
    },
  });
  if (!skill) return;
  const manifest = (skill.latestVersion?.manifest ?? {}) as ManifestLike;
  const description = typeof manifest.description === "string" ? manifest.description : "";
  const bodyBytes = skill.latestVersion?.files[0]?.blob.content;
  const body = bodyBytes ? new TextDecoder().decode(bodyBytes).slice(0, 20_000) : "";
  const listed = skill.deletedAt === null && skill.moderation === "ACTIVE" && skill.latestVersion !== null;
  const slugWords = skill.slug.replace(/-/g, " ");
  const row = {
    slug: skill.slug,
    displayName: skill.displayName,
    ownerHandle: skill.owner.handle,
    summary: skill.summary ?? "",
    topics: skill.topics,
    os: strings(manifest.os),
    bins: strings(manifest.requirements?.bins),
    verdict: skill.verdict,
    listed,
    downloads: skill.downloads,
    installs: skill.installs,
    stars: skill.stars,
    nameText: `${skill.slug} ${skill.displayName}`.toLowerCase(),
    publishedAt: skill.latestVersion?.createdAt ?? skill.createdAt,
    updatedAt: skill.updatedAt,
  };
  await tx.skillSearchDocument.upsert({ where: { skillId }, create: { skillId, ...row }, update: row });
  await tx.$executeRaw`
    UPDATE "SkillSearchDocument" SET "document" =
      setweight(to_tsvector('simple', ${`${skill.slug} ${slugWords} ${skill.displayName}`}), 'A') ||
      setweight(to_tsvector('english', ${`${skill.displayName} ${skill.summary ?? ""} ${skill.topics.join(" ")}`}), 'B') ||
      setweight(to_tsvector('english', ${description}), 'C') ||
      setweight(to_tsvector('english', ${body}), 'D')
    WHERE "skillId" = ${skillId}`;
}
