// Token scope escalation. A read-only token cannot write anything; a user's token cannot mint a
// token with more than it has (nor can a session of a non-admin grant admin); a trusted-publishing
// token (OIDC, limited to one skill) publishes new versions of that skill only: no other skill, no
// new skill, no token creation, no trusted-publisher management, no deletes, no transfers (issue 24:
// it accepted someone else's offer into its owner's account), no stars. Each refusal carries
// its stable code and changes nothing.
import { beforeAll, describe, expect, test } from "vitest";
import { POST as cliDelete } from "@/app/api/cli/skill/delete/route";
import { DELETE as deleteSkillRoute } from "@/app/api/v1/skills/[slug]/route";
import { POST as setTag } from "@/app/api/v1/skills/[slug]/tags/[tag]/route";
import { GET as listPublishers, POST as addPublisher } from "@/app/api/v1/skills/[slug]/trusted-publishers/route";
import { POST as publishRoute } from "@/app/api/v1/skills/route";
import { POST as star } from "@/app/api/v1/stars/[slug]/route";
import { POST as transferAction } from "@/app/api/v1/skills/[slug]/transfer/[action]/route";
import { createApiToken } from "@/lib/auth/create-api-token";
import { createPersonalToken } from "@/lib/auth/tokens/create-personal-token";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { multipartPublish } from "../load/request-mix";
import { callRaw, tokenUser, type TokenUser } from "../integration/catalog/route-helpers";
import { publishFixture } from "../integration/helpers/publish-fixture";
import { requestTransfer } from "@/lib/publish";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let owner: TokenUser;
let reader: TokenUser;
let oidcToken = "";
let counter = 0;

beforeAll(async () => {
  owner = await tokenUser({ handle: "scope-owner" });
  reader = await tokenUser({ handle: "scope-owner", scopes: ["read"] });
  const target = await publishFixture({ actor: owner.actor, slug: "scoped-target", version: "1.0.0" });
  await publishFixture({ actor: owner.actor, slug: "scoped-other", version: "1.0.0" });
  oidcToken = (
    await createApiToken({
      userId: owner.actor.userId,
      label: "oidc",
      scopes: ["publish"],
      kind: "OIDC",
      limitedToSkillId: target.skill.id,
      expiresAt: new Date(Date.now() + 600_000),
    })
  ).token;
});

const state = async () => ({
  versions: await db.skillVersion.count(),
  skills: await db.skill.findMany({ orderBy: { slug: "asc" }, select: { slug: true, deletedAt: true, latestVersionId: true } }),
  tags: await db.distTag.count(),
  tokens: await db.apiToken.count(),
  publishers: await db.trustedPublisher.count(),
  stars: await db.star.count(),
  transfers: await db.transferRequest.findMany({ orderBy: { createdAt: "asc" }, select: { status: true } }),
  owners: await db.skill.findMany({ orderBy: { slug: "asc" }, select: { ownerId: true } }),
});

function publishCall(token: string, slug: string) {
  const { body, contentType } = multipartPublish({ slug, version: `1.0.${++counter}` });
  return callRaw(publishRoute as Handler, "/api/v1/skills", { method: "POST", token, body: new Uint8Array(body), headers: { "content-type": contentType } });
}
const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { "content-type": "application/json" } });

async function expectRefused(response: Response, status: number, code: string) {
  expect({
    status: response.status,
    code: response.headers.get("x-error-code") ?? ((await response.json()) as { error: { code: string } }).error.code,
  }).toEqual({ status, code });
}

describe("a read-only token", () => {
  test.each([
    ["publish", () => publishCall(reader.token, "scoped-target")],
    [
      "delete a skill",
      () => callRaw(deleteSkillRoute as Handler, "/api/v1/skills/scoped-target", { method: "DELETE", token: reader.token, params: { slug: "scoped-target" } }),
    ],
    [
      "clawhub delete",
      () => callRaw(cliDelete as Handler, "/api/cli/skill/delete", { method: "POST", token: reader.token, ...json({ slug: "scoped-target" }) }),
    ],
    [
      "move a dist-tag",
      () =>
        callRaw(setTag as Handler, "/api/v1/skills/scoped-target/tags/beta", {
          method: "POST",
          token: reader.token,
          params: { slug: "scoped-target", tag: "beta" },
          ...json({ version: "1.0.0" }),
        }),
    ],
    [
      "add a trusted publisher",
      () =>
        callRaw(addPublisher as Handler, "/api/v1/skills/scoped-target/trusted-publishers", {
          method: "POST",
          token: reader.token,
          params: { slug: "scoped-target" },
          ...json({ repository: "a/b", workflow: "x.yml" }),
        }),
    ],
  ] as Array<[string, () => Promise<Response>]>)("cannot %s", async (_label, call) => {
    const before = await state();
    await expectRefused(await call(), 403, "FORBIDDEN");
    expect(await state()).toEqual(before);
  });

  test("can still read (stars need only read)", async () => {
    expect(
      (await callRaw(star as Handler, "/api/v1/stars/scoped-other", { method: "POST", token: reader.token, params: { slug: "scoped-other" } })).status,
    ).toBe(200);
  });

  test("cannot mint a token with scopes it does not have", async () => {
    const before = await state();
    const error = await createPersonalToken({ actor: reader.actor, token: { label: "up", scopes: ["read", "publish"], expiresInDays: 30 } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("TOKEN_SCOPE_NOT_ALLOWED");
    expect(await state()).toEqual(before);
  });

  test("a non-admin cannot mint an admin token", async () => {
    const error = await createPersonalToken({ actor: owner.actor, token: { label: "admin", scopes: ["admin"], expiresInDays: 30 } }).catch((e: unknown) => e);
    expect((error as AppError).code).toBe("TOKEN_SCOPE_NOT_ALLOWED");
  });
});

describe("a trusted-publishing (OIDC) token limited to one skill", () => {
  test("publishes a new version of its skill", async () => {
    const response = await publishCall(oidcToken, "scoped-target");
    expect(response.status, await response.clone().text()).toBe(200);
  });

  test.each([
    ["publish another skill of the same owner", () => publishCall(oidcToken, "scoped-other"), 403],
    ["create a new skill", () => publishCall(oidcToken, "scoped-brand-new"), 403],
    [
      "delete its own skill",
      () => callRaw(deleteSkillRoute as Handler, "/api/v1/skills/scoped-target", { method: "DELETE", token: oidcToken, params: { slug: "scoped-target" } }),
      403,
    ],
    [
      "move a dist-tag",
      () =>
        callRaw(setTag as Handler, "/api/v1/skills/scoped-target/tags/beta", {
          method: "POST",
          token: oidcToken,
          params: { slug: "scoped-target", tag: "beta" },
          ...json({ version: "1.0.0" }),
        }),
      403,
    ],
    [
      "list trusted publishers",
      () => callRaw(listPublishers as Handler, "/api/v1/skills/scoped-target/trusted-publishers", { token: oidcToken, params: { slug: "scoped-target" } }),
      403,
    ],
    [
      "add a trusted publisher (widen its own access)",
      () =>
        callRaw(addPublisher as Handler, "/api/v1/skills/scoped-target/trusted-publishers", {
          method: "POST",
          token: oidcToken,
          params: { slug: "scoped-target" },
          ...json({ repository: "evil/fork", workflow: "x.yml" }),
        }),
      403,
    ],
  ] as Array<[string, () => Promise<Response>, number]>)("cannot %s", async (_label, call, status) => {
    const before = await state();
    const response = await call();
    expect(response.status, await response.clone().text()).toBe(status);
    expect(await state()).toEqual(before);
  });

  test.each(["accept", "reject"])("cannot %s a transfer offered to its owner", async (action) => {
    const giver = await tokenUser();
    const slug = `offered-${action}`;
    await publishFixture({ actor: giver.actor, slug, version: "1.0.0" });
    await requestTransfer({ actor: giver.actor, slug, toHandle: owner.actor.handle });
    const before = await state();
    const response = await callRaw(transferAction as Handler, `/api/v1/skills/${slug}/transfer/${action}`, {
      method: "POST",
      token: oidcToken,
      params: { slug, action },
    });
    await expectRefused(response, 403, "FORBIDDEN");
    expect(await state()).toEqual(before);
    // The owner themself still can.
    const answered = await callRaw(transferAction as Handler, `/api/v1/skills/${slug}/transfer/${action}`, {
      method: "POST",
      token: owner.token,
      params: { slug, action },
    });
    expect(answered.status, await answered.clone().text()).toBe(200);
  });

  test("cannot cancel its owner's offer of its own skill, nor star", async () => {
    const taker = await tokenUser();
    await requestTransfer({ actor: owner.actor, slug: "scoped-target", toHandle: taker.actor.handle });
    const before = await state();
    await expectRefused(
      await callRaw(transferAction as Handler, "/api/v1/skills/scoped-target/transfer/cancel", {
        method: "POST",
        token: oidcToken,
        params: { slug: "scoped-target", action: "cancel" },
      }),
      403,
      "FORBIDDEN",
    );
    await expectRefused(
      await callRaw(star as Handler, "/api/v1/stars/scoped-other", { method: "POST", token: oidcToken, params: { slug: "scoped-other" } }),
      403,
      "FORBIDDEN",
    );
    expect(await state()).toEqual(before);
    await callRaw(transferAction as Handler, "/api/v1/skills/scoped-target/transfer/cancel", {
      method: "POST",
      token: owner.token,
      params: { slug: "scoped-target", action: "cancel" },
    });
  });

  test("cannot create a personal token", async () => {
    const { verifyApiToken } = await import("@/lib/auth/verify-api-token");
    const actor = await verifyApiToken(oidcToken);
    expect(actor.limitedToSkillId).toBeDefined();
    const error = await createPersonalToken({ actor, token: { label: "escape", scopes: ["publish"], expiresInDays: 30 } }).catch((e: unknown) => e);
    expect((error as AppError).code).toBe("FORBIDDEN");
  });
});
