// Staff powers through the API need a staff scope. An admin's or moderator's token scoped only
// `read,publish` acts as a plain user: it cannot publish into someone else's skill, delete or
// undelete it, accept a transfer addressed to someone else, see or hide a hidden skill. With
// `admin` (admins) or `moderate` (moderators and admins) it can; a signed-in session keeps every
// power of its role. Staff scopes are granted to staff only: by the settings form's action, and
// by `npm run hub -- token create --scopes`. Each refusal carries its code and changes nothing.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { beforeAll, describe, expect, test } from "vitest";
import { POST as transferAction } from "@/app/api/v1/skills/[slug]/transfer/[action]/route";
import { DELETE as deleteSkillRoute, GET as skillDetail } from "@/app/api/v1/skills/[slug]/route";
import { POST as undeleteRoute } from "@/app/api/v1/skills/[slug]/undelete/route";
import { POST as publishRoute } from "@/app/api/v1/skills/route";
import type { Actor } from "@/lib/auth/actor";
import { createSession } from "@/lib/auth/sessions/create-session";
import { sessionActor } from "@/lib/auth/sessions/session-actor";
import { sessionCookieName } from "@/lib/auth/sessions/session-cookie";
import { createPersonalToken } from "@/lib/auth/tokens/create-personal-token";
import { verifyApiToken } from "@/lib/auth/verify-api-token";
import { db, type Role } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { hideSkill } from "@/lib/moderation";
import { deleteSkill, requestTransfer } from "@/lib/publish";
import { multipartPublish } from "../load/request-mix";
import { callRaw, SITE, tokenUser, type TokenUser } from "../integration/catalog/route-helpers";
import { createActor } from "../integration/helpers/create-actor";
import { publishFixture } from "../integration/helpers/publish-fixture";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let owner: Actor;
let recipient: Actor;
let admin: { plain: TokenUser; moderate: TokenUser; full: TokenUser };
let moderator: { plain: TokenUser; full: TokenUser };
let versionCounter = 0;

async function staffTokens(role: Role, handle: string) {
  const plain = await tokenUser({ handle, role, scopes: ["read", "publish"] });
  const moderate = await tokenUser({ handle, role, scopes: ["read", "publish", "moderate"] });
  const full = await tokenUser({ handle, role, scopes: ["read", "publish", "admin"] });
  return { plain, moderate, full };
}

beforeAll(async () => {
  owner = await createActor({ handle: "staff-owner" });
  recipient = await createActor({ handle: "staff-recipient" });
  admin = await staffTokens("ADMIN", "staff-admin");
  const mod = await staffTokens("MODERATOR", "staff-mod");
  moderator = { plain: mod.plain, full: mod.moderate };
});

const state = async () => ({
  versions: await db.skillVersion.count(),
  skills: await db.skill.findMany({
    orderBy: { slug: "asc" },
    select: { slug: true, ownerId: true, deletedAt: true, moderation: true, latestVersionId: true },
  }),
  transfers: await db.transferRequest.findMany({ orderBy: { id: "asc" }, select: { id: true, status: true } }),
});

function publish(token: string, slug: string) {
  const { body, contentType } = multipartPublish({ slug, version: `2.0.${++versionCounter}` });
  return callRaw(publishRoute as Handler, "/api/v1/skills", { method: "POST", token, body: new Uint8Array(body), headers: { "content-type": contentType } });
}
const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { "content-type": "application/json" } });
const remove = (slug: string, init: { token?: string; headers?: Record<string, string> }) =>
  callRaw(deleteSkillRoute as Handler, `/api/v1/skills/${slug}`, {
    method: "DELETE",
    params: { slug },
    token: init.token,
    ...json({ reason: "staff test" }),
    headers: { "content-type": "application/json", ...init.headers },
  });
const undelete = (slug: string, token: string) =>
  callRaw(undeleteRoute as Handler, `/api/v1/skills/${slug}/undelete`, { method: "POST", params: { slug }, token, ...json({ reason: "staff test" }) });
const accept = (slug: string, token: string) =>
  callRaw(transferAction as Handler, `/api/v1/skills/${slug}/transfer/accept`, { method: "POST", params: { slug, action: "accept" }, token });

async function refusal(response: Response) {
  return { status: response.status, code: response.headers.get("x-error-code") ?? ((await response.clone().json()) as { error: { code: string } }).error.code };
}

async function ownersSkill(slug: string) {
  await publishFixture({ actor: owner, slug, version: "1.0.0" });
  return slug;
}

describe("an admin's token without the admin scope acts as a plain user", () => {
  test("the token's actor is a plain user; with admin it is an admin, with moderate a moderator", async () => {
    expect((await verifyApiToken(admin.plain.token)).role).toBe("USER");
    expect((await verifyApiToken(admin.moderate.token)).role).toBe("MODERATOR");
    expect((await verifyApiToken(admin.full.token)).role).toBe("ADMIN");
    expect((await verifyApiToken(moderator.plain.token)).role).toBe("USER");
    expect((await verifyApiToken(moderator.full.token)).role).toBe("MODERATOR");
  });

  test.each([
    ["publish into someone else's skill", async (slug: string) => publish(admin.plain.token, slug), "SKILL_OWNED_BY_OTHER"],
    ["publish into it with only moderate", async (slug: string) => publish(admin.moderate.token, slug), "SKILL_OWNED_BY_OTHER"],
    ["delete it", async (slug: string) => remove(slug, { token: admin.plain.token }), "NOT_SKILL_OWNER"],
  ] as Array<[string, (slug: string) => Promise<Response>, string]>)("cannot %s", async (label, call, code) => {
    const slug = await ownersSkill(`adm-${label.replace(/\W+/g, "-").slice(0, 40)}`);
    const before = await state();
    expect(await refusal(await call(slug))).toEqual({ status: 403, code });
    expect(await state()).toEqual(before);
  });

  test("cannot undelete someone else's deleted skill", async () => {
    const slug = await ownersSkill("adm-undelete");
    await deleteSkill({ actor: owner, slug, reason: "mine" });
    const before = await state();
    const response = await undelete(slug, admin.plain.token);
    // As a plain user it sees what everyone sees of a deleted skill: gone (decision 027).
    expect(await refusal(response)).toEqual({ status: 410, code: "SKILL_GONE" });
    expect(await state()).toEqual(before);
    expect((await undelete(slug, admin.full.token)).status).toBe(200);
  });

  test("cannot accept a transfer addressed to someone else", async () => {
    const slug = await ownersSkill("adm-transfer");
    await requestTransfer({ actor: owner, slug, toHandle: recipient.handle });
    const before = await state();
    const response = await accept(slug, admin.plain.token);
    expect(await refusal(response)).toEqual({ status: 404, code: "TRANSFER_NOT_FOUND" });
    expect(await state()).toEqual(before);
  });

  test("with the admin scope the same token publishes into and deletes someone else's skill", async () => {
    const slug = await ownersSkill("adm-full");
    expect((await publish(admin.full.token, slug)).status).toBe(200);
    expect((await remove(slug, { token: admin.full.token })).status).toBe(200);
  });
});

describe("a moderator's token without the moderate scope acts as a plain user", () => {
  test("cannot hide a skill (clawhub hide = DELETE by a non-owner moderator)", async () => {
    const slug = await ownersSkill("mod-hide");
    const before = await state();
    expect(await refusal(await remove(slug, { token: moderator.plain.token }))).toEqual({ status: 403, code: "NOT_SKILL_OWNER" });
    expect(await state()).toEqual(before);
    const hidden = await remove(slug, { token: moderator.full.token });
    expect(await hidden.json()).toMatchObject({ ok: true, action: "hidden" });
  });

  test("cannot see a hidden skill; with moderate it can", async () => {
    const slug = await ownersSkill("mod-see");
    await hideSkill({ actor: await createActor({ role: "MODERATOR" }), slug, reason: "review" });
    const detail = (token: string) => callRaw(skillDetail as Handler, `/api/v1/skills/${slug}`, { params: { slug }, token });
    expect(await refusal(await detail(moderator.plain.token))).toEqual({ status: 404, code: "SKILL_NOT_FOUND" });
    expect((await detail(moderator.full.token)).status).toBe(200);
  });

  test("cannot unhide a hidden skill", async () => {
    const slug = await ownersSkill("mod-unhide");
    await hideSkill({ actor: await createActor({ role: "MODERATOR" }), slug, reason: "review" });
    const before = await state();
    const response = await undelete(slug, moderator.plain.token);
    // As a plain user it cannot see a hidden skill at all (decision 027).
    expect(await refusal(response)).toEqual({ status: 404, code: "SKILL_NOT_FOUND" });
    expect(await state()).toEqual(before);
  });
});

describe("sessions keep their role's powers", () => {
  test("an admin's session deletes someone else's skill; a moderator's session hides one", async () => {
    const cookieOf = async (userId: string) => `${sessionCookieName()}=${(await createSession({ userId })).sessionToken}`;
    const headers = async (userId: string) => ({ cookie: await cookieOf(userId), origin: SITE });
    const deleted = await remove(await ownersSkill("session-admin"), { headers: await headers(admin.plain.actor.userId) });
    expect(await deleted.json()).toMatchObject({ ok: true, action: "deleted" });
    const hidden = await remove(await ownersSkill("session-mod"), { headers: await headers(moderator.plain.actor.userId) });
    expect(await hidden.json()).toMatchObject({ ok: true, action: "hidden" });
  });
});

describe("staff scopes are granted to staff only", () => {
  const session = async (role: Role, handle: string) => {
    const user = await createActor({ handle, role });
    return (await sessionActor({ sessionToken: (await createSession({ userId: user.userId })).sessionToken }))!;
  };
  const create = (actor: Actor, scopes: Array<"read" | "publish" | "moderate" | "admin">) =>
    createPersonalToken({ actor, token: { label: "t", scopes, expiresInDays: 30 } }).then(
      (created) => created.scopes,
      (error: unknown) => (error instanceof AppError ? error.code : error),
    );

  test("a user cannot grant moderate or admin; a moderator moderate but not admin; an admin both", async () => {
    const user = await session("USER", "grant-user");
    const mod = await session("MODERATOR", "grant-mod");
    const adm = await session("ADMIN", "grant-admin");
    expect(await create(user, ["read", "moderate"])).toBe("TOKEN_SCOPE_NOT_ALLOWED");
    expect(await create(user, ["admin"])).toBe("TOKEN_SCOPE_NOT_ALLOWED");
    expect(await create(mod, ["admin"])).toBe("TOKEN_SCOPE_NOT_ALLOWED");
    expect(await create(mod, ["read", "moderate"])).toEqual(["read", "moderate"]);
    expect(await create(adm, ["moderate", "admin"])).toEqual(["moderate", "admin"]);
  });

  test("a staff token without its staff scope cannot mint one that has it", async () => {
    expect(await create(await verifyApiToken(admin.plain.token), ["admin"])).toBe("TOKEN_SCOPE_NOT_ALLOWED");
    expect(await create(await verifyApiToken(moderator.plain.token), ["moderate"])).toBe("TOKEN_SCOPE_NOT_ALLOWED");
  });

  test("a demoted admin's admin token acts as a plain user", async () => {
    const former = await tokenUser({ handle: "former-admin", role: "ADMIN", scopes: ["read", "publish", "admin"] });
    await db.user.update({ where: { id: former.actor.userId }, data: { role: "USER" } });
    const actor = await verifyApiToken(former.token);
    expect({ role: actor.role, scopes: actor.scopes }).toEqual({ role: "USER", scopes: ["read", "publish"] });
  });

  test("npm run hub -- token create --scopes refuses staff scopes to non-staff", async () => {
    await createActor({ handle: "cli-user" });
    await createActor({ handle: "cli-mod", role: "MODERATOR" });
    const hub = (...args: string[]) =>
      promisify(execFile)(process.execPath, ["node_modules/tsx/dist/cli.mjs", "lib/cli/hub.ts", "token", "create", ...args], {
        env: { ...process.env, LOG_LEVEL: "warn" },
      }).then(
        ({ stdout }) => ({ code: 0, out: stdout }),
        (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
      );
    const tokens = await db.apiToken.count();
    expect((await hub("cli-user", "--scopes", "read,moderate")).code).toBe(2);
    expect((await hub("cli-mod", "--scopes", "read,admin")).code).toBe(2);
    expect(await db.apiToken.count()).toBe(tokens);
    const made = await hub("cli-mod", "--scopes", "read,moderate");
    expect(made.code).toBe(0);
    expect(made.out).toContain("moderate");
  });
});
