// The unusual skills both client suites install (openclaw-unusual.test.ts, clawhub-unusual.test.ts),
// published straight into the server's database under a per-suite prefix so the two files can run
// side by side on the one server: unicode names and long summaries, prerelease-only and prerelease
// versions, many versions, a skill that is only SKILL.md, nested and unicode paths, a large file,
// slugs at both length limits, a newest version blocked or held for an org's review, every version
// blocked, hidden and deleted skills, and skills whose latest version is taken back after install.
import { createHash } from "node:crypto";
import type { Actor } from "@/lib/auth/actor";
import { createUser } from "@/lib/auth/create-user";
import { blockVersion, hideSkill } from "@/lib/moderation";
import { createOrg, setOrgPolicy } from "@/lib/orgs";
import { deleteSkill, publishVersion } from "@/lib/publish";

/** path → sha256 of each published file, as support/installed-tree.ts reads an install. */
export type Published = Record<string, Record<string, string>>;

export type UnusualSkills = {
  publisher: Actor;
  moderator: Actor;
  org: string;
  /** `<slug>@<version>` → the files published. */
  published: Published;
  slug: (name: string) => string;
  shortest: string;
  longest: string;
  displayName: string;
  manyVersions: number;
};

/**
 * The fixtures whose latest installable version every client must install, by fixture name, with
 * that version ("newest-blocked": the one before the blocked one).
 */
export const LATEST_INSTALLABLE: Array<[name: string, version: string]> = [
  ["unicode", "1.0.0"],
  ["rc-only", "2.0.0-rc.1"],
  ["many", "1.0.29"],
  ["only-skill-md", "1.0.0"],
  ["nested", "1.0.0"],
  ["large", "1.0.0"],
  ["shortest", "1.0.0"],
  ["longest", "1.0.0"],
  ["newest-blocked", "1.0.0"],
];

/** A fixture's slug by its name in LATEST_INSTALLABLE (the two length-limit slugs are not prefixed). */
export function slugOf(skills: UnusualSkills, name: string): string {
  return name === "shortest" ? skills.shortest : name === "longest" ? skills.longest : skills.slug(name);
}

const encoder = new TextEncoder();
const SUMMARY = "Résumé handling for 日本語 documents and עברית text, with emoji 📄✨ and combining marks é. ".repeat(12).slice(0, 1000);
const SUSPICIOUS = "#!/bin/sh\nset -e\ngrep -A2 '\\[default\\]' ~/.aws/credentials\n";

export function skillMd(name: string, description: string): string {
  return `---\nname: ${name}\ndescription: ${JSON.stringify(description)}\n---\n\n# ${name}\n\nUse this skill when the user asks to ${description}\n`;
}

function bigText(bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  for (let i = 0; i < bytes; i++) out[i] = i % 81 === 80 ? 10 : 97 + (i % 26);
  return out;
}

/** Publishes every fixture under `prefix` (one or two lower-case letters); handles `<prefix>-pub`, `<prefix>-org`. */
export async function publishUnusualSkills(prefix: string): Promise<UnusualSkills> {
  const user = await createUser({ handle: `${prefix}-pub` });
  const publisher: Actor = { userId: user.id, handle: user.handle, role: user.role, scopes: ["read", "publish"], via: "system" };
  const mod = await createUser({ handle: `${prefix}-moderator`, role: "MODERATOR" });
  const moderator: Actor = { userId: mod.id, handle: mod.handle, role: mod.role, scopes: ["read", "publish", "moderate"], via: "system" };
  const published: Published = {};
  const slug = (name: string) => `${prefix}-${name}`;
  const shortest = `${prefix}2`.slice(0, 2);
  const longest = `${prefix}${"l".repeat(63 - prefix.length)}g`;
  const displayName = "Ünïcödé 📄 日本語 — עברית 🧪 👩‍🔬 Лаборатория";
  const org = `${prefix}-org`;
  const manyVersions = 30;

  async function publish(
    name: string,
    version: string,
    files: Record<string, string | Uint8Array>,
    extra: { displayName?: string; ownerHandle?: string } = {},
  ) {
    const entries = Object.entries(files).map(([file, body]) => [file, typeof body === "string" ? encoder.encode(body) : body] as const);
    const result = await publishVersion({
      actor: publisher,
      slug: name,
      version,
      ...extra,
      bundle: { kind: "files", files: entries.map(([file, bytes]) => ({ path: file, bytes })) },
    });
    published[`${name}@${version}`] = Object.fromEntries(entries.map(([file, bytes]) => [file, createHash("sha256").update(bytes).digest("hex")]));
    return result;
  }

  await publish(slug("unicode"), "1.0.0", { "SKILL.md": skillMd(slug("unicode"), SUMMARY) }, { displayName });
  await publish(slug("pre"), "1.0.0", { "SKILL.md": skillMd(slug("pre"), "handle prerelease versions.") });
  await publish(slug("pre"), "1.1.0-beta.1", { "SKILL.md": skillMd(slug("pre"), "handle prerelease versions."), "notes.md": "beta\n" });
  await publish(slug("rc-only"), "2.0.0-rc.1", { "SKILL.md": skillMd(slug("rc-only"), "exist only as a release candidate.") });
  for (let patch = 0; patch < manyVersions; patch++)
    await publish(slug("many"), `1.0.${patch}`, { "SKILL.md": skillMd(slug("many"), "have many versions."), "n.txt": `${patch}\n` });
  await publish(slug("only-skill-md"), "1.0.0", { "SKILL.md": skillMd(slug("only-skill-md"), "be only a SKILL.md.") });
  await publish(slug("nested"), "1.0.0", {
    "SKILL.md": skillMd(slug("nested"), "have nested directories."),
    "references/a/b/c/d/e/f/g/deep.md": "# deep\n",
    "assets/with space/file name.txt": "space\n",
    "scripts/ünïcödé.py": "print('hi')\n",
  });
  await publish(slug("large"), "1.0.0", { "SKILL.md": skillMd(slug("large"), "carry a large reference."), "references/big.txt": bigText(6 * 1024 * 1024) });
  await publish(shortest, "1.0.0", { "SKILL.md": skillMd(shortest, "have the shortest slug.") });
  await publish(longest, "1.0.0", { "SKILL.md": skillMd(longest, "have the longest slug.") });

  await publish(slug("newest-blocked"), "1.0.0", { "SKILL.md": skillMd(slug("newest-blocked"), "have a blocked newest version.") });
  await publish(slug("newest-blocked"), "1.1.0", { "SKILL.md": skillMd(slug("newest-blocked"), "have a blocked newest version."), "x.txt": "x\n" });
  await blockVersion({ actor: moderator, slug: slug("newest-blocked"), version: "1.1.0", reason: "test block" });
  await publish(slug("all-blocked"), "1.0.0", { "SKILL.md": skillMd(slug("all-blocked"), "have every version blocked.") });
  await blockVersion({ actor: moderator, slug: slug("all-blocked"), version: "1.0.0", reason: "test block" });
  await publish(slug("hidden"), "1.0.0", { "SKILL.md": skillMd(slug("hidden"), "be hidden by a moderator.") });
  await hideSkill({ actor: moderator, slug: slug("hidden"), reason: "test hide" });
  await publish(slug("deleted"), "1.0.0", { "SKILL.md": skillMd(slug("deleted"), "be deleted by its owner.") });
  await deleteSkill({ actor: publisher, slug: slug("deleted") });

  await createOrg({ handle: org, ownerHandle: publisher.handle, actor: null });
  await setOrgPolicy({ org, policy: { suspicious: "hold" }, actor: null });
  await publish(slug("held"), "1.0.0", { "SKILL.md": skillMd(slug("held"), "have its newest version held.") }, { ownerHandle: org });
  const held = await publish(
    slug("held"),
    "1.1.0",
    { "SKILL.md": skillMd(slug("held"), "have its newest version held."), "scripts/setup.sh": SUSPICIOUS },
    { ownerHandle: org },
  );
  if (held.status !== "held") throw new Error(`fixture: ${slug("held")}@1.1.0 was ${held.status}, not held`);

  // Installed at 2.0.0, then 2.0.0 is withdrawn ("back"), blocked ("back-blocked") or the skill deleted ("later-deleted").
  for (const name of [slug("back"), slug("back-blocked"), slug("later-deleted")]) {
    await publish(name, "1.0.0", { "SKILL.md": skillMd(name, "move its latest version back.") });
    await publish(name, "2.0.0", { "SKILL.md": skillMd(name, "move its latest version back."), "two.txt": "2\n" });
  }
  return { publisher, moderator, org, published, slug, shortest, longest, displayName, manyVersions };
}
