// GitHub sign-in users are keyed by GitHub's numeric id: renames keep ownership, stale handles
// are released, and a user created ahead of time (the first admin) is claimed by its login.
import { describe, expect, test } from "vitest";
import { syncGithubUser } from "@/lib/auth/users/sync-github-user";
import { createUser } from "@/lib/auth/create-user";
import { syncOidcUser } from "@/lib/auth/users/sync-oidc-user";
import { db } from "@/lib/db";

describe("syncGithubUser", () => {
  test("first sign-in creates the user with the lower-cased login as handle", async () => {
    const user = await syncGithubUser({ githubId: "1001", login: "OctoCat", name: "The Octocat", image: "https://avatars.example/1" });
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ handle: "octocat", githubId: "1001", displayName: "The Octocat", image: "https://avatars.example/1", role: "USER" });
  });

  test("a GitHub rename updates the handle and keeps the same user (and so every skill it owns)", async () => {
    const before = await syncGithubUser({ githubId: "1002", login: "old-name" });
    await db.skill.create({ data: { slug: "renamed-skill", ownerId: before.id, displayName: "Renamed" } });
    const after = await syncGithubUser({ githubId: "1002", login: "new-name" });
    expect(after.id).toBe(before.id);
    expect(after.handle).toBe("new-name");
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "renamed-skill" }, include: { owner: true } })).owner.handle).toBe("new-name");
  });

  test("a login now used by someone else releases the stale holder's handle; the stale user keeps its skills", async () => {
    const stale = await syncGithubUser({ githubId: "2001", login: "popular" });
    await db.skill.create({ data: { slug: "stale-skill", ownerId: stale.id, displayName: "Stale" } });
    const fresh = await syncGithubUser({ githubId: "2002", login: "popular" });
    expect(fresh.id).not.toBe(stale.id);
    expect(fresh.handle).toBe("popular");
    expect((await db.user.findUniqueOrThrow({ where: { id: stale.id } })).handle).toBe("gh-2001");
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "stale-skill" } })).ownerId).toBe(stale.id);
    const back = await syncGithubUser({ githubId: "2001", login: "popular-renamed" });
    expect(back).toMatchObject({ id: stale.id, handle: "popular-renamed" });
  });

  test("a user created ahead of time with `hub user create <login> --role admin` is claimed by that GitHub login", async () => {
    const created = await createUser({ handle: "first-admin", role: "ADMIN" });
    const signedIn = await syncGithubUser({ githubId: "3001", login: "first-admin" });
    expect(signedIn).toMatchObject({ id: created.id, role: "ADMIN" });
    expect((await db.user.findUniqueOrThrow({ where: { id: created.id } })).githubId).toBe("3001");
  });

  test("an account already signed in through single sign-on is never claimed by a GitHub login spelt like its handle", async () => {
    // Both providers on one server: anyone may register a GitHub login that matches an enterprise
    // account's handle (made from its preferred_username); that must not sign them in as that person.
    const sso = await syncOidcUser({ identity: { iss: "https://idp.example.com", sub: "employee-42", preferred_username: "jane-doe" }, grants: null });
    await db.user.update({ where: { id: sso.id }, data: { role: "ADMIN" } });
    const stranger = await syncGithubUser({ githubId: "3101", login: "jane-doe" });
    expect(stranger.id).not.toBe(sso.id);
    expect(stranger).toMatchObject({ handle: "gh-3101", role: "USER" });
    expect(await db.user.findUniqueOrThrow({ where: { id: sso.id }, select: { handle: true, githubId: true } })).toEqual({
      handle: "jane-doe",
      githubId: null,
    });
    expect(await db.account.findMany({ where: { userId: sso.id }, select: { provider: true } })).toEqual([{ provider: "oidc" }]);
  });

  test("an organisation's handle is never claimed: the GitHub user gets a placeholder handle", async () => {
    const org = await db.user.create({ data: { handle: "acme", kind: "ORG" } });
    const user = await syncGithubUser({ githubId: "4001", login: "acme" });
    expect(user.id).not.toBe(org.id);
    expect(user.handle).toBe("gh-4001");
  });

  test("a placeholder someone took first (an org named gh-<id>, a GitHub login spelt so) is not the sign-in's end: the next free one", async () => {
    // Anyone may create an org or a GitHub account called gh-4101: the placeholder of GitHub
    // account 4101 must not then fail that account's every sign-in on the unique handle.
    const squatter = await db.user.create({ data: { handle: "gh-4101", kind: "ORG" } });
    await db.user.create({ data: { handle: "taken-login", kind: "ORG" } });
    const user = await syncGithubUser({ githubId: "4101", login: "taken-login" });
    expect(user.handle).toMatch(/^gh-4101-\d+$/);
    expect((await syncGithubUser({ githubId: "4101", login: "taken-login" })).id).toBe(user.id);
    // A stale holder released to its placeholder finds it taken too.
    const stale = await syncGithubUser({ githubId: "4102", login: "moved-on" });
    await syncGithubUser({ githubId: "4199", login: "gh-4102" });
    const fresh = await syncGithubUser({ githubId: "4103", login: "moved-on" });
    expect(fresh.handle).toBe("moved-on");
    expect((await db.user.findUniqueOrThrow({ where: { id: stale.id } })).handle).toMatch(/^gh-4102-\d+$/);
    expect((await db.user.findUniqueOrThrow({ where: { id: squatter.id } })).handle).toBe("gh-4101");
  });

  test("logins our handle rules reject (old GitHub accounts may end in '-') get a placeholder", async () => {
    expect((await syncGithubUser({ githubId: "5001", login: "trailing-" })).handle).toBe("gh-5001");
  });

  test("ban status comes back so sign-in can refuse it", async () => {
    const user = await syncGithubUser({ githubId: "6001", login: "rule-breaker" });
    await db.user.update({ where: { id: user.id }, data: { bannedAt: new Date() } });
    expect((await syncGithubUser({ githubId: "6001", login: "rule-breaker" })).bannedAt).not.toBeNull();
  });
});
