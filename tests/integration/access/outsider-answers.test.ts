// Routes that name a skill or a version answer someone outside its audience exactly as they answer a
// name never used (decisions 028, 031): the ClawHub write routes by slug (report with a version,
// transfer answers, unstar, every owner action), publishing into a deleted skill's name, and a held
// version's scan by id. An attack review found each of these telling an outsider something the read
// routes (tests/integration/access/visibility-routes.test.ts) never would.
import { beforeAll, describe, expect, test } from "vitest";
import { POST as reportRoute } from "@/app/api/v1/skills/[slug]/report/route";
import { POST as transferActionRoute } from "@/app/api/v1/skills/[slug]/transfer/[action]/route";
import { DELETE as unstarRoute, POST as starRoute } from "@/app/api/v1/stars/[slug]/route";
import { DELETE as deleteRoute } from "@/app/api/v1/skills/[slug]/route";
import { POST as undeleteRoute } from "@/app/api/v1/skills/[slug]/undelete/route";
import { POST as restoreRoute } from "@/app/api/v1/skills/[slug]/versions/[version]/restore/route";
import { DELETE as removeTagRoute, POST as setTagRoute } from "@/app/api/v1/skills/[slug]/tags/[tag]/route";
import { POST as transferRoute } from "@/app/api/v1/skills/[slug]/transfer/route";
import { POST as visibilityRoute } from "@/app/api/v1/skills/[slug]/visibility/route";
import { GET as listPublishersRoute, POST as addPublisherRoute } from "@/app/api/v1/skills/[slug]/trusted-publishers/route";
import { DELETE as removePublisherRoute } from "@/app/api/v1/skills/[slug]/trusted-publishers/[id]/route";
import { POST as legacyDeleteRoute } from "@/app/api/cli/skill/delete/route";
import { POST as legacyUndeleteRoute } from "@/app/api/cli/skill/undelete/route";
import { GET as skillRoute } from "@/app/api/v1/skills/[slug]/route";
import { GET as searchRoute } from "@/app/api/v1/search/route";
import { GET as versionsRoute } from "@/app/api/v1/skills/[slug]/versions/route";
import { GET as scanJobRoute } from "@/app/api/v1/skills/-/scan/[scanId]/route";
import { GET as scanJobDownloadRoute } from "@/app/api/v1/skills/-/scan/[scanId]/download/route";
import { db } from "@/lib/db";
import { createOrg, removeOrgMember, setOrgMember, setOrgPolicy } from "@/lib/orgs";
import { checkPublication, deleteSkill, requestTransfer } from "@/lib/publish";
import { listManagedSkills } from "@/lib/catalog/list-managed-skills";
import { skillFiles } from "../helpers/skill-files";
import { suspiciousFiles } from "../helpers/flagged-content";
import { publishFixture } from "../helpers/publish-fixture";
import { expectCode } from "../helpers/expect-code";
import { callRaw, tokenUser, type TokenUser } from "../catalog/route-helpers";

const ORG = "absw-acme";
const OPEN = "absw-open";
const SECRET = "absw-secret";
const GONE = "absw-gone";
const NEVER = "absw-never-used";
let owner: TokenUser;
let member: TokenUser;
let outsider: TokenUser;
let recipient: TokenUser;

beforeAll(async () => {
  [owner, member, outsider, recipient] = await Promise.all([
    tokenUser({ handle: "absw-owner" }),
    tokenUser({ handle: "absw-member" }),
    tokenUser({ handle: "absw-outsider" }),
    tokenUser({ handle: "absw-recipient" }),
  ]);
  await createOrg({ handle: ORG, ownerHandle: owner.actor.handle, actor: null });
  await setOrgMember({ org: ORG, user: member.actor.handle, role: "member", actor: null });
  await publishFixture({ actor: owner.actor, slug: OPEN, version: "1.0.0", ownerHandle: ORG, visibility: "public" });
  await publishFixture({ actor: owner.actor, slug: SECRET, version: "1.0.0", ownerHandle: ORG, visibility: "private" });
  await publishFixture({ actor: owner.actor, slug: GONE, version: "1.0.0", ownerHandle: ORG, visibility: "private" });
  await deleteSkill({ actor: owner.actor, slug: GONE });
  await setOrgPolicy({ org: ORG, policy: { suspicious: "hold" }, actor: null });
  const held = await publishFixture({ actor: owner.actor, slug: OPEN, version: "1.1.0", content: { files: suspiciousFiles } });
  expect(held.status).toBe("held");
}, 120_000);

/** Status, error code and body, with the names asked for replaced: what an outsider can compare. */
async function answer(response: Response, ...names: string[]) {
  let body = await response.text();
  for (const name of names) body = body.replaceAll(name, "NAME");
  return { status: response.status, code: response.headers.get("x-error-code"), body };
}

describe("reporting a version", () => {
  const report = (slug: string, version: string, who: TokenUser) =>
    callRaw(reportRoute, `/api/v1/skills/${slug}/report`, {
      method: "POST",
      token: who.token,
      params: { slug },
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ reason: "It looks wrong to me.", version }),
    });

  test("a version held for the org's review is, to an outsider, a number never used (no report filed)", async () => {
    const never = await answer(await report(OPEN, "1.9.9", outsider), "1.9.9");
    expect([never.status, never.code]).toEqual([404, "VERSION_NOT_FOUND"]);
    const held = await answer(await report(OPEN, "1.1.0", outsider), "1.1.0");
    expect(held).toEqual(never);
    expect(await db.report.count({ where: { reporterId: outsider.actor.userId } })).toBe(0);
  });

  test("a version the outsider may see is reported as before", async () => {
    const response = await report(OPEN, "1.0.0", outsider);
    expect(response.status, await response.clone().text()).toBe(200);
  });
});

describe("answering a transfer by the skill's name", () => {
  beforeAll(async () => {
    await requestTransfer({ actor: owner.actor, slug: SECRET, toHandle: recipient.actor.handle });
  });
  const act = (slug: string, action: string, who: TokenUser) =>
    callRaw(transferActionRoute, `/api/v1/skills/${slug}/transfer/${action}`, { method: "POST", token: who.token, params: { slug, action } });

  test.each(["accept", "reject", "cancel"])("%s: a private skill with a pending offer answers an outsider as a name never used", async (action) => {
    const never = await answer(await act(NEVER, action, outsider), NEVER);
    expect(never.status).toBe(404);
    expect(await answer(await act(SECRET, action, outsider), SECRET)).toEqual(never);
    // A public skill without an offer answers the same way: nothing to tell apart.
    expect(await answer(await act(OPEN, action, outsider), OPEN)).toEqual(never);
  });

  test("the recipient still answers the offer by the skill's name", async () => {
    const response = await act(SECRET, "reject", recipient);
    expect(response.status, await response.clone().text()).toBe(200);
  });
});

describe("owner actions by name", () => {
  type Route = Parameters<typeof callRaw>[0];
  const json = { "content-type": "application/json" };
  /** Every API route that changes a skill named in its path or body, as the request an outsider would send. */
  const actions = (slug: string): Array<[string, Route, string, { method: string; params?: Record<string, string>; body?: string }]> => [
    ["list trusted publishers", listPublishersRoute, `/api/v1/skills/${slug}/trusted-publishers`, { method: "GET", params: { slug } }],
    [
      "add trusted publisher",
      addPublisherRoute,
      `/api/v1/skills/${slug}/trusted-publishers`,
      { method: "POST", params: { slug }, body: JSON.stringify({ repository: "octo-org/skills", workflow: "publish.yml" }) },
    ],
    ["remove trusted publisher", removePublisherRoute, `/api/v1/skills/${slug}/trusted-publishers/tp1`, { method: "DELETE", params: { slug, id: "tp1" } }],
    ["set tag", setTagRoute, `/api/v1/skills/${slug}/tags/beta`, { method: "POST", params: { slug, tag: "beta" }, body: JSON.stringify({ version: "1.0.0" }) }],
    ["remove tag", removeTagRoute, `/api/v1/skills/${slug}/tags/beta`, { method: "DELETE", params: { slug, tag: "beta" }, body: "{}" }],
    [
      "offer transfer",
      transferRoute,
      `/api/v1/skills/${slug}/transfer`,
      { method: "POST", params: { slug }, body: JSON.stringify({ toUserHandle: "absw-recipient" }) },
    ],
    ["visibility", visibilityRoute, `/api/v1/skills/${slug}/visibility`, { method: "POST", params: { slug }, body: JSON.stringify({ visibility: "public" }) }],
    ["delete", deleteRoute, `/api/v1/skills/${slug}`, { method: "DELETE", params: { slug }, body: "{}" }],
    ["undelete", undeleteRoute, `/api/v1/skills/${slug}/undelete`, { method: "POST", params: { slug }, body: "{}" }],
    ["restore", restoreRoute, `/api/v1/skills/${slug}/versions/1.0.0/restore`, { method: "POST", params: { slug, version: "1.0.0" }, body: "{}" }],
    ["legacy delete", legacyDeleteRoute, "/api/cli/skill/delete", { method: "POST", body: JSON.stringify({ slug }) }],
    ["legacy undelete", legacyUndeleteRoute, "/api/cli/skill/undelete", { method: "POST", body: JSON.stringify({ slug }) }],
  ];

  test.each([SECRET, GONE])("%s (private, live or deleted): every owner route answers an outsider exactly as for a name never used", async (slug) => {
    const never = actions(NEVER);
    for (const [index, [name, route, path, init]] of actions(slug).entries()) {
      const [, neverRoute, neverPath, neverInit] = never[index]!;
      const absent = await answer(await callRaw(neverRoute, neverPath, { ...neverInit, headers: json, token: outsider.token }), NEVER);
      expect([name, absent.status], absent.body).toEqual([name, 404]);
      expect({ name, ...(await answer(await callRaw(route, path, { ...init, headers: json, token: outsider.token }), slug)) }).toEqual({ name, ...absent });
    }
  });
});

describe("a held version's scan job, by id", () => {
  test("is, to an outsider who sees the skill, the same 404 as an id never issued; its reviewers read it", async () => {
    const held = await db.skillVersion.findFirstOrThrow({ where: { skill: { slug: OPEN }, version: "1.1.0" }, select: { id: true } });
    for (const route of [scanJobRoute, scanJobDownloadRoute]) {
      const call = (scanId: string, who: TokenUser) => callRaw(route, `/api/v1/skills/-/scan/${scanId}`, { token: who.token, params: { scanId } });
      const never = await answer(await call(`scan_${"q".repeat(25)}`, outsider));
      expect(never.status).toBe(404);
      expect(await answer(await call(`scan_${held.id}`, outsider))).toEqual(never);
      expect((await call(`scan_${held.id}`, owner)).status).toBe(200);
    }
  });
});

describe("the pre-publish check of someone else's name", () => {
  test("names the highest version the author may know of: never one held for the org's review", async () => {
    const check = async (who: TokenUser) => (await checkPublication({ actor: who.actor, bundle: skillFiles({ name: OPEN }), slug: OPEN })).slug;
    expect(await check(outsider)).toMatchObject({ status: "taken", latestVersion: "1.0.0", nextVersion: "1.0.1" });
    // Its org's owner reviews held versions: the number is taken for them.
    expect(await check(owner)).toMatchObject({ status: "yours", latestVersion: "1.1.0", nextVersion: "1.1.1" });
  });
});

describe("a publish held for the org's review", () => {
  test("changes nothing an outsider reads: the skill, its versions and search answer byte for byte as before", async () => {
    const read = async () =>
      Promise.all([
        callRaw(skillRoute, `/api/v1/skills/${OPEN}`, { token: outsider.token, params: { slug: OPEN } }).then((response) => response.text()),
        callRaw(versionsRoute, `/api/v1/skills/${OPEN}/versions`, { token: outsider.token, params: { slug: OPEN } }).then((response) => response.text()),
        // The score decays with age from one moment to the next: not something a held publish moves.
        callRaw(searchRoute, `/api/v1/search?q=${OPEN}`).then(async (response) => (await response.text()).replace(/"score":[0-9.]+/g, '"score":0')),
      ]);
    const before = await read();
    const held = await publishFixture({ actor: owner.actor, slug: OPEN, version: "1.2.0", content: { files: suspiciousFiles } });
    expect(held.status).toBe("held");
    expect(await read()).toEqual(before);
  });
});

describe("the dashboard of a plain member", () => {
  test("counts no version held for the org's review among those awaiting review (its reviewers' does)", async () => {
    const pending = async (who: TokenUser) => (await listManagedSkills({ actor: who.actor })).skills.find((skill) => skill.slug === OPEN)?.pendingReview;
    expect(await pending(owner)).toBeGreaterThan(0);
    expect(await pending(member)).toBe(0);
  });
});

describe("a member removed from the org", () => {
  test("cannot learn a private skill's star count by unstarring it (404 as a name never used)", async () => {
    const starred = await callRaw(starRoute, `/api/v1/stars/${SECRET}`, { method: "POST", token: member.token, params: { slug: SECRET } });
    expect(starred.status, await starred.clone().text()).toBe(200);
    await removeOrgMember({ org: ORG, user: member.actor.handle, actor: null });
    const never = await answer(await callRaw(unstarRoute, `/api/v1/stars/${NEVER}`, { method: "DELETE", token: member.token, params: { slug: NEVER } }), NEVER);
    expect([never.status, never.code]).toEqual([404, "SKILL_NOT_FOUND"]);
    const gone = await answer(
      await callRaw(unstarRoute, `/api/v1/stars/${SECRET}`, { method: "DELETE", token: member.token, params: { slug: SECRET } }),
      SECRET,
    );
    expect(gone).toEqual(never);
  });
});

describe("publishing into a deleted private skill's name", () => {
  test("an outsider hears the name is taken, as for a live private skill: not that or when it was deleted", async () => {
    const live = await expectCode(publishFixture({ actor: outsider.actor, slug: SECRET, version: "1.0.0" }), "SKILL_OWNED_BY_OTHER");
    const deleted = await expectCode(publishFixture({ actor: outsider.actor, slug: GONE, version: "1.0.0" }), "SKILL_OWNED_BY_OTHER");
    expect(deleted.details).toEqual({ slug: GONE });
    expect(deleted.message.replaceAll(GONE, "NAME")).toBe(live.message.replaceAll(SECRET, "NAME"));
  });

  test("its own org still hears why (undelete it first)", async () => {
    await expectCode(publishFixture({ actor: owner.actor, slug: GONE, version: "1.0.1" }), "SKILL_DELETED");
  });
});
