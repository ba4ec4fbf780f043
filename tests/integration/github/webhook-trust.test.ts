// Webhook sync cannot be steered into someone else's skill (issue 24). Sources match by the
// repository id pinned at import, never by name (repo-jacking after a rename); a push publishes
// only the commit the tracked ref points at on GitHub now (not a fork's or a pull request's sha the
// payload names); each publisher's repository has its own webhook URL and secret, so nobody else's
// secret signs for it; the legacy registry-wide secret only reaches sources not yet moved to their
// own webhook, under the same rules; and a blocked sync is attributed to the sync, not charged to
// the person who turned it on.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importGithubSkills, setGithubSync } from "@/lib/github";
import type { GitRepository } from "../../setup/github/git-repository";
import { buildSkillsRepository, skillMd } from "../../setup/github/skills-repository";
import { maliciousFiles } from "../helpers/flagged-content";
import { deliverWebhook, hookOf, pushPayload, releasePayload, type Hook } from "./deliver-webhook";
import { githubActor, nextRepoId, useLocalGithub } from "./github-setup";

const github = useLocalGithub();
let victim: Awaited<ReturnType<typeof githubActor>>;
let victimRepo: GitRepository;
let victimRepoId: number;
let hook: Hook;
const scratch: GitRepository[] = [];

const versionsOf = async (slug: string) =>
  db.skillVersion.findMany({ where: { skill: { slug } }, orderBy: { createdAt: "asc" }, select: { version: true, provenance: true } });
const abuseOf = async (userId: string) => (await db.user.findUniqueOrThrow({ where: { id: userId }, select: { abuseScore: true } })).abuseScore;

beforeAll(async () => {
  victim = await githubActor(github(), "victim");
  victimRepo = buildSkillsRepository();
  victimRepoId = nextRepoId();
  github().host({ id: victimRepoId, owner: { login: "victim", id: victim.githubId, type: "User" }, name: "tools", git: victimRepo });
  await importGithubSkills({ actor: victim, source: "victim/tools", sync: true, selections: [{ path: "skills/pdf-tools" }] });
  hook = await hookOf(victimRepoId, victim.userId);
});
afterAll(() => [victimRepo, ...scratch].forEach((repo) => repo.remove()));

describe("matching by repository id, pinned at import", () => {
  it("after a rename, a new repository at the old name publishes nothing into the victim's skill", async () => {
    // The victim's account is renamed; someone registers the old login and recreates victim/tools.
    github().unhost("victim/tools");
    github().host({ id: victimRepoId, owner: { login: "victim-renamed", id: victim.githubId, type: "User" }, name: "tools", git: victimRepo });
    const attackerRepo = buildSkillsRepository({ "skills/pdf-tools/scripts/extract.py": "print('attacker was here')\n" });
    scratch.push(attackerRepo);
    const attackerRepoId = nextRepoId();
    const attacker = await githubActor(github(), "victim-squatter");
    github().host({ id: attackerRepoId, owner: { login: "victim", id: attacker.githubId, type: "User" }, name: "tools", git: attackerRepo });
    const before = await versionsOf("pdf-tools");

    // Signed with the registry-wide secret (anyone using sync had it), naming the squatted repository.
    const legacy = await deliverWebhook({
      event: "push",
      payload: pushPayload({ repositoryId: attackerRepoId, fullName: "victim/tools", after: attackerRepo.head() }),
    });
    expect(legacy.status).toBe(200);
    expect(legacy.body.results).toEqual([]);
    // The same through the victim's own webhook URL is refused: the attacker has no such secret.
    const forged = await deliverWebhook({
      event: "push",
      payload: pushPayload({ repositoryId: attackerRepoId, fullName: "victim/tools", after: attackerRepo.head() }),
      hook: { id: hook.id, secret: "guessed" },
    });
    expect(forged.status).toBe(401);
    expect(await versionsOf("pdf-tools")).toEqual(before);

    // The real repository, renamed, still syncs, and the stored name follows GitHub.
    const after = victimRepo.commit({ "skills/pdf-tools/SKILL.md": skillMd("pdf-tools", { version: "2.1.0", body: "After the rename." }) });
    const real = await deliverWebhook({ event: "push", payload: pushPayload({ repositoryId: victimRepoId, fullName: "victim-renamed/tools", after }), hook });
    expect(real.body.results).toEqual([expect.objectContaining({ slug: "pdf-tools", status: "published" })]);
    expect((await db.githubSource.findFirstOrThrow({ where: { skill: { slug: "pdf-tools" } } })).repository).toBe("victim-renamed/tools");
  });

  it("a webhook's deliveries naming another repository are ignored", async () => {
    const other = await deliverWebhook({
      event: "push",
      payload: pushPayload({ repositoryId: victimRepoId + 1000, fullName: "someone/else", after: victimRepo.head() }),
      hook,
    });
    expect(other.body).toMatchObject({ status: "ignored", reason: "this webhook belongs to another repository", results: [] });
  });
});

describe("publishing only the current head of the tracked ref, asked of GitHub", () => {
  it("a push naming a commit that is not the head of main (a fork's or a pull request's) publishes nothing", async () => {
    victimRepo.git("checkout", "-q", "-b", "pull-7");
    const foreign = victimRepo.commit({ "skills/pdf-tools/scripts/extract.py": "print('from a pull request')\n" });
    victimRepo.checkout("main");
    const before = await versionsOf("pdf-tools");
    const answer = await deliverWebhook({
      event: "push",
      payload: pushPayload({ repositoryId: victimRepoId, fullName: "victim-renamed/tools", after: foreign }),
      hook,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual([
      expect.objectContaining({ slug: "pdf-tools", status: "skipped", error: expect.objectContaining({ code: "GITHUB_COMMIT_NOT_HEAD" }) }),
    ]);
    expect(await versionsOf("pdf-tools")).toEqual(before);
    expect(github().requests.some((request) => request.endsWith(`/tarball/${foreign}`))).toBe(false);
  });

  it("a signed push replayed under fresh delivery ids (the signature does not cover the id) asks GitHub for nothing", async () => {
    // Whoever holds one signed body (or the registry-wide secret and a public head) could otherwise
    // make the registry download and scan the repository's tarball, and spend the server's GitHub
    // quota, once per request.
    const head = victimRepo.commit({ "skills/pdf-tools/references/replay.md": "# Replay\n\nOnce.\n" });
    const payload = pushPayload({ repositoryId: victimRepoId, fullName: "victim-renamed/tools", after: head });
    const first = await deliverWebhook({ event: "push", payload, hook });
    expect(first.body.results).toEqual([expect.objectContaining({ slug: "pdf-tools", status: "published" })]);
    const seen = github().requests.length;
    const before = await versionsOf("pdf-tools");
    for (let i = 0; i < 3; i++) {
      const again = await deliverWebhook({ event: "push", payload, hook });
      expect(again.body.results).toEqual([expect.objectContaining({ slug: "pdf-tools", status: "unchanged", version: null, error: null })]);
    }
    expect(github().requests.slice(seen)).toEqual([]);
    expect(await versionsOf("pdf-tools")).toEqual(before);
  });

  it("a release's commit is the tag's, looked up in the repository by id", async () => {
    const commit = victimRepo.commit({ "skills/pdf-tools/SKILL.md": skillMd("pdf-tools", { version: "2.1.0", body: "Tagged." }) });
    victimRepo.tag("v7.0.0");
    github().publishRelease(victimRepoId, "v7.0.0");
    const answer = await deliverWebhook({
      event: "release",
      payload: releasePayload({ repositoryId: victimRepoId, fullName: "anything/at-all", tag: "v7.0.0" }),
      hook,
    });
    expect(answer.body.results).toEqual([expect.objectContaining({ slug: "pdf-tools", status: "published", version: "7.0.0" })]);
    expect((await versionsOf("pdf-tools")).at(-1)?.provenance).toMatchObject({ commit, repository: "victim-renamed/tools" });
  });
});

describe("releases publish only a version above every published one", () => {
  // A release event names a tag, and tags can be old: one forged with the registry-wide secret (or
  // a real release of a maintenance branch) naming a tag below the skill's versions used to publish
  // that tag's content as the next patch, i.e. as the new latest: old code (with the hole a later
  // version fixed) back in front of every installer. A release publishes its tag's version, or the
  // frontmatter's, only when it is above every published one; otherwise nothing.
  it("a release naming an older tag publishes nothing, whoever signs it", async () => {
    const owner = await githubActor(github(), "release-owner");
    const repo = buildSkillsRepository({ "skills/release-notes/SKILL.md": skillMd("release-notes", { version: "0.9.0" }) });
    repo.commit({ "skills/release-notes/scripts/notes.py": "print('0.9: the known hole')\n" });
    repo.tag("v0.9.0");
    repo.commit({
      "skills/release-notes/SKILL.md": skillMd("release-notes", { version: "1.0.0" }),
      "skills/release-notes/scripts/notes.py": "print('1.0: the hole is fixed')\n",
    });
    scratch.push(repo);
    const repoId = nextRepoId();
    github().host({ id: repoId, owner: { login: "release-owner", id: owner.githubId, type: "User" }, name: "rel", git: repo });
    await importGithubSkills({ actor: owner, source: "release-owner/rel", sync: true, selections: [{ path: "skills/release-notes" }] });
    const ownHook = await hookOf(repoId, owner.userId);
    const before = await versionsOf("release-notes");
    expect(before.map((row) => row.version)).toEqual(["1.0.0"]);
    github().publishRelease(repoId, "v0.9.0");

    const old = releasePayload({ repositoryId: repoId, fullName: "release-owner/rel", tag: "v0.9.0" });
    const signed = await deliverWebhook({ event: "release", payload: old, hook: ownHook });
    expect(signed.body.results).toEqual([
      expect.objectContaining({ status: "skipped", version: null, error: expect.objectContaining({ code: "GITHUB_RELEASE_NOT_NEWER" }) }),
    ]);
    // A source not yet moved to its own webhook: the registry-wide secret (every old sync user knew it).
    await db.githubSyncHook.delete({ where: { id: ownHook.id } });
    const forged = await deliverWebhook({ event: "release", payload: old });
    expect(forged.body.results).toEqual([expect.objectContaining({ status: "skipped", error: expect.objectContaining({ code: "GITHUB_RELEASE_NOT_NEWER" }) })]);
    expect(await versionsOf("release-notes")).toEqual(before);
    const skill = await db.skill.findUniqueOrThrow({ where: { slug: "release-notes" }, select: { latestVersion: { select: { version: true } } } });
    expect(skill.latestVersion?.version).toBe("1.0.0");
  });

  it("a release event for a tag GitHub has no published release of publishes nothing", async () => {
    // With the registry-wide secret anyone who ever used sync can sign a release event naming any
    // tag of a source not yet moved, e.g. a release candidate on a side branch: GitHub is asked.
    const owner = await githubActor(github(), "rc-owner");
    const repo = buildSkillsRepository({ "skills/rc-notes/SKILL.md": skillMd("rc-notes", { version: "1.0.0" }) });
    scratch.push(repo);
    const repoId = nextRepoId();
    github().host({ id: repoId, owner: { login: "rc-owner", id: owner.githubId, type: "User" }, name: "rc", git: repo });
    await importGithubSkills({ actor: owner, source: "rc-owner/rc", sync: true, selections: [{ path: "skills/rc-notes" }] });
    await db.githubSyncHook.deleteMany({ where: { publisherId: owner.userId } });
    repo.git("checkout", "-q", "-b", "experiment");
    const candidate = repo.commit({ "skills/rc-notes/scripts/try.py": "print('not ready')\n" });
    repo.tag("v2.0.0-rc.1");
    repo.checkout("main");
    const before = await versionsOf("rc-notes");

    const forged = await deliverWebhook({ event: "release", payload: releasePayload({ repositoryId: repoId, fullName: "rc-owner/rc", tag: "v2.0.0-rc.1" }) });
    expect(forged.status).toBe(404);
    expect((forged.body.error as { code: string }).code).toBe("GITHUB_RELEASE_NOT_FOUND");
    expect(await versionsOf("rc-notes")).toEqual(before);
    expect(github().requests.some((request) => request.endsWith(`/tarball/${candidate}`))).toBe(false);
  });
});

describe("one secret per publisher and repository", () => {
  it("another publisher's webhook secret, the registry-wide secret or an unknown webhook id cannot sign for the victim's", async () => {
    const other = await githubActor(github(), "other-publisher");
    const otherRepo = buildSkillsRepository();
    scratch.push(otherRepo);
    const otherRepoId = nextRepoId();
    github().host({ id: otherRepoId, owner: { login: "other-publisher", id: other.githubId, type: "User" }, name: "skills", git: otherRepo });
    await importGithubSkills({ actor: other, source: "other-publisher/skills", sync: true, selections: [{ path: ".claude/skills/repo-helper" }] });
    const otherHook = await hookOf(otherRepoId, other.userId);
    expect(otherHook.secret).not.toBe(hook.secret);

    const payload = pushPayload({ repositoryId: victimRepoId, fullName: "victim-renamed/tools", after: victimRepo.head() });
    expect((await deliverWebhook({ event: "push", payload, hook: { id: hook.id, secret: otherHook.secret } })).status).toBe(401);
    expect((await deliverWebhook({ event: "push", payload, hook: { id: hook.id, secret: "webhook-secret-for-tests" } })).status).toBe(401);
    // Their own webhook, naming the victim's repository: not their repository, nothing happens.
    expect((await deliverWebhook({ event: "push", payload, hook: otherHook })).body).toMatchObject({ status: "ignored", results: [] });
    const unknown = await deliverWebhook({ event: "push", payload, hook: { id: "no-such-hook", secret: hook.secret } });
    expect(unknown.status).toBe(404);
    expect((unknown.body.error as { code: string }).code).toBe("GITHUB_WEBHOOK_NOT_FOUND");
  });

  it("the legacy registry-wide secret reaches only sources not yet moved to their own webhook, by id and head only", async () => {
    const legacyOwner = await githubActor(github(), "legacy-owner");
    const legacyRepo = buildSkillsRepository();
    scratch.push(legacyRepo);
    const legacyRepoId = nextRepoId();
    github().host({ id: legacyRepoId, owner: { login: "legacy-owner", id: legacyOwner.githubId, type: "User" }, name: "skills", git: legacyRepo });
    await importGithubSkills({ actor: legacyOwner, source: "legacy-owner/skills", sync: true, selections: [{ path: "skills/.curated/code-review" }] });
    // A source set up before per-repository webhooks existed: no webhook of its own.
    await db.githubSyncHook.deleteMany({ where: { publisherId: legacyOwner.userId } });

    const head = legacyRepo.commit({ "skills/.curated/code-review/SKILL.md": skillMd("code-review", { body: "Legacy push." }) });
    const legacy = await deliverWebhook({ event: "push", payload: pushPayload({ repositoryId: legacyRepoId, fullName: "legacy-owner/skills", after: head }) });
    expect(legacy.body.results).toEqual([expect.objectContaining({ slug: "code-review", status: "published" })]);
    legacyRepo.git("checkout", "-q", "-b", "fork");
    const fork = legacyRepo.commit({ "skills/.curated/code-review/SKILL.md": skillMd("code-review", { body: "From a fork." }) });
    legacyRepo.checkout("main");
    const forged = await deliverWebhook({ event: "push", payload: pushPayload({ repositoryId: legacyRepoId, fullName: "legacy-owner/skills", after: fork }) });
    expect(forged.body.results).toEqual([expect.objectContaining({ status: "skipped", error: expect.objectContaining({ code: "GITHUB_COMMIT_NOT_HEAD" }) })]);

    // Turning sync on again creates the webhook; from then on the legacy secret reaches nothing.
    const state = await setGithubSync({ actor: legacyOwner, slug: "code-review", enabled: true });
    expect(state.webhookPath).toBe(`/api/v1/github/webhook/${(await hookOf(legacyRepoId, legacyOwner.userId)).id}`);
    const next = legacyRepo.commit({ "skills/.curated/code-review/SKILL.md": skillMd("code-review", { body: "After migrating." }) });
    const ignored = await deliverWebhook({ event: "push", payload: pushPayload({ repositoryId: legacyRepoId, fullName: "legacy-owner/skills", after: next }) });
    expect(ignored.body).toMatchObject({ status: "ignored", results: [] });
  });
});

describe("blocked syncs", () => {
  it("are attributed to the sync, not charged to the person who turned it on", async () => {
    const before = await abuseOf(victim.userId);
    const versions = await versionsOf("pdf-tools");
    const head = victimRepo.commit(Object.fromEntries(Object.entries(maliciousFiles).map(([file, text]) => [`skills/pdf-tools/${file}`, text])));
    const answer = await deliverWebhook({
      event: "push",
      payload: pushPayload({ repositoryId: victimRepoId, fullName: "victim-renamed/tools", after: head }),
      hook,
    });
    expect(answer.body.results).toEqual([
      expect.objectContaining({ slug: "pdf-tools", status: "failed", error: expect.objectContaining({ code: "SCAN_BLOCKED" }) }),
    ]);
    expect(await abuseOf(victim.userId)).toBe(before);
    const skill = await db.skill.findUniqueOrThrow({ where: { slug: "pdf-tools" } });
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "publish.blocked", skillId: skill.id } });
    expect(audit).toMatchObject({ actorId: null, targetType: "github-source", targetId: skill.id });
    expect(audit.data).toMatchObject({ via: "github-sync", syncActorId: victim.userId, repositoryId: String(victimRepoId), commit: head });
    expect(await versionsOf("pdf-tools")).toEqual(versions);
  });
});

describe("sync follows its user's current rights in an org", () => {
  it("stops when the user who turned sync on is no longer an owner or admin of the org", async () => {
    const org = await db.user.create({ data: { handle: "sync-org", kind: "ORG" } });
    const admin = await githubActor(github(), "sync-org-admin");
    await db.membership.create({ data: { orgId: org.id, userId: admin.userId, role: "admin" } });
    const repo = buildSkillsRepository();
    scratch.push(repo);
    const repoId = nextRepoId();
    github().host({ id: repoId, owner: { login: "sync-org-admin", id: admin.githubId, type: "User" }, name: "org-skills", git: repo });
    await importGithubSkills({
      actor: admin,
      source: "sync-org-admin/org-skills",
      ownerHandle: "sync-org",
      sync: true,
      selections: [{ path: "plugins/docs/skills/doc-writer" }],
    });
    const orgHook = await hookOf(repoId, org.id);
    await db.membership.update({ where: { orgId_userId: { orgId: org.id, userId: admin.userId } }, data: { role: "publisher" } });
    const head = repo.commit({ "plugins/docs/skills/doc-writer/SKILL.md": skillMd("doc-writer", { body: "After the demotion." }) });
    const answer = await deliverWebhook({
      event: "push",
      payload: pushPayload({ repositoryId: repoId, fullName: "sync-org-admin/org-skills", after: head }),
      hook: orgHook,
    });
    expect(answer.body.results).toEqual([
      expect.objectContaining({ slug: "doc-writer", status: "failed", error: expect.objectContaining({ code: "ORG_ROLE_REQUIRED" }) }),
    ]);
    expect((await versionsOf("doc-writer")).length).toBe(1);
  });
});
