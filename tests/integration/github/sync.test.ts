// GitHub sync: a push republishes the changed synced skills (next patch, or the frontmatter
// version), skips unchanged ones by digest; a release publishes its tag's version; only synced
// skills tracking the pushed ref follow; sync acts with its user's current rights.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importGithubSkills, setGithubSync } from "@/lib/github";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import type { GitRepository } from "../../setup/github/git-repository";
import { deliverWebhook, hookOf, pushPayload, releasePayload, type Hook } from "./deliver-webhook";
import { githubActor, nextRepoId, useLocalGithub } from "./github-setup";
import { buildSkillsRepository, skillMd } from "../../setup/github/skills-repository";

const github = useLocalGithub();
let repo: GitRepository;
let repositoryId: number;
let owner: Awaited<ReturnType<typeof githubActor>>;
let hook: Hook;
const fullName = "sync-owner/skills";

const versionsOf = async (slug: string) =>
  await db.skillVersion.findMany({ where: { skill: { slug } }, orderBy: { createdAt: "asc" }, select: { version: true, provenance: true, changelog: true } });
const push = (after: string, ref = "refs/heads/main") => deliverWebhook({ event: "push", payload: pushPayload({ repositoryId, fullName, after, ref }), hook });

beforeAll(async () => {
  owner = await githubActor(github(), "sync-owner");
  repo = buildSkillsRepository();
  repositoryId = nextRepoId();
  github().host({ id: repositoryId, owner: { login: "sync-owner", id: owner.githubId, type: "User" }, name: "skills", git: repo });
  await importGithubSkills({
    actor: owner,
    source: fullName,
    sync: true,
    selections: [{ path: "skills/pdf-tools" }, { path: "skills/.curated/code-review" }, { path: ".claude/skills/repo-helper" }],
  });
  // repo-helper stays imported but not synced.
  await setGithubSync({ actor: owner, slug: "repo-helper", enabled: false });
  hook = await hookOf(repositoryId, owner.userId);
});
afterAll(() => repo.remove());

describe("sync on push", () => {
  it("republishes changed skills with the next patch and skips unchanged ones by digest", async () => {
    const after = repo.commit({
      "skills/pdf-tools/scripts/extract.py": "import sys\n\nprint(len(open(sys.argv[1], 'rb').read()))\n",
      ".claude/skills/repo-helper/SKILL.md": skillMd("repo-helper", { body: "Changed, but sync is off." }),
      "README.md": "# Acme skills\n\nNow with a longer readme.\n",
    });
    const answer = await push(after);
    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual([
      { slug: "code-review", path: "skills/.curated/code-review", status: "unchanged", version: null, error: null },
      { slug: "pdf-tools", path: "skills/pdf-tools", status: "published", version: "2.1.1", error: null },
    ]);
    const pdf = await versionsOf("pdf-tools");
    expect(pdf.map((v) => v.version)).toEqual(["2.1.0", "2.1.1"]);
    expect(pdf[1]?.provenance).toEqual({ kind: "github", repository: fullName, ref: "refs/heads/main", commit: after, path: "skills/pdf-tools" });
    expect((await versionsOf("code-review")).length).toBe(1);
    expect((await versionsOf("repo-helper")).length).toBe(1);
    // Every synced source has seen the commit, changed or not.
    const sources = await db.githubSource.findMany({ where: { syncEnabled: true } });
    expect(sources.map((s) => s.lastCommit)).toEqual([after, after]);
  });

  it("uses the frontmatter version when it is new", async () => {
    const after = repo.commit({ "skills/.curated/code-review/SKILL.md": skillMd("code-review", { version: "3.0.0", body: "Reviews with a rubric." }) });
    const answer = await push(after);
    expect(answer.body.results).toEqual(expect.arrayContaining([expect.objectContaining({ slug: "code-review", status: "published", version: "3.0.0" })]));
  });

  it("ignores pushes to refs no synced skill tracks", async () => {
    repo.git("checkout", "-q", "-b", "experiment");
    const after = repo.commit({ "skills/pdf-tools/SKILL.md": skillMd("pdf-tools", { body: "Experimental." }) });
    repo.checkout("main");
    const answer = await push(after, "refs/heads/experiment");
    expect(answer.body).toMatchObject({ status: "ignored", reason: "no synced skill follows this ref", results: [] });
    expect((await versionsOf("pdf-tools")).length).toBe(2);
    expect(github().requests.some((r) => r.endsWith(`/tarball/${after}`))).toBe(false);
  });

  it("reports a synced skill whose folder disappeared, and keeps syncing the others", async () => {
    const after = repo.commit({ "skills/.curated/code-review": null, "skills/pdf-tools/references/format.md": "# PDF\n\nRewritten notes.\n" });
    const answer = await push(after);
    expect(answer.body.results).toEqual([
      expect.objectContaining({ slug: "code-review", status: "failed", error: expect.objectContaining({ code: "GITHUB_SKILL_NOT_FOUND" }) }),
      expect.objectContaining({ slug: "pdf-tools", status: "published", version: "2.1.2" }),
    ]);
    repo.commit({ "skills/.curated/code-review/SKILL.md": skillMd("code-review", { version: "3.0.0", body: "Reviews with a rubric." }) });
  });
});

describe("sync on release", () => {
  it("publishes the tag's version for changed skills and skips unchanged ones", async () => {
    const commit = repo.commit({ "skills/pdf-tools/SKILL.md": skillMd("pdf-tools", { version: "2.1.0", body: "Release notes apply." }) });
    repo.tag("v5.0.0");
    github().publishRelease(repositoryId, "v5.0.0");
    const answer = await deliverWebhook({ event: "release", payload: releasePayload({ repositoryId, fullName, tag: "v5.0.0" }), hook });
    expect(answer.body.results).toEqual([
      expect.objectContaining({ slug: "code-review", status: "unchanged" }),
      expect.objectContaining({ slug: "pdf-tools", status: "published", version: "5.0.0" }),
    ]);
    const latest = (await versionsOf("pdf-tools")).at(-1);
    expect(latest).toMatchObject({ version: "5.0.0", changelog: "Release v5.0.0" });
    expect(latest?.provenance).toMatchObject({ ref: "refs/tags/v5.0.0", commit });
  });

  it("ignores draft-stage release actions", async () => {
    const answer = await deliverWebhook({ event: "release", payload: releasePayload({ repositoryId, fullName, tag: "v6.0.0", action: "created" }), hook });
    expect(answer.body).toMatchObject({ status: "ignored", reason: "release created" });
  });
});

describe("sync rights", () => {
  it("only someone who may manage the skill can change sync, and turning it on re-checks the repository", async () => {
    const stranger = await githubActor(github(), "sync-stranger");
    await expectCode(setGithubSync({ actor: stranger, slug: "pdf-tools", enabled: false }), "NOT_SKILL_OWNER");
    const colleague = await createActor({ handle: "sync-colleague", role: "ADMIN" });
    // An admin may manage the skill, but without a GitHub identity cannot vouch for the repository.
    await expectCode(setGithubSync({ actor: colleague, slug: "repo-helper", enabled: true }), "GITHUB_ACCOUNT_NOT_LINKED");
    const state = await setGithubSync({ actor: owner, slug: "repo-helper", enabled: true });
    expect(state).toEqual({
      slug: "repo-helper",
      syncEnabled: true,
      repository: fullName,
      ref: "main",
      path: ".claude/skills/repo-helper",
      webhookPath: `/api/v1/github/webhook/${hook.id}`,
    });
    expect(await db.auditLog.count({ where: { action: "github.sync-enable", actorId: owner.userId } })).toBeGreaterThanOrEqual(1);
    await setGithubSync({ actor: owner, slug: "repo-helper", enabled: false });
  });

  it("stops publishing for a sync user who was banned, and says why", async () => {
    await db.user.update({ where: { id: owner.userId }, data: { bannedAt: new Date(), banReason: "test" } });
    try {
      const after = repo.commit({ "skills/pdf-tools/SKILL.md": skillMd("pdf-tools", { body: "While banned." }) });
      const before = (await versionsOf("pdf-tools")).length;
      const answer = await push(after);
      expect(answer.body.results).toEqual(
        expect.arrayContaining([expect.objectContaining({ slug: "pdf-tools", status: "failed", error: expect.objectContaining({ code: "ACCOUNT_BANNED" }) })]),
      );
      expect((await versionsOf("pdf-tools")).length).toBe(before);
    } finally {
      await db.user.update({ where: { id: owner.userId }, data: { bannedAt: null, banReason: null } });
    }
  });
});
