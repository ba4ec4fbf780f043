// An org's team policy (issue 18) over real PostgreSQL: who may publish (publishers and up, or
// owners and admins only), whether members below admin may publish skills as public, and `hold`
// (suspicious versions wait for an org admin, who approves or rejects them). One fixture per
// refusal, asserting codes; the review queue and the policy through their API routes.
import { beforeAll, describe, expect, test } from "vitest";
import { GET as queueRoute, POST as decideRoute } from "@/app/api/v1/orgs/[org]/reviews/route";
import { GET as policyGetRoute, POST as policyRoute } from "@/app/api/v1/orgs/[org]/policy/route";
import { GET as changesRoute } from "@/app/api/v1/changes/route";
import { GET as skillRoute } from "@/app/api/v1/skills/[slug]/route";
import { db } from "@/lib/db";
import { createOrg, setOrgMember, setOrgPolicy, setOrgProfile } from "@/lib/orgs";
import { reviewHeldVersion, setDistTag, withdrawVersion } from "@/lib/publish";
import { searchSkills } from "@/lib/search";
import { expectCode } from "../helpers/expect-code";
import { suspiciousFiles } from "../helpers/flagged-content";
import { publishFixture } from "../helpers/publish-fixture";
import { callRaw, tokenUser, type TokenUser } from "../catalog/route-helpers";

let owner: TokenUser;
let admin: TokenUser;
let publisher: TokenUser;
let member: TokenUser;
let outsider: TokenUser;

const STRICT = "pol-strict"; // publish: admins
const CLOSED = "pol-closed"; // membersPublic: false
const HOLDS = "pol-holds"; // suspicious: hold

beforeAll(async () => {
  [owner, admin, publisher, member, outsider] = await Promise.all([
    tokenUser({ handle: "pol-owner" }),
    tokenUser({ handle: "pol-admin" }),
    tokenUser({ handle: "pol-publisher" }),
    tokenUser({ handle: "pol-member", scopes: ["read"] }),
    tokenUser({ handle: "pol-outsider" }),
  ]);
  for (const org of [STRICT, CLOSED, HOLDS]) {
    await createOrg({ handle: org, ownerHandle: owner.actor.handle, actor: null });
    await setOrgMember({ org, user: admin.actor.handle, role: "admin", actor: null });
    await setOrgMember({ org, user: publisher.actor.handle, role: "publisher", actor: null });
    await setOrgMember({ org, user: member.actor.handle, role: "member", actor: null });
  }
  await setOrgPolicy({ org: STRICT, policy: { publish: "admins" }, actor: owner.actor });
  await setOrgPolicy({ org: CLOSED, policy: { membersPublic: false }, actor: admin.actor });
  await setOrgPolicy({ org: HOLDS, policy: { suspicious: "hold" }, actor: admin.actor });
}, 180_000);

const json = async (response: Response) => [response.status, (await response.json()) as Record<string, unknown> & { error?: { code: string } }] as const;

describe("policy changes", () => {
  test("only the org's owners and admins change the policy; each change is audited with what changed", async () => {
    await expectCode(setOrgPolicy({ org: HOLDS, policy: { publish: "admins" }, actor: publisher.actor }), "ORG_ROLE_REQUIRED");
    await expectCode(setOrgPolicy({ org: HOLDS, policy: { publish: "admins" }, actor: outsider.actor }), "ORG_ROLE_REQUIRED");
    await expectCode(setOrgPolicy({ org: "pol-no-such-org", policy: { publish: "admins" }, actor: admin.actor }), "ORG_NOT_FOUND");
    const audit = await db.auditLog.findFirst({ where: { action: "org.policy", data: { path: ["org"], equals: HOLDS } }, orderBy: { id: "desc" } });
    expect(audit).toMatchObject({ actorId: admin.actor.userId, data: { from: { suspicious: "warn" }, to: { suspicious: "hold" } } });
    expect(audit?.publisherId).toBe((await db.user.findUniqueOrThrow({ where: { handle: HOLDS } })).id);
  });

  test("the policy API: admins read and write it; a bad value is 400, a member is 403, anonymous 401", async () => {
    const path = `/api/v1/orgs/${CLOSED}/policy`;
    const post = (token: string | undefined, body: unknown) =>
      callRaw(policyRoute, path, {
        method: "POST",
        token,
        params: { org: CLOSED },
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect(await json(await callRaw(policyGetRoute, path, { token: admin.token, params: { org: CLOSED } }))).toEqual([
      200,
      { org: CLOSED, policy: { publish: "publishers", suspicious: "warn", membersPublic: false } },
    ]);
    const [badStatus, bad] = await json(await post(admin.token, { suspicious: "maybe" }));
    expect([badStatus, bad.error?.code]).toEqual([400, "VALIDATION_FAILED"]);
    const [extraStatus, extra] = await json(await post(admin.token, { membersPublic: true, owner: "me" }));
    expect([extraStatus, extra.error?.code]).toEqual([400, "VALIDATION_FAILED"]);
    const [memberStatus, refused] = await json(await callRaw(policyGetRoute, path, { token: member.token, params: { org: CLOSED } }));
    expect([memberStatus, refused.error?.code]).toEqual([403, "ORG_ROLE_REQUIRED"]);
    const [anonStatus, anon] = await json(await post(undefined, { membersPublic: true }));
    expect([anonStatus, anon.error?.code]).toEqual([401, "UNAUTHENTICATED"]);
    // Unchanged: nothing audited.
    const before = await db.auditLog.count({ where: { action: "org.policy" } });
    expect(await json(await post(admin.token, { membersPublic: false }))).toEqual([
      200,
      { org: CLOSED, policy: { publish: "publishers", suspicious: "warn", membersPublic: false }, changed: false },
    ]);
    expect(await db.auditLog.count({ where: { action: "org.policy" } })).toBe(before);
  });
});

describe("publish: admins", () => {
  test("a publisher member may not publish a new skill (ORG_POLICY_FORBIDS_PUBLISH)", async () => {
    await expectCode(publishFixture({ actor: publisher.actor, slug: "pol-strict-new", version: "1.0.0", ownerHandle: STRICT }), "ORG_POLICY_FORBIDS_PUBLISH");
    expect(await db.skill.findUnique({ where: { slug: "pol-strict-new" } })).toBeNull();
  });

  test("nor a new version of an existing skill; owners and admins publish both", async () => {
    await publishFixture({ actor: admin.actor, slug: "pol-strict-skill", version: "1.0.0", ownerHandle: STRICT });
    await expectCode(publishFixture({ actor: publisher.actor, slug: "pol-strict-skill", version: "1.0.1" }), "ORG_POLICY_FORBIDS_PUBLISH");
    const result = await publishFixture({ actor: owner.actor, slug: "pol-strict-skill", version: "1.0.1" });
    expect(result.status).toBe("published");
  });

  test("an outsider is still told the slug is someone else's, not the policy", async () => {
    await expectCode(publishFixture({ actor: outsider.actor, slug: "pol-strict-skill", version: "2.0.0" }), "SKILL_OWNED_BY_OTHER");
    await expectCode(publishFixture({ actor: outsider.actor, slug: "pol-strict-other", version: "1.0.0", ownerHandle: STRICT }), "OWNER_NOT_ALLOWED");
  });
});

describe("membersPublic: false", () => {
  test("a publisher member asking for a public skill is refused (ORG_POLICY_FORBIDS_PUBLIC)", async () => {
    await expectCode(
      publishFixture({ actor: publisher.actor, slug: "pol-closed-public", version: "1.0.0", ownerHandle: CLOSED, visibility: "public" }),
      "ORG_POLICY_FORBIDS_PUBLIC",
    );
    expect(await db.skill.findUnique({ where: { slug: "pol-closed-public" } })).toBeNull();
  });

  test("one naming no visibility gets private instead of the public default; internal and private publish as asked", async () => {
    const unnamed = await publishFixture({ actor: publisher.actor, slug: "pol-closed-default", version: "1.0.0", ownerHandle: CLOSED });
    expect(unnamed.skill.visibility).toBe("private");
    const internal = await publishFixture({
      actor: publisher.actor,
      slug: "pol-closed-internal",
      version: "1.0.0",
      ownerHandle: CLOSED,
      visibility: "internal",
    });
    expect(internal.skill.visibility).toBe("internal");
  });

  test("owners and admins still publish public skills", async () => {
    const result = await publishFixture({ actor: admin.actor, slug: "pol-closed-admin", version: "1.0.0", ownerHandle: CLOSED, visibility: "public" });
    expect(result.skill.visibility).toBe("public");
  });
});

describe("suspicious: hold", () => {
  let firstHeld: Awaited<ReturnType<typeof publishFixture>>;

  beforeAll(async () => {
    await publishFixture({ actor: publisher.actor, slug: "pol-held", version: "1.0.0", ownerHandle: HOLDS, content: { description: "Held probe narwhal." } });
    firstHeld = await publishFixture({
      actor: publisher.actor,
      slug: "pol-held",
      version: "1.1.0",
      tags: ["beta"],
      displayName: "Held Narwhal Renamed",
      topics: ["held-topic"],
      content: { files: suspiciousFiles },
    });
  }, 120_000);

  test("a suspicious version is held: not latest, not tagged, not in the change feed; audited as version.hold", async () => {
    expect(firstHeld).toMatchObject({ status: "held", verdict: "suspicious" });
    expect(firstHeld.heldReason).toBeTruthy();
    const skill = await db.skill.findUniqueOrThrow({ where: { slug: "pol-held" }, include: { latestVersion: true, distTags: { include: { version: true } } } });
    expect(skill.latestVersion?.version).toBe("1.0.0");
    expect(skill.distTags.map((tag) => [tag.tag, tag.version.version])).toEqual([["latest", "1.0.0"]]);
    expect(skill.versionCount).toBe(1);
    // Nor does it relabel the skill: its display name and topics wait with it.
    expect(skill.displayName).not.toBe("Held Narwhal Renamed");
    expect(skill.topics).not.toContain("held-topic");
    const row = await db.skillVersion.findFirstOrThrow({ where: { skillId: skill.id, version: "1.1.0" } });
    expect(row.orgReview).toBe("HELD");
    const feed = await (await callRaw(changesRoute, "/api/v1/changes?limit=500")).text();
    expect(feed).toContain('"pol-held"');
    expect(feed).not.toContain(firstHeld.version.digest);
    expect(await db.auditLog.count({ where: { action: "version.hold", targetId: row.id } })).toBe(1);
    // The org's owners and admins are told on their dashboard; the publisher member is not.
    const told = await db.notification.findMany({ where: { kind: "version.held", skillId: skill.id }, select: { userId: true } });
    expect(told.map((entry) => entry.userId).sort()).toEqual([owner.actor.userId, admin.actor.userId].sort());
  });

  test("a held publish with a bad dist-tag name fails as it would without the hold, storing nothing", async () => {
    await expectCode(
      publishFixture({ actor: publisher.actor, slug: "pol-held", version: "1.2.0", tags: ["Not A Tag!"], content: { files: suspiciousFiles } }),
      "TAG_INVALID",
    );
    expect(await db.skillVersion.count({ where: { skill: { slug: "pol-held" }, version: "1.2.0" } })).toBe(0);
  });

  test("a clean version publishes as usual under hold", async () => {
    const clean = await publishFixture({ actor: publisher.actor, slug: "pol-held-clean", version: "1.0.0", ownerHandle: HOLDS });
    expect(clean.status).toBe("published");
  });

  test("a new skill whose first version is held shows nothing of it: no summary, no latest, not in search", async () => {
    const held = await publishFixture({
      actor: publisher.actor,
      slug: "pol-held-first",
      version: "1.0.0",
      ownerHandle: HOLDS,
      tags: ["next"],
      content: { files: suspiciousFiles, description: "Secret held words axolotl." },
    });
    expect(held.status).toBe("held");
    const skill = await db.skill.findUniqueOrThrow({ where: { slug: "pol-held-first" } });
    expect({ summary: skill.summary, latest: skill.latestVersionId, count: skill.versionCount }).toEqual({ summary: null, latest: null, count: 0 });
    const body = await (await callRaw(skillRoute, "/api/v1/skills/pol-held-first", { params: { slug: "pol-held-first" } })).text();
    expect(body).not.toContain("axolotl");
    expect(body).not.toContain(held.version.digest);
    expect(JSON.stringify(await searchSkills({ q: "axolotl" }))).not.toContain("pol-held-first");
  });

  test("the review queue lists held versions for owners and admins only", async () => {
    const path = `/api/v1/orgs/${HOLDS}/reviews`;
    const [status, queue] = await json(await callRaw(queueRoute, path, { token: admin.token, params: { org: HOLDS } }));
    expect(status).toBe(200);
    const items = queue.items as Array<{ slug: string; version: string; publishedBy: string; verdict: string; findingCount: number }>;
    expect(items.map((item) => [item.slug, item.version, item.publishedBy, item.verdict])).toEqual(
      expect.arrayContaining([
        ["pol-held", "1.1.0", publisher.actor.handle, "suspicious"],
        ["pol-held-first", "1.0.0", publisher.actor.handle, "suspicious"],
      ]),
    );
    expect(items.every((item) => item.findingCount > 0)).toBe(true);
    // What approving would also apply is shown to the reviewer.
    const withLabels = items.find((item) => item.slug === "pol-held" && item.version === "1.1.0") as unknown as { labels: unknown };
    expect(withLabels.labels).toEqual({ displayName: "Held Narwhal Renamed", topics: ["held-topic"], tags: ["beta"] });
    for (const who of [publisher, member, outsider]) {
      const [refusedStatus, refused] = await json(await callRaw(queueRoute, path, { token: who.token, params: { org: HOLDS } }));
      expect([refusedStatus, refused.error?.code]).toEqual([403, "ORG_ROLE_REQUIRED"]);
    }
  });

  test("another publisher member cannot learn of a held version: tagging it or re-publishing its bytes", async () => {
    const other = await tokenUser({ handle: "pol-publisher-two" });
    await setOrgMember({ org: HOLDS, user: other.actor.handle, role: "publisher", actor: null });
    await expectCode(setDistTag({ actor: other.actor, slug: "pol-held", tag: "beta", version: "1.1.0" }), "VERSION_NOT_FOUND");
    // The account that published it is told what it is (not installable), as before.
    await expectCode(setDistTag({ actor: publisher.actor, slug: "pol-held", tag: "beta", version: "1.1.0" }), "TAG_INVALID");
    // The same bytes without a version: not "unchanged" (that would name the held version) but a new held version.
    const again = await publishFixture({ actor: other.actor, slug: "pol-held", content: { files: suspiciousFiles } });
    expect(again.status).toBe("held");
    expect(again.version.version).not.toBe("1.1.0");
    const mine = await publishFixture({ actor: publisher.actor, slug: "pol-held", content: { files: suspiciousFiles } });
    expect([mine.status, mine.version.version]).toEqual(["unchanged", "1.1.0"]);
  });

  test("who may not decide: the publisher (ORG_ROLE_REQUIRED), a member (NOT_SKILL_OWNER), an outsider of a private skill (SKILL_NOT_FOUND)", async () => {
    const decide = { slug: "pol-held", version: "1.1.0", decision: "approve" as const };
    await expectCode(reviewHeldVersion({ actor: publisher.actor, ...decide }), "ORG_ROLE_REQUIRED");
    await expectCode(reviewHeldVersion({ actor: member.actor, ...decide }), "NOT_SKILL_OWNER");
    await publishFixture({
      actor: publisher.actor,
      slug: "pol-held-private",
      version: "1.0.0",
      ownerHandle: HOLDS,
      visibility: "private",
      content: { files: suspiciousFiles },
    });
    await expectCode(reviewHeldVersion({ actor: outsider.actor, slug: "pol-held-private", version: "1.0.0", decision: "approve" }), "SKILL_NOT_FOUND");
    // A skill of another org is not in this org's queue.
    await expectCode(reviewHeldVersion({ actor: admin.actor, org: STRICT, ...decide }), "SKILL_NOT_FOUND");
    // Nothing changed.
    expect((await db.skillVersion.findFirstOrThrow({ where: { skill: { slug: "pol-held" }, version: "1.1.0" } })).orgReview).toBe("HELD");
  });

  test("approve publishes it: latest, search, the change feed; audited; a second decision is VERSION_NOT_HELD", async () => {
    const before = (JSON.parse(await (await callRaw(changesRoute, "/api/v1/changes?limit=500")).text()) as { nextCursor: string }).nextCursor;
    const response = await callRaw(decideRoute, `/api/v1/orgs/${HOLDS}/reviews`, {
      method: "POST",
      token: admin.token,
      params: { org: HOLDS },
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ slug: "pol-held", version: "1.1.0", decision: "approve" }),
    });
    expect(await json(response)).toEqual([200, { ok: true, slug: "pol-held", version: "1.1.0", decision: "approve" }]);
    const skill = await db.skill.findUniqueOrThrow({ where: { slug: "pol-held" }, include: { latestVersion: true } });
    expect([skill.latestVersion?.version, skill.versionCount]).toEqual(["1.1.0", 2]);
    // The labels its publish asked for apply now: the dist-tag, the display name, the topics.
    const tags = await db.distTag.findMany({ where: { skillId: skill.id }, include: { version: true }, orderBy: { tag: "asc" } });
    expect(tags.map((tag) => [tag.tag, tag.version.version])).toEqual([
      ["beta", "1.1.0"],
      ["latest", "1.1.0"],
    ]);
    expect([skill.displayName, skill.topics]).toEqual(["Held Narwhal Renamed", ["held-topic"]]);
    expect((await db.skillVersion.findFirstOrThrow({ where: { skillId: skill.id, version: "1.1.0" } })).heldLabels).toBeNull();
    const feed = JSON.parse(await (await callRaw(changesRoute, `/api/v1/changes?since=${before}`)).text()) as {
      items: Array<{ kind: string; slug: string; version: string }>;
    };
    expect(feed.items.map((item) => [item.kind, item.slug, item.version])).toEqual([["publish", "pol-held", "1.1.0"]]);
    const document = await db.skillSearchDocument.findUnique({ where: { skillId: skill.id }, select: { version: true } });
    expect(document?.version).toBe("1.1.0");
    const audit = await db.auditLog.findFirst({ where: { action: "version.approve" }, orderBy: { id: "desc" } });
    expect(audit).toMatchObject({
      actorId: admin.actor.userId,
      publisherId: skill.ownerId,
      data: { slug: "pol-held", version: "1.1.0", labels: { tags: ["beta"], displayName: "Held Narwhal Renamed", topics: ["held-topic"] } },
    });
    await expectCode(reviewHeldVersion({ actor: admin.actor, slug: "pol-held", version: "1.1.0", decision: "approve" }), "VERSION_NOT_HELD");
    await expectCode(reviewHeldVersion({ actor: admin.actor, slug: "pol-held", version: "9.9.9", decision: "approve" }), "VERSION_NOT_FOUND");
  });

  test("approval never lays a held publish's labels over newer ones, nor a tag on a version that cannot be installed", async () => {
    await publishFixture({ actor: publisher.actor, slug: "pol-order", version: "1.0.0", ownerHandle: HOLDS, displayName: "Order One" });
    const held = { files: suspiciousFiles };
    const stale = await publishFixture({
      actor: publisher.actor,
      slug: "pol-order",
      version: "1.1.0",
      tags: ["stable"],
      displayName: "Order Held",
      topics: ["held-order"],
      content: held,
    });
    expect(stale.status).toBe("held");
    // Published (not held) after it: its tag, name and topics are the newer state.
    await publishFixture({ actor: admin.actor, slug: "pol-order", version: "1.2.0", tags: ["stable"], displayName: "Order Newer", topics: ["newer"] });
    await reviewHeldVersion({ actor: admin.actor, slug: "pol-order", version: "1.1.0", decision: "approve" });
    const skill = await db.skill.findUniqueOrThrow({ where: { slug: "pol-order" }, include: { distTags: { include: { version: true } } } });
    expect(Object.fromEntries(skill.distTags.map((tag) => [tag.tag, tag.version.version]))).toEqual({ latest: "1.2.0", stable: "1.2.0" });
    expect([skill.displayName, skill.topics]).toEqual(["Order Newer", ["newer"]]);
    const approval = await db.auditLog.findFirstOrThrow({ where: { action: "version.approve", skillId: skill.id }, orderBy: { id: "desc" } });
    expect(approval.data).not.toHaveProperty("labels");

    // Withdrawn while it waited: approving it points no tag at it.
    expect((await publishFixture({ actor: publisher.actor, slug: "pol-order", version: "1.3.0", tags: ["edge"], content: held })).status).toBe("held");
    await withdrawVersion({ actor: admin.actor, slug: "pol-order", version: "1.3.0", reason: "superseded" });
    await reviewHeldVersion({ actor: admin.actor, slug: "pol-order", version: "1.3.0", decision: "approve" });
    expect(await db.distTag.count({ where: { skillId: skill.id, tag: "edge" } })).toBe(0);
  });

  test("reject needs a reason, refuses the version for good, and is audited", async () => {
    await expectCode(
      reviewHeldVersion({ actor: owner.actor, slug: "pol-held-first", version: "1.0.0", decision: "reject", reason: "  " }),
      "VALIDATION_FAILED",
    );
    const result = await reviewHeldVersion({
      actor: owner.actor,
      slug: "pol-held-first",
      version: "1.0.0",
      decision: "reject",
      reason: "Reads cloud credentials.",
    });
    expect(result.decision).toBe("reject");
    const row = await db.skillVersion.findFirstOrThrow({ where: { skill: { slug: "pol-held-first" }, version: "1.0.0" } });
    expect([row.orgReview, row.orgReviewReason, row.orgReviewedById, row.heldLabels]).toEqual([
      "REJECTED",
      "Reads cloud credentials.",
      owner.actor.userId,
      null,
    ]);
    expect(await db.distTag.count({ where: { skill: { slug: "pol-held-first" } } })).toBe(0);
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "pol-held-first" } })).latestVersionId).toBeNull();
    expect(await db.auditLog.count({ where: { action: "version.reject", targetId: row.id, reason: "Reads cloud credentials." } })).toBe(1);
    await expectCode(reviewHeldVersion({ actor: owner.actor, slug: "pol-held-first", version: "1.0.0", decision: "approve" }), "VERSION_NOT_HELD");
  });
});

describe("org profile (settings page)", () => {
  test("owners and admins set the display name and bio, audited; bad input is refused with its code, nothing saved", async () => {
    await expectCode(setOrgProfile({ org: CLOSED, displayName: "X", bio: "", actor: publisher.actor }), "ORG_ROLE_REQUIRED");
    await expectCode(setOrgProfile({ org: CLOSED, displayName: "Evil\u202eName", bio: "", actor: admin.actor }), "DISPLAY_NAME_INVALID");
    await expectCode(setOrgProfile({ org: CLOSED, displayName: "Closed", bio: "x".repeat(501), actor: admin.actor }), "VALIDATION_FAILED");
    await expectCode(setOrgProfile({ org: CLOSED, displayName: "Closed", bio: "zero\u200bwidth", actor: admin.actor }), "VALIDATION_FAILED");
    expect(await db.user.findUniqueOrThrow({ where: { handle: CLOSED }, select: { displayName: true, bio: true } })).toEqual({
      displayName: CLOSED,
      bio: null,
    });
    const saved = await setOrgProfile({ org: CLOSED, displayName: "  Closed   Corp ", bio: "We keep things\ninside.", actor: admin.actor });
    expect(saved).toEqual({ org: CLOSED, displayName: "Closed Corp", bio: "We keep things\ninside.", changed: true });
    expect(await db.auditLog.count({ where: { action: "org.profile", data: { path: ["org"], equals: CLOSED } } })).toBe(1);
    // A blank display name falls back to the handle, as at creation.
    expect((await setOrgProfile({ org: CLOSED, displayName: " ", bio: "", actor: owner.actor })).displayName).toBe(CLOSED);
  });

  test("creating an org from the website: the signed-in account owns it; the handle rules are the CLI's", async () => {
    const created = await createOrg({ handle: "@Pol-Site-Org", ownerHandle: outsider.actor.handle, actor: outsider.actor });
    expect(created).toMatchObject({ handle: "pol-site-org", owner: outsider.actor.handle });
    expect((await db.membership.findFirstOrThrow({ where: { orgId: created.id, userId: outsider.actor.userId } })).role).toBe("owner");
    await expectCode(createOrg({ handle: "pol-site-org", ownerHandle: outsider.actor.handle, actor: outsider.actor }), "CONFLICT");
    await expectCode(createOrg({ handle: outsider.actor.handle, ownerHandle: outsider.actor.handle, actor: outsider.actor }), "CONFLICT");
    await expectCode(createOrg({ handle: "no spaces", ownerHandle: outsider.actor.handle, actor: outsider.actor }), "VALIDATION_FAILED");
    await expectCode(createOrg({ handle: "pol-for-else", ownerHandle: member.actor.handle, actor: outsider.actor }), "FORBIDDEN");
  });
});
