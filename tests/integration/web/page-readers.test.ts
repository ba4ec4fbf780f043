// The website's read functions (lib/catalog) against a real database: what the skill page,
// versions, diff, profile, home shelves and sitemap show, and who sees hidden skills.
import { PUBLIC_VIEWER } from "@/lib/access";
import { beforeAll, describe, expect, test } from "vitest";
import { diffSkillVersions } from "@/lib/catalog/diff-skill-versions";
import { getPublisherProfile } from "@/lib/catalog/get-publisher-profile";
import { getSkillPage } from "@/lib/catalog/get-skill-page";
import { listHomeSections } from "@/lib/catalog/list-home-sections";
import { listSitemapSkills } from "@/lib/catalog/list-sitemap-skills";
import { listSkillCards } from "@/lib/catalog/list-skill-cards";
import { listVersionHistory } from "@/lib/catalog/list-version-history";
import { readStoredVersionFile } from "@/lib/catalog/read-stored-version-file";
import type { Actor } from "@/lib/auth/actor";
import { hideSkill } from "@/lib/moderation";
import { starSkill, withdrawVersion } from "@/lib/publish";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { suspiciousFiles } from "../helpers/flagged-content";
import { publishFixture } from "../helpers/publish-fixture";

let owner: Actor;
let stranger: Actor;
let moderator: Actor;

const emojiManifest = 'metadata:\n  openclaw:\n    emoji: "🧪"';

beforeAll(async () => {
  owner = await createActor({ handle: "pages-owner" });
  stranger = await createActor({ handle: "pages-stranger" });
  moderator = await createActor({ handle: "pages-mod", role: "MODERATOR" });
  await publishFixture({
    actor: owner,
    slug: "lab-notes",
    version: "1.0.0",
    changelog: "First.",
    content: { description: `Keeps lab notes tidy.\n${emojiManifest}`, files: { "scripts/run.sh": "echo one\necho two\n", "assets/old.txt": "old\n" } },
  });
  await publishFixture({
    actor: owner,
    slug: "lab-notes",
    version: "1.10.0",
    changelog: "Tenth.",
    content: {
      description: `Keeps lab notes tidy.\n${emojiManifest}`,
      files: { "scripts/run.sh": "echo one\necho 2\necho three\n", "assets/new.txt": "new\n" },
    },
  });
  await publishFixture({
    actor: owner,
    slug: "lab-notes",
    version: "1.2.0",
    changelog: "Second.",
    content: { description: `Keeps lab notes tidy.\n${emojiManifest}`, files: { "scripts/run.sh": "echo one\n" } },
  });
  await withdrawVersion({ actor: owner, slug: "lab-notes", version: "1.2.0", reason: "broken script" });
  await publishFixture({ actor: owner, slug: "risky-tool", version: "1.0.0", content: { files: suspiciousFiles } });
  await publishFixture({ actor: owner, slug: "hidden-tool", version: "1.0.0" });
  await hideSkill({ actor: moderator, slug: "hidden-tool", reason: "impersonation" });
});

describe("getSkillPage", () => {
  test("shows the latest installable version by semver, with its manifest and scan summary", async () => {
    const page = await getSkillPage({ slug: "lab-notes", actor: null });
    expect(page.latestVersion).toBe("1.10.0");
    expect(page.version).toMatchObject({ version: "1.10.0", changelog: "Tenth.", manifest: { emoji: "🧪" }, scan: { verdict: "clean", findingCount: 0 } });
    expect(page.distTags).toEqual([{ tag: "latest", version: "1.10.0" }]);
    expect(page).toMatchObject({ privileged: false, canManage: false, starred: false });
  });

  test("shows an older version when asked, and refuses versions that do not exist", async () => {
    expect((await getSkillPage({ slug: "lab-notes", actor: null, version: "1.2.0" })).version).toMatchObject({
      version: "1.2.0",
      withdrawnReason: "broken script",
    });
    await expectCode(getSkillPage({ slug: "lab-notes", actor: null, version: "9.9.9" }), "VERSION_NOT_FOUND");
    await expectCode(getSkillPage({ slug: "lab-notes", actor: null, version: "latest" }), "VERSION_NOT_FOUND");
    await expectCode(getSkillPage({ slug: "no-such-skill", actor: null }), "SKILL_NOT_FOUND");
  });

  test("a hidden skill exists only for its owner (who may manage it) and moderators (who may not)", async () => {
    await expectCode(getSkillPage({ slug: "hidden-tool", actor: null }), "SKILL_NOT_FOUND");
    await expectCode(getSkillPage({ slug: "hidden-tool", actor: stranger }), "SKILL_NOT_FOUND");
    expect(await getSkillPage({ slug: "hidden-tool", actor: owner })).toMatchObject({
      privileged: true,
      canManage: true,
      skill: { moderation: "HIDDEN", moderationReason: "impersonation" },
    });
    expect(await getSkillPage({ slug: "hidden-tool", actor: moderator })).toMatchObject({ privileged: true, canManage: false });
  });

  test("knows whether the viewer starred the skill", async () => {
    await starSkill({ actor: stranger, slug: "lab-notes" });
    expect(await getSkillPage({ slug: "lab-notes", actor: stranger })).toMatchObject({ starred: true, skill: { stars: 1 } });
    expect((await getSkillPage({ slug: "lab-notes", actor: owner })).starred).toBe(false);
  });
});

describe("versions and diffs", () => {
  test("lists versions newest first by semver precedence, with tags and withdrawn state", async () => {
    const { skill } = await getSkillPage({ slug: "lab-notes", actor: null });
    const history = await listVersionHistory({ skill, sight: PUBLIC_VIEWER });
    expect(history.map((entry) => [entry.version, entry.tags, entry.withdrawnAt !== null])).toEqual([
      ["1.10.0", ["latest"], false],
      ["1.2.0", [], true],
      ["1.0.0", [], false],
    ]);
    expect(history[0]).toMatchObject({ changelog: "Tenth.", publishedBy: { handle: "pages-owner" }, fileCount: 3 });
  });

  test("diffs two versions file by file, with line changes for text", async () => {
    const { skill } = await getSkillPage({ slug: "lab-notes", actor: null });
    const diff = await diffSkillVersions({ skillId: skill.id, from: "1.0.0", to: "1.10.0" });
    expect(diff.summary).toEqual({ added: 1, removed: 1, modified: 1, unchanged: 1 });
    expect(diff.changes.map((change) => [change.path, change.status])).toEqual([
      ["SKILL.md", "unchanged"],
      ["assets/new.txt", "added"],
      ["assets/old.txt", "removed"],
      ["scripts/run.sh", "modified"],
    ]);
    const script = diff.changes.find((change) => change.path === "scripts/run.sh")!;
    expect(script.diff).toMatchObject({ additions: 2, deletions: 1 });
    await expectCode(diffSkillVersions({ skillId: skill.id, from: "1.0.0", to: "3.0.0" }), "VERSION_NOT_FOUND");
  });

  test("loads one file's bytes, and says which file is missing", async () => {
    const page = await getSkillPage({ slug: "lab-notes", actor: null });
    const file = await readStoredVersionFile({ versionId: page.version!.id, path: "scripts/run.sh" });
    expect(new TextDecoder().decode(file.bytes)).toBe("echo one\necho 2\necho three\n");
    expect(file).toMatchObject({ isText: true, size: 27 });
    await expectCode(readStoredVersionFile({ versionId: page.version!.id, path: "nope.txt" }), "FILE_NOT_FOUND");
  });
});

describe("listings", () => {
  test("cards come back in the order asked, with stats and the manifest's emoji", async () => {
    const [lab, risky] = await Promise.all([getSkillPage({ slug: "lab-notes", actor: null }), getSkillPage({ slug: "risky-tool", actor: null })]);
    const cards = await listSkillCards({ skillIds: [risky.skill.id, "missing-id", lab.skill.id] });
    expect(cards.map((card) => [card.slug, card.verdict, card.emoji, card.version, card.stars])).toEqual([
      ["risky-tool", "SUSPICIOUS", null, "1.0.0", 0],
      ["lab-notes", "CLEAN", "🧪", "1.10.0", 1],
    ]);
  });

  test("home shelves list clean, listed skills only, and count tags", async () => {
    const home = await listHomeSections();
    const slugs = [...home.trending, ...home.newest, ...home.mostInstalled].map((card) => card.slug);
    expect(new Set(slugs)).toEqual(new Set(["lab-notes"]));
    expect(home.total).toBe(2); // lab-notes and risky-tool are listed; hidden-tool is not
  });

  test("a profile shows listed skills to everyone and unlisted ones to the owner", async () => {
    const publicView = await getPublisherProfile({ handle: "PAGES-OWNER", actor: stranger });
    expect(publicView.skills.map((skill) => skill.slug).sort()).toEqual(["lab-notes", "risky-tool"]);
    expect(publicView.totals.stars).toBe(1);
    const ownView = await getPublisherProfile({ handle: "pages-owner", actor: owner });
    expect(ownView.skills.find((skill) => skill.slug === "hidden-tool")).toMatchObject({ listed: false, moderation: "HIDDEN" });
    await expectCode(getPublisherProfile({ handle: "nobody-at-all", actor: null }), "NOT_FOUND");
  });

  test("the sitemap lists listed skills and their owners", async () => {
    const { skills, owners } = await listSitemapSkills();
    expect(skills.map((skill) => skill.slug).sort()).toEqual(["lab-notes", "risky-tool"]);
    expect(owners.map((entry) => entry.handle)).toEqual(["pages-owner"]);
  });
});
