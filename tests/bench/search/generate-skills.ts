// Generates a realistic registry (owners, skills, one version each with its SKILL.md, daily
// stats) and bulk-inserts it with plain SQL: fast, and it does not go through publishVersion.
import { createHash } from "node:crypto";
import type pg from "pg";
import { ACTIONS, BINS, inventWord, OBJECTS, OS_CHOICES, pick, pickZipf, PROSE, QUALIFIERS, ROLES, SUBJECTS, TOPICS } from "./vocabulary";

const DAY = 86_400_000;
const title = (words: string[]) => words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(" ");

type Skill = {
  id: string;
  slug: string;
  displayName: string;
  summary: string;
  topics: string[];
  ownerId: string;
  moderation: string;
  deletedAt: Date | null;
  verdict: string;
  downloads: number;
  installs: number;
  stars: number;
  createdAt: Date;
  publishedAt: Date;
  withdrawn: boolean;
  version: string;
  manifest: string;
  skillMd: string;
  recentInstalls: number[];
};

/** Prose about the skill's own subject, with the occasional other tool or rare word, like real instructions. */
function sentence(random: () => number, words: number, own: { subject: string; action: string }): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    const roll = random();
    out.push(
      roll < 0.05
        ? own.subject
        : roll < 0.07
          ? own.action
          : roll < 0.09
            ? pickZipf(SUBJECTS, random, 0.75)
            : roll < 0.1
              ? pick(ACTIONS, random)
              : roll < 0.12
                ? inventWord(random)
                : pickZipf(PROSE, random),
    );
  }
  const text = out.join(" ");
  return text[0]!.toUpperCase() + text.slice(1) + ".";
}

function skillBody(random: () => number, subject: string, action: string, displayName: string): string {
  const lines = [`# ${displayName}`, "", `Use this skill when the user asks to ${action} ${subject} ${pick(OBJECTS, random)}.`, "", "## Steps", ""];
  const steps = 3 + Math.floor(random() * 6);
  for (let i = 1; i <= steps; i++) lines.push(`${i}. ${sentence(random, 8 + Math.floor(random() * 14), { subject, action })}`);
  lines.push("", "## Notes", "");
  const paragraphs = 1 + Math.floor(random() * 4);
  for (let p = 0; p < paragraphs; p++)
    lines.push(Array.from({ length: 2 + Math.floor(random() * 4) }, () => sentence(random, 10 + Math.floor(random() * 12), { subject, action })).join(" "), "");
  return lines.join("\n");
}

export function generateSkill(index: number, random: () => number, owners: string[], used: Set<string>, now: number): Skill {
  // Popular subjects are more common, but no single one dominates (the top one is ~2.5% of skills).
  const subject = pickZipf(SUBJECTS, random, 0.75);
  const action = pick(ACTIONS, random);
  const other = pickZipf(SUBJECTS, random, 0.75);
  const pattern = random();
  let words =
    pattern < 0.35
      ? [subject, action]
      : pattern < 0.55
        ? [action, subject]
        : pattern < 0.75
          ? [subject, pick(ROLES, random)]
          : pattern < 0.9
            ? [subject, other, action]
            : [inventWord(random)];
  while (used.has(words.join("-"))) words = [...words, random() < 0.5 ? pick(ROLES, random) : inventWord(random)];
  const slug = words
    .join("-")
    .replace(/[^a-z0-9-]/g, "")
    .slice(0, 60);
  used.add(slug);
  const displayName = pattern >= 0.9 ? title([words[0]!, subject]) : title(words);
  const summary = `${title([action])} ${subject} ${pick(OBJECTS, random)} ${pick(QUALIFIERS, random)}.`;
  const description = `${summary} ${sentence(random, 10 + Math.floor(random() * 10), { subject, action })}`;
  const topics = [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pickZipf(TOPICS, random)))];
  const bins = [...new Set(Array.from({ length: Math.floor(random() * 3) }, () => pickZipf(BINS, random)))];
  const downloads = Math.floor(Math.exp(random() * random() * 12));
  const createdAt = new Date(now - Math.floor(random() * 730) * DAY - Math.floor(random() * DAY));
  const publishedAt = new Date(Math.min(now - 1000, createdAt.getTime() + Math.floor(random() * 200) * DAY));
  const roll = random();
  const manifest = {
    name: slug,
    description,
    os: pick(OS_CHOICES, random),
    keywords: random() < 0.3 ? [subject, action] : [],
    requirements: { bins, anyBins: [], env: [], config: [], packages: [] },
  };
  return {
    id: `bench${index.toString(36).padStart(7, "0")}`,
    slug,
    displayName,
    summary,
    topics,
    ownerId: owners[Math.floor(Math.pow(random(), 2) * owners.length)]!,
    moderation: roll < 0.02 ? "HIDDEN" : roll < 0.025 ? "HELD" : "ACTIVE",
    deletedAt: roll > 0.99 ? new Date(now - DAY) : null,
    verdict: random() < 0.04 ? "SUSPICIOUS" : "CLEAN",
    downloads,
    installs: Math.floor(downloads * 0.3 * random()),
    stars: Math.floor(downloads * 0.03 * random()),
    createdAt,
    publishedAt,
    withdrawn: roll > 0.98 && roll <= 0.99,
    version: `${1 + Math.floor(random() * 3)}.${Math.floor(random() * 10)}.${Math.floor(random() * 20)}`,
    manifest: JSON.stringify(manifest),
    skillMd: `---\nname: ${slug}\ndescription: ${description}\n---\n\n${skillBody(random, subject, action, displayName)}`,
    recentInstalls: random() < 0.25 ? Array.from({ length: 7 }, () => Math.floor(random() * random() * 40)) : [],
  };
}

const sha = (text: string) => createHash("sha256").update(text).digest("hex");

/** Inserts owners; returns their ids. */
export async function insertOwners(client: pg.Client, count: number, now: number): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => `benchuser${i}`);
  const handles = ids.map((_, i) => `publisher-${i}`);
  await client.query(
    `INSERT INTO "User" (id, handle, "createdAt", "updatedAt") SELECT id, handle, $3::timestamp, $3::timestamp FROM unnest($1::text[], $2::text[]) AS t(id, handle)`,
    [ids, handles, new Date(now).toISOString()],
  );
  return ids;
}

export async function insertZipBlob(client: pg.Client): Promise<string> {
  const zipSha = sha("bench-zip");
  await client.query(`INSERT INTO "Blob" (sha256, size, content) VALUES ($1, 4, '\\x504b0506'::bytea)`, [zipSha]);
  return zipSha;
}

export async function insertSkills(client: pg.Client, skills: Skill[], zipSha: string): Promise<void> {
  // Dates as ISO strings: ::timestamp keeps the UTC wall time whatever the process time zone.
  const col = <K extends keyof Skill>(key: K) => skills.map((skill) => (skill[key] instanceof Date ? (skill[key] as Date).toISOString() : skill[key]));
  const mdSha = skills.map((skill) => sha(skill.skillMd));
  await client.query(
    `INSERT INTO "Blob" (sha256, size, content) SELECT s, octet_length(t), convert_to(t, 'UTF8') FROM unnest($1::text[], $2::text[]) AS x(s, t) ON CONFLICT DO NOTHING`,
    [mdSha, col("skillMd")],
  );
  await client.query(
    `INSERT INTO "Skill" (id, slug, "ownerId", "displayName", summary, topics, moderation, verdict, downloads, installs, stars, "versionCount", "deletedAt", "createdAt", "updatedAt")
     SELECT id, slug, owner, name, summary, ARRAY(SELECT json_array_elements_text(topics::json)), moderation::"SkillModeration", verdict::"Verdict", downloads, installs, stars, 1, deleted, created, published
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[], $10::int[], $11::int[], $12::timestamp[], $13::timestamp[], $14::timestamp[])
       AS t(id, slug, owner, name, summary, topics, moderation, verdict, downloads, installs, stars, deleted, created, published)`,
    [
      col("id"),
      col("slug"),
      col("ownerId"),
      col("displayName"),
      col("summary"),
      skills.map((s) => JSON.stringify(s.topics)),
      col("moderation"),
      col("verdict"),
      col("downloads"),
      col("installs"),
      col("stars"),
      col("deletedAt"),
      col("createdAt"),
      col("publishedAt"),
    ],
  );
  const versionIds = skills.map((skill) => `${skill.id}v`);
  const versions = skills.map((skill) => skill.version.split(".").map(Number) as [number, number, number]);
  await client.query(
    `INSERT INTO "SkillVersion" (id, "skillId", version, major, minor, patch, manifest, digest, fingerprint, "zipSha256", "zipSize", "fileCount", "totalSize", verdict,
       "scannerVersion", "scanReport", "validationReport", compatibility, "publishedById", "withdrawnAt", "createdAt")
     SELECT vid, sid, version, major, minor, patch, manifest::jsonb, 'sha256:' || md, md, $10, 4, 1, size, verdict::"Verdict", 'bench', '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, owner,
       CASE WHEN withdrawn THEN published END, published
     FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::int[], $7::text[], $8::text[], $9::int[], $11::text[], $12::text[], $13::boolean[], $14::timestamp[])
       AS t(vid, sid, version, major, minor, patch, manifest, md, size, verdict, owner, withdrawn, published)`,
    [
      versionIds,
      col("id"),
      col("version"),
      versions.map((v) => v[0]),
      versions.map((v) => v[1]),
      versions.map((v) => v[2]),
      col("manifest"),
      mdSha,
      skills.map((s) => Buffer.byteLength(s.skillMd)),
      zipSha,
      col("verdict"),
      col("ownerId"),
      col("withdrawn"),
      col("publishedAt"),
    ],
  );
  await client.query(
    `INSERT INTO "SkillFile" (id, "versionId", path, size, sha256, "contentType", "isText")
     SELECT vid || 'f', vid, 'SKILL.md', size, md, 'text/markdown', true FROM unnest($1::text[], $2::text[], $3::int[]) AS t(vid, md, size)`,
    [versionIds, mdSha, skills.map((s) => Buffer.byteLength(s.skillMd))],
  );
  // Withdrawn: the version exists but is not installable, so the skill has no latest version.
  await client.query(`UPDATE "Skill" s SET "latestVersionId" = s.id || 'v' WHERE s.id = ANY($1::text[])`, [
    skills.filter((s) => !s.withdrawn).map((s) => s.id),
  ]);
  const stats = skills.flatMap((skill) => skill.recentInstalls.map((installs, day) => ({ id: skill.id, day, installs })));
  if (stats.length) {
    await client.query(
      `INSERT INTO "DailyStat" ("skillId", day, installs, downloads) SELECT id, (current_date - d), n, n * 2 FROM unnest($1::text[], $2::int[], $3::int[]) AS t(id, d, n)`,
      [stats.map((s) => s.id), stats.map((s) => s.day), stats.map((s) => s.installs)],
    );
  }
}
