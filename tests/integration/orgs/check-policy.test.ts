// The pre-publish check reports what the owning org's team policy would do with the upload
// (docs/teams.md "Team policy"), over real PostgreSQL through the website's routes. Each case checks,
// then really publishes the same upload with the same fields and asserts that both agree: a refusal
// has the publish's code, `hold` means the publish answers `held`. Outsiders learn no policy.
import { beforeAll, describe, expect, test } from "vitest";
import { POST as check } from "@/app/api/v1/skills/-/check/route";
import { POST as publish } from "@/app/api/v1/skills/-/publish/route";
import type { PublishCheck, SitePublishResult } from "@/lib/api-schemas/site-publish";
import type { Actor } from "@/lib/auth/actor";
import { createOrg, setOrgMember, setOrgPolicy } from "@/lib/orgs";
import { json } from "../auth/call-route";
import { createActor } from "../helpers/create-actor";
import { suspiciousFiles } from "../helpers/flagged-content";
import { publishFixture } from "../helpers/publish-fixture";
import { skillMarkdown } from "../helpers/skill-files";
import { cookieFor, postUpload, uploadForm } from "../site/site-upload";

const STRICT = "cpol-strict"; // publish: admins
const HOLDS = "cpol-holds"; // suspicious: hold
const CLOSED = "cpol-closed"; // membersPublic: false

let owner: Actor;
let admin: Actor;
let publisher: Actor;
let member: Actor;
let outsider: Actor;

beforeAll(async () => {
  [owner, admin, publisher, member, outsider] = await Promise.all([
    createActor({ handle: "cpol-owner" }),
    createActor({ handle: "cpol-admin" }),
    createActor({ handle: "cpol-publisher" }),
    createActor({ handle: "cpol-member" }),
    createActor({ handle: "cpol-outsider" }),
  ]);
  for (const org of [STRICT, HOLDS, CLOSED]) {
    await createOrg({ handle: org, ownerHandle: owner.handle, actor: null });
    await setOrgMember({ org, user: admin.handle, role: "admin", actor: null });
    await setOrgMember({ org, user: publisher.handle, role: "publisher", actor: null });
    await setOrgMember({ org, user: member.handle, role: "member", actor: null });
  }
  await setOrgPolicy({ org: STRICT, policy: { publish: "admins" }, actor: owner });
  await setOrgPolicy({ org: HOLDS, policy: { suspicious: "hold" }, actor: owner });
  await setOrgPolicy({ org: CLOSED, policy: { membersPublic: false }, actor: owner });
  // Existing skills of each org (published by an admin, who may; clean, so never held).
  await publishFixture({ actor: admin, slug: "cpol-strict-tool", version: "1.0.0", ownerHandle: STRICT, visibility: "private" });
  await publishFixture({ actor: admin, slug: "cpol-holds-tool", version: "1.0.0", ownerHandle: HOLDS, visibility: "private" });
}, 180_000);

const upload = (name: string, extra: Record<string, string> = {}) => ({
  folder: { [`${name}/SKILL.md`]: skillMarkdown({ name }), ...Object.fromEntries(Object.entries(extra).map(([path, text]) => [`${name}/${path}`, text])) },
});

async function checkOf(actor: Actor, name: string, meta: Record<string, unknown> = {}, extra: Record<string, string> = {}): Promise<PublishCheck> {
  const response = await postUpload(check, "/api/v1/skills/-/check", uploadForm(upload(name, extra), meta), { cookie: await cookieFor(actor) });
  expect(response.status).toBe(200);
  return json<PublishCheck>(response);
}

/** What the real publish of the same upload answers: its status, or its error code. */
async function publishOf(actor: Actor, name: string, meta: Record<string, unknown> = {}, extra: Record<string, string> = {}): Promise<string> {
  const response = await postUpload(publish, "/api/v1/skills/-/publish", uploadForm(upload(name, extra), meta), { cookie: await cookieFor(actor) });
  if (response.status === 200) return (await json<SitePublishResult>(response)).status;
  return (await json<{ error: { code: string } }>(response)).error.code;
}

/** Checks, then publishes: the policy the check reported, and what the publish did. */
async function both(actor: Actor, name: string, meta: Record<string, unknown> = {}, extra: Record<string, string> = {}) {
  const checked = await checkOf(actor, name, meta, extra);
  return { policy: checked.policy, publishable: checked.publishable, published: await publishOf(actor, name, meta, extra) };
}

describe("publish: admins", () => {
  test("a publisher member is told the publish would be refused, new skill or existing, with the publish's code", async () => {
    const fresh = await both(publisher, "cpol-strict-new", { ownerHandle: STRICT });
    expect(fresh.policy).toMatchObject({ ownerHandle: STRICT, outcome: "refuse", code: "ORG_POLICY_FORBIDS_PUBLISH", visibility: null });
    expect(fresh.publishable).toBe(true); // the bundle itself is fine; the existing field keeps its meaning
    expect(fresh.published).toBe("ORG_POLICY_FORBIDS_PUBLISH");
    const existing = await both(publisher, "cpol-strict-tool", {}, { "notes.md": "next\n" });
    expect(existing.policy).toMatchObject({ ownerHandle: STRICT, outcome: "refuse", code: "ORG_POLICY_FORBIDS_PUBLISH" });
    expect(existing.published).toBe("ORG_POLICY_FORBIDS_PUBLISH");
  });

  test("an org admin publishes", async () => {
    const result = await both(admin, "cpol-strict-tool", {}, { "notes.md": "by the admin\n" });
    expect(result.policy).toMatchObject({ ownerHandle: STRICT, outcome: "publish", code: null, visibility: "private" });
    expect(result.published).toBe("published");
  });
});

describe("suspicious: hold", () => {
  test("a suspicious upload by a publisher member will be held, new skill or existing", async () => {
    const fresh = await both(publisher, "cpol-holds-new", { ownerHandle: HOLDS, visibility: "internal" }, suspiciousFiles);
    expect(fresh.policy).toMatchObject({ ownerHandle: HOLDS, outcome: "hold", code: null, visibility: "internal" });
    expect(fresh.published).toBe("held");
    const existing = await both(publisher, "cpol-holds-tool", {}, suspiciousFiles);
    expect(existing.policy).toMatchObject({ ownerHandle: HOLDS, outcome: "hold", code: null });
    expect(existing.published).toBe("held");
  });

  test("the same upload by an org admin is held as well (the policy holds whoever publishes; the admin approves it)", async () => {
    const result = await both(admin, "cpol-holds-tool", {}, { ...suspiciousFiles, "notes.md": "admin's\n" });
    expect(result.policy).toMatchObject({ outcome: "hold" });
    expect(result.published).toBe("held");
  });

  test("a clean upload publishes", async () => {
    const result = await both(publisher, "cpol-holds-tool", {}, { "notes.md": "clean\n" });
    expect(result.policy).toMatchObject({ ownerHandle: HOLDS, outcome: "publish", code: null });
    expect(result.published).toBe("published");
  });

  test("the suspicious upload for the author's own skill publishes: users have the default policy", async () => {
    const result = await both(publisher, "cpol-own-tool", {}, suspiciousFiles);
    expect(result.policy).toMatchObject({ ownerHandle: publisher.handle, outcome: "publish", code: null });
    expect(result.published).toBe("published");
  });
});

describe("membersPublic: false", () => {
  test("a public new skill is refused with the publish's code; one that names no visibility becomes private", async () => {
    const asked = await both(publisher, "cpol-closed-public", { ownerHandle: CLOSED, visibility: "public" });
    expect(asked.policy).toMatchObject({ outcome: "refuse", code: "ORG_POLICY_FORBIDS_PUBLIC" });
    expect(asked.published).toBe("ORG_POLICY_FORBIDS_PUBLIC");
    const unnamed = await checkOf(publisher, "cpol-closed-quiet", { ownerHandle: CLOSED });
    expect(unnamed.policy).toMatchObject({ outcome: "publish", visibility: "private" });
  });
});

describe("no policy for those it is not about", () => {
  test("an outsider learns no org's policy: someone else's skill is taken, an org they cannot publish for has no policy", async () => {
    for (const slug of ["cpol-strict-tool", "cpol-holds-tool"]) {
      const taken = await checkOf(outsider, slug, {}, suspiciousFiles);
      expect([taken.slug.status, taken.policy]).toEqual(["taken", null]);
    }
    for (const org of [STRICT, HOLDS, CLOSED, "cpol-no-such-org"]) {
      const named = await checkOf(outsider, "cpol-outsider-new", { ownerHandle: org, visibility: "public" }, suspiciousFiles);
      expect([named.slug.status, named.policy]).toEqual(["new", null]);
    }
    // A read-only member may not publish for the org either: the publish answers OWNER_NOT_ALLOWED, not a policy.
    const reader = await both(member, "cpol-member-new", { ownerHandle: STRICT });
    expect([reader.policy, reader.published]).toEqual([null, "OWNER_NOT_ALLOWED"]);
    // Their own new skill: their own (default) policy.
    expect((await checkOf(outsider, "cpol-outsider-own", {}, suspiciousFiles)).policy).toMatchObject({
      ownerHandle: outsider.handle,
      outcome: "publish",
    });
  });
});
