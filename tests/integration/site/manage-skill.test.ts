// The data and owner actions behind the dashboard, the manage page and the moderation queue:
// topics, what an owner sees of their skills (orgs, deleted, pending review), and review findings.
import { describe, expect, test } from "vitest";
import { getSkillManagement } from "@/lib/catalog/get-skill-management";
import { listManagedSkills } from "@/lib/catalog/list-managed-skills";
import { db } from "@/lib/db";
import { listReviewFindings } from "@/lib/moderation";
import { deleteSkill, requestTransfer, setSkillTopics } from "@/lib/publish";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { suspiciousFiles } from "../helpers/flagged-content";
import { publishFixture } from "../helpers/publish-fixture";

describe("setSkillTopics", () => {
  test("normalises, replaces the topics and updates the search document in one go", async () => {
    const owner = await createActor();
    await publishFixture({ actor: owner, slug: "topic-skill", version: "1.0.0" });
    const result = await setSkillTopics({ actor: owner, slug: "topic-skill", topics: [" Dev Tools", "#shell", "shell", ""] });
    expect(result.topics).toEqual(["dev-tools", "shell"]);
    const row = await db.skill.findUniqueOrThrow({ where: { slug: "topic-skill" }, select: { topics: true, searchDocument: { select: { topics: true } } } });
    expect(row).toEqual({ topics: ["dev-tools", "shell"], searchDocument: { topics: ["dev-tools", "shell"] } });
    expect(await db.auditLog.count({ where: { action: "skill.set-topics" } })).toBe(1);
    expect((await setSkillTopics({ actor: owner, slug: "topic-skill", topics: [] })).topics).toEqual([]);
  });

  test("refuses bad topics, too many topics and people who do not own the skill", async () => {
    const owner = await createActor();
    await publishFixture({ actor: owner, slug: "guarded-topics", version: "1.0.0" });
    await expectCode(setSkillTopics({ actor: owner, slug: "guarded-topics", topics: ["spaces are fine but ! is not"] }), "TOPIC_INVALID");
    await expectCode(setSkillTopics({ actor: owner, slug: "guarded-topics", topics: Array.from({ length: 21 }, (_, i) => `t${i}`) }), "TOPIC_INVALID");
    await expectCode(setSkillTopics({ actor: await createActor(), slug: "guarded-topics", topics: ["mine"] }), "NOT_SKILL_OWNER");
    await expectCode(setSkillTopics({ actor: owner, slug: "no-such-skill", topics: ["x"] }), "SKILL_NOT_FOUND");
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "guarded-topics" }, select: { topics: true } })).topics).toEqual([]);
  });
});

describe("listManagedSkills", () => {
  test("lists own and org skills, deleted ones last, with versions awaiting review", async () => {
    const me = await createActor();
    const org = await db.user.create({ data: { handle: `org-${me.handle}`, kind: "ORG" }, select: { id: true, handle: true } });
    await db.membership.create({ data: { orgId: org.id, userId: me.userId, role: "publisher" } });
    await publishFixture({ actor: me, slug: "mine-clean", version: "1.0.0" });
    await publishFixture({ actor: me, slug: "mine-flagged", version: "1.0.0", content: { files: suspiciousFiles } });
    await publishFixture({ actor: me, slug: "org-owned", version: "1.0.0", ownerHandle: org.handle });
    await publishFixture({ actor: me, slug: "mine-deleted", version: "1.0.0" });
    await deleteSkill({ actor: me, slug: "mine-deleted" });
    await publishFixture({ actor: await createActor(), slug: "not-mine", version: "1.0.0" });

    const managed = await listManagedSkills({ actor: me });
    expect(managed.publishers).toEqual([
      { handle: me.handle, kind: "user", role: "owner" },
      { handle: org.handle, kind: "org", role: "publisher" },
    ]);
    const slugs = managed.skills.map((skill) => skill.slug);
    expect(slugs.sort()).toEqual(["mine-clean", "mine-deleted", "mine-flagged", "org-owned"]);
    expect(managed.skills.at(-1)?.slug).toBe("mine-deleted");
    const flagged = managed.skills.find((skill) => skill.slug === "mine-flagged")!;
    expect(flagged).toMatchObject({ pendingReview: 1, openReports: 0, ownerHandle: me.handle, latestVersion: { version: "1.0.0", verdict: "SUSPICIOUS" } });
    expect(managed.skills.find((skill) => skill.slug === "org-owned")?.ownerHandle).toBe(org.handle);
  });
});

describe("getSkillManagement", () => {
  test("shows the owner versions, tags and the pending transfer, and nobody else anything", async () => {
    const owner = await createActor();
    const recipient = await createActor();
    await publishFixture({ actor: owner, slug: "managed-skill", version: "1.0.0" });
    await publishFixture({ actor: owner, slug: "managed-skill", version: "1.1.0", tags: ["beta"], content: { body: "# v1.1\n\nNewer.\n" } });
    await requestTransfer({ actor: owner, slug: "managed-skill", toHandle: recipient.handle, message: "yours now" });
    const view = await getSkillManagement({ actor: owner, slug: "managed-skill" });
    expect(view.skill).toMatchObject({ slug: "managed-skill", latestVersion: "1.1.0", trustedPublisherCount: 0, githubSource: null });
    expect(view.versions.map((entry) => [entry.version, entry.tags])).toEqual([
      ["1.1.0", ["beta", "latest"]],
      ["1.0.0", []],
    ]);
    expect(view.transfer).toMatchObject({ toUser: { handle: recipient.handle }, message: "yours now" });
    await expectCode(getSkillManagement({ actor: recipient, slug: "managed-skill" }), "NOT_SKILL_OWNER");
    await expectCode(getSkillManagement({ actor: owner, slug: "missing-skill" }), "SKILL_NOT_FOUND");
  });
});

describe("listReviewFindings", () => {
  test("gives moderators each queued version's worst findings, and refuses everyone else", async () => {
    const owner = await createActor();
    const published = await publishFixture({ actor: owner, slug: "review-me", version: "1.0.0", content: { files: suspiciousFiles } });
    const moderator = await createActor({ role: "MODERATOR" });
    const found = await listReviewFindings({ actor: moderator, versionIds: [published.version.id], perVersion: 1 });
    const entry = found.get(published.version.id)!;
    expect(entry.total).toBe(published.findings.length);
    expect(entry.findings).toHaveLength(1);
    expect(entry.findings[0]).toMatchObject({ ruleId: "cred-cloud-files", file: "scripts/install.sh" });
    await expectCode(listReviewFindings({ actor: owner, versionIds: [published.version.id] }), "NOT_MODERATOR");
  });
});
