// Two real Skillvault servers (issue 18): a team's mirror of another Skillvault reads it with a
// member's token (`hub mirror add … --token-env`), so the org's private skills come across, as
// internal skills here (nobody anonymous finds them); the token is sealed at rest and never shown;
// when the member is removed upstream, the next (incremental, change-feed) sync drops the copies.
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { createUser } from "@/lib/auth/create-user";
import { resetConfigForTests } from "@/lib/config";
import { closeDb, db } from "@/lib/db";
import { createOrg, removeOrgMember, setOrgMember } from "@/lib/orgs";
import { publishVersion } from "@/lib/publish";
import { startTestServer, type TestServer } from "../../setup/start-test-server";
import { hub } from "./run-tools";

const adminUrl = inject("pgAdminUrl");
const template = inject("pgTemplate");
const serverEnv = { MIRROR_SYNC_INTERVAL_MINUTES: "0" };
const encoder = new TextEncoder();
// The mirror's CLI seals the token with the same AUTH_SECRET its server runs with (start-test-server.ts).
process.env.AUTH_SECRET = "test-secret-not-for-production-0123456789";

let upstream: TestServer;
let mirror: TestServer;
let memberToken = "";
let localUserToken = "";
const actors: Record<string, Actor> = {};

async function publish(owner: string, slug: string, version: string, ownerHandle: string, visibility?: "private" | "internal") {
  actors[owner] ??= await createUser({ handle: owner }).then(
    (user) => ({ userId: user.id, handle: user.handle, role: user.role, scopes: ["read", "publish"], via: "system" }) as Actor,
  );
  const skill = `---\nname: ${slug}\ndescription: Helps with ${slug.replace(/-/g, " ")} tasks; written for the mirror token test.\n---\n\n# ${slug}\n`;
  await publishVersion({
    actor: actors[owner]!,
    slug,
    version,
    ownerHandle,
    ...(visibility ? { visibility } : {}),
    bundle: { kind: "files", files: [{ path: "SKILL.md", bytes: encoder.encode(skill) }] },
  });
}

async function status(server: TestServer, route: string, token?: string): Promise<number> {
  const response = await fetch(`${server.url}${route}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  await response.arrayBuffer();
  return response.status;
}

async function okHub(args: string[], env: Record<string, string> = {}) {
  Object.assign(process.env, env);
  const run = await hub(mirror.databaseUrl, args);
  for (const key of Object.keys(env)) delete process.env[key];
  expect(run.code, `hub ${args.join(" ")}\n${run.out}\n${run.err}`).toBe(0);
  return run.out;
}

beforeAll(async () => {
  [upstream, mirror] = await Promise.all([startTestServer({ adminUrl, template, env: serverEnv }), startTestServer({ adminUrl, template, env: serverEnv })]);
  process.env.DATABASE_URL = upstream.databaseUrl;
  resetConfigForTests();
  await createUser({ handle: "tk-owner" });
  await createOrg({ handle: "tk-acme", ownerHandle: "tk-owner", actor: null });
  await createUser({ handle: "tk-member" });
  await setOrgMember({ org: "tk-acme", user: "tk-member", role: "member", actor: null });
  actors["tk-owner"] = {
    userId: (await db.user.findUniqueOrThrow({ where: { handle: "tk-owner" } })).id,
    handle: "tk-owner",
    role: "USER",
    scopes: ["read", "publish"],
    via: "system",
  };
  await publish("tk-owner", "tk-open", "1.0.0", "tk-acme");
  await publish("tk-owner", "tk-secret", "1.0.0", "tk-acme", "private");
  const upstreamHub = await hub(upstream.databaseUrl, ["token", "create", "tk-member", "--scopes", "read"]);
  memberToken = upstreamHub.out.trim().split("\n").at(-1)!;
  await okHub(["user", "create", "tk-local"]);
  localUserToken = (await okHub(["token", "create", "tk-local", "--scopes", "read"])).trim().split("\n").at(-1)!;
}, 240_000);

afterAll(async () => {
  await closeDb();
  await Promise.all([upstream?.stop(), mirror?.stop()]);
});

describe("a mirror with an upstream token", () => {
  test("copies the private skills the token reads, as internal skills here; the token is never shown", async () => {
    expect(await status(upstream, "/api/v1/skills/tk-secret")).toBe(404);
    expect(await status(upstream, "/api/v1/skills/tk-secret", memberToken)).toBe(200);
    const added = await okHub(["mirror", "add", "team", upstream.url, "--owner", "tk-acme", "--token-env", "TEAM_TOKEN"], { TEAM_TOKEN: memberToken });
    expect(added).not.toContain(memberToken);
    await okHub(["mirror", "sync", "team"]);
    expect(await status(mirror, "/api/v1/skills/team--tk-acme--tk-open")).toBe(200);
    // Not public here: anonymous visitors find nothing; a signed-in account of this registry reads it.
    expect(await status(mirror, "/api/v1/skills/team--tk-acme--tk-secret")).toBe(404);
    expect(await status(mirror, "/api/v1/skills/team--tk-acme--tk-secret", localUserToken)).toBe(200);
    const anonymousFeed = await fetch(`${mirror.url}/api/v1/changes?since=0&limit=500`).then((response) => response.text());
    expect(anonymousFeed).not.toContain("tk-secret");

    const listed = await okHub(["mirror", "list", "--json"]);
    expect(listed).not.toContain(memberToken);
    expect(JSON.parse(listed)).toEqual([expect.objectContaining({ name: "team", token: true, restrictedVisibility: "internal" })]);
    const stored = await hub(mirror.databaseUrl, ["mirror", "list"]);
    expect(stored.out + stored.err).not.toContain(memberToken);
  });

  test("the member removed upstream: the next sync follows the token's feed and drops the copy", async () => {
    process.env.DATABASE_URL = upstream.databaseUrl;
    resetConfigForTests();
    await removeOrgMember({ org: "tk-acme", user: "tk-member", actor: null });
    const out = await okHub(["mirror", "sync", "team"]);
    expect(out).toMatch(/incremental/);
    expect(await status(mirror, "/api/v1/skills/team--tk-acme--tk-secret", localUserToken)).toBe(404);
    expect(await status(mirror, "/api/v1/skills/team--tk-acme--tk-open")).toBe(200);
  });
});
