// Enterprise sign-in's account and membership sync over real PostgreSQL (lib/auth/users
// sync-oidc-user.ts, sign-in-with-oidc.ts; lib/orgs/sync-oidc-groups.ts): accounts are found by
// issuer + subject only and get a free, valid handle; the group claim adds, re-roles and removes
// the memberships it granted, in one transaction, audited with data.source = "oidc", and never
// touches a membership granted by hand or an owner's. Hostile claims are refused or ignored.
import { UnsecuredJWT } from "jose";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { OidcIdentity } from "@/lib/auth/schemas/oidc-claims";
import { devSignIn } from "@/lib/auth/users/dev-sign-in";
import { signInWithOidc } from "@/lib/auth/users/sign-in-with-oidc";
import { syncOidcUser } from "@/lib/auth/users/sync-oidc-user";
import type { ClaimRole } from "@/lib/config/oidc-group-map-schema";
import { resetConfigForTests } from "@/lib/config";
import { db } from "@/lib/db";
import { createOrg, inviteOrgMember, removeOrgMember, setOrgMember } from "@/lib/orgs";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";

const ISSUER = "https://idp.example.com/realms/acme";
let subjects = 0;
const identity = (claims: Partial<OidcIdentity> = {}): OidcIdentity => ({ iss: ISSUER, sub: `subject-${++subjects}`, ...claims });
const grants = (entries: Record<string, ClaimRole>) => new Map(Object.entries(entries));

async function memberships(handle: string) {
  const rows = await db.membership.findMany({
    where: { user: { handle } },
    select: { role: true, source: true, org: { select: { handle: true } } },
    orderBy: { org: { handle: "asc" } },
  });
  return Object.fromEntries(rows.map((row) => [row.org.handle, `${row.role}/${row.source}`]));
}

async function auditOf(handle: string) {
  const rows = await db.auditLog.findMany({
    where: { action: { startsWith: "org.member" }, data: { path: ["user"], equals: handle } },
    orderBy: { id: "asc" },
    select: { action: true, actorId: true, data: true },
  });
  return rows.map((row) => ({ action: row.action, actorId: row.actorId, ...(row.data as Record<string, unknown>) }));
}

let owner: Awaited<ReturnType<typeof createActor>>;

beforeAll(async () => {
  owner = await createActor({ handle: "sso-owner" });
  for (const org of ["sso-acme", "sso-beta", "sso-gamma"]) await createOrg({ handle: org, ownerHandle: owner.handle, actor: null });
});

describe("accounts", () => {
  test("a first sign-in creates an account with a handle from preferred_username, linked by issuer#subject; later ones find it by that link only", async () => {
    const first = identity({ preferred_username: "Dana.Scully@fbi.example", name: "Dana Scully", email: "dana@fbi.example" });
    const created = await syncOidcUser({ identity: first, grants: null });
    expect(created).toMatchObject({ handle: "dana-scully", created: true, groups: null });
    expect(await db.account.findMany({ where: { userId: created.id }, select: { provider: true, type: true, providerAccountId: true } })).toEqual([
      { provider: "oidc", type: "oidc", providerAccountId: `${ISSUER}#${first.sub}` },
    ]);
    // Renamed at the provider: same account, same handle (it names the account's skills), new display name.
    const again = await syncOidcUser({ identity: { ...first, preferred_username: "dana.mulder", name: "Dana Mulder" }, grants: null });
    expect(again).toMatchObject({ id: created.id, handle: "dana-scully", created: false });
    expect(await db.user.findUnique({ where: { id: created.id }, select: { displayName: true, email: true } })).toEqual({
      displayName: "Dana Mulder",
      email: "dana@fbi.example",
    });
    // The same subject at another issuer is someone else.
    const elsewhere = await syncOidcUser({ identity: { ...first, iss: "https://other-idp.example.com" }, grants: null });
    expect(elsewhere.id).not.toBe(created.id);
    expect(elsewhere.handle).toBe("dana-scully-2");
  });

  test("a name that matches an existing account, an org or a reserved word gets a free handle; it never signs in as them", async () => {
    const existing = await createActor({ handle: "fox-mulder" });
    const asUser = await syncOidcUser({ identity: identity({ preferred_username: "Fox.Mulder" }), grants: null });
    expect(asUser.handle).toBe("fox-mulder-2");
    expect(asUser.id).not.toBe(existing.userId);
    expect(await db.account.count({ where: { userId: existing.userId } })).toBe(0);

    const asOrg = await syncOidcUser({ identity: identity({ preferred_username: "sso-acme" }), grants: null });
    expect(asOrg.handle).toBe("sso-acme-2");
    expect(await memberships(asOrg.handle)).toEqual({});

    expect((await syncOidcUser({ identity: identity({ preferred_username: "admin" }), grants: null })).handle).toBe("admin-2");
    expect((await syncOidcUser({ identity: identity({ preferred_username: "official-team" }), grants: null })).handle).toBe("u-official-team");
    expect((await syncOidcUser({ identity: identity({ preferred_username: "李雷" }), grants: null })).handle).toBe("sso-user");
    expect((await syncOidcUser({ identity: identity({ email: "walter.skinner@fbi.example" }), grants: null })).handle).toBe("walter-skinner");
  });

  test("development sign-in never signs in as an OpenID Connect account (it has an Account link)", async () => {
    const user = await syncOidcUser({ identity: identity({ preferred_username: "linked-lou" }), grants: null });
    process.env.HUB_DEV_LOGIN = "1";
    resetConfigForTests();
    try {
      await expectCode(devSignIn({ handle: user.handle }), "DEV_LOGIN_ACCOUNT_PROTECTED");
    } finally {
      delete process.env.HUB_DEV_LOGIN;
      resetConfigForTests();
    }
  });

  test("ten people with one name get ten handles; then a random suffix", async () => {
    const handles = [];
    for (let index = 0; index < 11; index++)
      handles.push((await syncOidcUser({ identity: identity({ preferred_username: "same-name" }), grants: null })).handle);
    expect(handles.slice(0, 9)).toEqual(["same-name", ...Array.from({ length: 8 }, (_, index) => `same-name-${index + 2}`)]);
    expect(handles[9]).toMatch(/^same-name-[0-9a-f]{8}$/);
    expect(new Set(handles).size).toBe(11);
  });

  test("two first sign-ins at once: one account per subject, distinct handles for distinct subjects", async () => {
    const one = identity({ preferred_username: "racer" });
    const [a, b, c] = await Promise.all([
      syncOidcUser({ identity: one, grants: null }),
      syncOidcUser({ identity: one, grants: null }),
      syncOidcUser({ identity: identity({ preferred_username: "racer" }), grants: null }),
    ]);
    expect(a.id).toBe(b.id);
    expect(c.id).not.toBe(a.id);
    expect(new Set([a.handle, c.handle])).toEqual(new Set(["racer", "racer-2"]));
    expect(await db.account.count({ where: { providerAccountId: `${ISSUER}#${one.sub}` } })).toBe(1);
  });
});

describe("group claim → memberships", () => {
  test("adds, re-roles and removes what the claim grants, audited as source oidc; orgs that do not exist are skipped", async () => {
    const person = identity({ preferred_username: "gs-anna" });
    const first = await syncOidcUser({ identity: person, grants: grants({ "sso-acme": "member", "sso-beta": "publisher", "no-such-org": "admin" }) });
    expect(first.groups).toEqual({ added: ["sso-acme", "sso-beta"], changed: [], removed: [] });
    expect(await memberships("gs-anna")).toEqual({ "sso-acme": "member/oidc", "sso-beta": "publisher/oidc" });

    const same = await syncOidcUser({ identity: person, grants: grants({ "sso-acme": "member", "sso-beta": "publisher" }) });
    expect(same.groups).toEqual({ added: [], changed: [], removed: [] });

    const next = await syncOidcUser({ identity: person, grants: grants({ "sso-acme": "admin" }) });
    expect(next.groups).toEqual({ added: [], changed: ["sso-acme"], removed: ["sso-beta"] });
    expect(await memberships("gs-anna")).toEqual({ "sso-acme": "admin/oidc" });

    const none = await syncOidcUser({ identity: person, grants: grants({}) });
    expect(none.groups).toEqual({ added: [], changed: [], removed: ["sso-acme"] });
    expect(await memberships("gs-anna")).toEqual({});

    expect(await auditOf("gs-anna")).toEqual([
      { action: "org.member-add", actorId: null, org: "sso-acme", user: "gs-anna", role: "member", previous: null, source: "oidc" },
      { action: "org.member-add", actorId: null, org: "sso-beta", user: "gs-anna", role: "publisher", previous: null, source: "oidc" },
      { action: "org.member-role", actorId: null, org: "sso-acme", user: "gs-anna", role: "admin", previous: "member", source: "oidc" },
      { action: "org.member-remove", actorId: null, org: "sso-beta", user: "gs-anna", role: "publisher", previous: "publisher", source: "oidc" },
      { action: "org.member-remove", actorId: null, org: "sso-acme", user: "gs-anna", role: "admin", previous: "admin", source: "oidc" },
    ]);
  });

  test("memberships granted by hand are never touched: not re-roled, not removed; a hand change takes a claim-granted one over", async () => {
    const person = identity({ preferred_username: "gs-ben" });
    const user = await syncOidcUser({ identity: person, grants: grants({ "sso-acme": "member", "sso-beta": "member" }) });
    // By hand: an admin makes ben a publisher of gamma, and changes his beta role (taking it over).
    await setOrgMember({ org: "sso-gamma", user: user.handle, role: "publisher", actor: null });
    await setOrgMember({ org: "sso-beta", user: user.handle, role: "admin", actor: null });
    expect(await memberships("gs-ben")).toEqual({ "sso-acme": "member/oidc", "sso-beta": "admin/manual", "sso-gamma": "publisher/manual" });

    const synced = await syncOidcUser({ identity: person, grants: grants({ "sso-gamma": "admin" }) });
    expect(synced.groups).toEqual({ added: [], changed: [], removed: ["sso-acme"] });
    expect(await memberships("gs-ben")).toEqual({ "sso-beta": "admin/manual", "sso-gamma": "publisher/manual" });
  });

  test("an accepted invitation makes the membership manual; a claim that overtakes an open invitation answers it", async () => {
    const person = identity({ preferred_username: "gs-cleo" });
    const user = await syncOidcUser({ identity: person, grants: grants({ "sso-acme": "member" }) });
    await inviteOrgMember({ org: "sso-beta", user: user.handle, role: "publisher", actor: { ...owner } });
    await syncOidcUser({ identity: person, grants: grants({ "sso-acme": "member", "sso-beta": "member" }) });
    expect(await db.orgInvitation.count({ where: { userId: user.id } })).toBe(0);
    expect(await memberships("gs-cleo")).toEqual({ "sso-acme": "member/oidc", "sso-beta": "member/oidc" });
  });

  test("the claim never grants, changes or removes an owner; the last-owner rule holds", async () => {
    const person = identity({ preferred_username: "gs-dora" });
    const user = await syncOidcUser({ identity: person, grants: grants({ "sso-acme": "member" }) });
    await createOrg({ handle: "sso-solo", ownerHandle: user.handle, actor: null });
    await setOrgMember({ org: "sso-acme", user: user.handle, role: "owner", actor: null });
    expect(await memberships("gs-dora")).toEqual({ "sso-acme": "owner/manual", "sso-solo": "owner/manual" });
    const synced = await syncOidcUser({ identity: person, grants: grants({ "sso-solo": "member" }) });
    expect(synced.groups).toEqual({ added: [], changed: [], removed: [] });
    expect(await memberships("gs-dora")).toEqual({ "sso-acme": "owner/manual", "sso-solo": "owner/manual" });
    await expectCode(removeOrgMember({ org: "sso-solo", user: user.handle, actor: null }), "LAST_OWNER");
  });

  test("concurrent sign-ins of one account apply one at a time (orgs locked): the last claim wins, nothing is duplicated", async () => {
    const person = identity({ preferred_username: "gs-eve" });
    await syncOidcUser({ identity: person, grants: null });
    await Promise.all([
      syncOidcUser({ identity: person, grants: grants({ "sso-acme": "member", "sso-beta": "member" }) }),
      syncOidcUser({ identity: person, grants: grants({ "sso-acme": "member", "sso-beta": "member" }) }),
    ]);
    expect(await memberships("gs-eve")).toEqual({ "sso-acme": "member/oidc", "sso-beta": "member/oidc" });
    expect((await auditOf("gs-eve")).filter((entry) => entry.action === "org.member-add")).toHaveLength(2);
  });
});

describe("signInWithOidc (the Auth.js callback's work) with the group map configured", () => {
  const idToken = (claims: Record<string, unknown>) => new UnsecuredJWT(claims).encode();

  beforeAll(() => {
    Object.assign(process.env, {
      AUTH_OIDC_ISSUER: ISSUER,
      AUTH_OIDC_ID: "skillvault",
      AUTH_OIDC_SECRET: "secret",
      AUTH_OIDC_GROUPS_CLAIM: "https://acme.example/groups",
      AUTH_OIDC_GROUP_MAP: JSON.stringify({ "cn=readers,dc=acme": "sso-acme", "cn=leads,dc=acme": ["sso-acme:admin", "sso-beta:publisher"] }),
    });
    resetConfigForTests();
  });
  afterAll(() => {
    for (const name of ["AUTH_OIDC_ISSUER", "AUTH_OIDC_ID", "AUTH_OIDC_SECRET", "AUTH_OIDC_GROUPS_CLAIM", "AUTH_OIDC_GROUP_MAP"]) delete process.env[name];
    resetConfigForTests();
  });

  const claim = "https://acme.example/groups";

  test("claims from the ID token and userinfo together: groups in the ID token, profile in userinfo", async () => {
    const result = await signInWithOidc({
      idToken: idToken({ iss: ISSUER, sub: "cb-1", [claim]: ["cn=leads,dc=acme", "cn=leads,dc=acme", 5, "sso-gamma"] }),
      userinfo: { sub: "cb-1", preferred_username: "cb.frank", name: { first: "not a string" } },
    });
    expect(result).toMatchObject({ ok: true, user: { handle: "cb-frank", groups: { added: ["sso-acme", "sso-beta"] } } });
    expect(await memberships("cb-frank")).toEqual({ "sso-acme": "admin/oidc", "sso-beta": "publisher/oidc" });
  });

  test("a group claim that is too long or not a list refuses the sign-in and changes nothing", async () => {
    const huge = Array.from({ length: 1001 }, (_, index) => (index === 0 ? "cn=readers,dc=acme" : `g-${index}`));
    for (const groups of [huge, { "cn=readers,dc=acme": true }, 17]) {
      const result = await signInWithOidc({ idToken: idToken({ iss: ISSUER, sub: "cb-1" }), userinfo: { sub: "cb-1", [claim]: groups } });
      expect(result).toEqual({ ok: false, error: "OidcGroups" });
    }
    expect(await memberships("cb-frank")).toEqual({ "sso-acme": "admin/oidc", "sso-beta": "publisher/oidc" });
  });

  test("no usable subject, or userinfo about someone else, refuses the sign-in", async () => {
    expect(await signInWithOidc({ idToken: idToken({ iss: ISSUER }), userinfo: {} })).toEqual({ ok: false, error: "OidcClaims" });
    expect(await signInWithOidc({ idToken: idToken({ iss: ISSUER, sub: "x".repeat(256) }), userinfo: {} })).toEqual({ ok: false, error: "OidcClaims" });
    expect(await signInWithOidc({ idToken: idToken({ iss: ISSUER, sub: "cb-1" }), userinfo: { sub: "cb-2" } })).toEqual({ ok: false, error: "OidcClaims" });
    expect(await signInWithOidc({ idToken: "not a jwt", userinfo: { sub: "cb-1" } })).toEqual({ ok: false, error: "OidcClaims" });
    expect(await signInWithOidc({ idToken: undefined, userinfo: { sub: "cb-1" } })).toEqual({ ok: false, error: "OidcClaims" });
  });

  test("a banned account is refused and its memberships are left as they are", async () => {
    const user = await db.user.findUniqueOrThrow({ where: { handle: "cb-frank" } });
    await db.user.update({ where: { id: user.id }, data: { bannedAt: new Date() } });
    const result = await signInWithOidc({ idToken: idToken({ iss: ISSUER, sub: "cb-1", [claim]: [] }), userinfo: { sub: "cb-1" } });
    expect(result).toEqual({ ok: false, error: "AccountBanned" });
    expect(await memberships("cb-frank")).toEqual({ "sso-acme": "admin/oidc", "sso-beta": "publisher/oidc" });
  });
});
