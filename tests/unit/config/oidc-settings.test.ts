// AUTH_OIDC_* in lib/config: none is fine (no enterprise sign-in), the issuer, id and secret only
// together, an issuer that can be one, and a group map that parses — otherwise getConfig throws a
// ConfigError naming the variable (the server refuses to start; startup-config.ts).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterEach, describe, expect, test } from "vitest";
import { ConfigError, getConfig, resetConfigForTests } from "@/lib/config";

const NAMES = ["AUTH_OIDC_ISSUER", "AUTH_OIDC_ID", "AUTH_OIDC_SECRET", "AUTH_OIDC_NAME", "AUTH_OIDC_SCOPES", "AUTH_OIDC_GROUPS_CLAIM", "AUTH_OIDC_GROUP_MAP"];
const full = { AUTH_OIDC_ISSUER: "https://idp.example.com/realms/acme", AUTH_OIDC_ID: "skillvault", AUTH_OIDC_SECRET: "s3cret" };

function configWith(env: Record<string, string>) {
  for (const name of NAMES) delete process.env[name];
  Object.assign(process.env, env);
  resetConfigForTests();
  return getConfig();
}

function refusal(env: Record<string, string>): string {
  try {
    configWith(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a ConfigError");
}

afterEach(() => {
  for (const name of NAMES) delete process.env[name];
  resetConfigForTests();
});

describe("AUTH_OIDC_*", () => {
  test("unset: no enterprise sign-in; empty values count as unset", () => {
    expect(configWith({}).oidc).toBeNull();
    expect(configWith({ AUTH_OIDC_ISSUER: "", AUTH_OIDC_ID: " ", AUTH_OIDC_SECRET: "" }).oidc).toBeNull();
  });

  test("all three: on, with defaults for the rest", () => {
    expect(configWith(full).oidc).toEqual({
      issuer: full.AUTH_OIDC_ISSUER,
      clientId: "skillvault",
      clientSecret: "s3cret",
      name: "single sign-on",
      scopes: "openid profile email",
      groupsClaim: "groups",
      groupMap: null,
    });
  });

  test("a partial set names what is missing", () => {
    expect(refusal({ AUTH_OIDC_ISSUER: full.AUTH_OIDC_ISSUER })).toMatch(/AUTH_OIDC_ID, AUTH_OIDC_SECRET are not set/);
    expect(refusal({ AUTH_OIDC_ISSUER: full.AUTH_OIDC_ISSUER, AUTH_OIDC_ID: "x" })).toMatch(/AUTH_OIDC_SECRET is not set/);
    expect(refusal({ AUTH_OIDC_SECRET: "x" })).toMatch(/AUTH_OIDC_ISSUER, AUTH_OIDC_ID are not set/);
    // A group map or a name without a provider is a half-done configuration too.
    expect(refusal({ AUTH_OIDC_GROUP_MAP: "{}" })).toMatch(/AUTH_OIDC_ISSUER, AUTH_OIDC_ID, AUTH_OIDC_SECRET are not set/);
  });

  test.each([
    ["not a URL", { AUTH_OIDC_ISSUER: "idp.example.com" }, /AUTH_OIDC_ISSUER/],
    ["plain http off this machine", { AUTH_OIDC_ISSUER: "http://idp.example.com" }, /https URL/],
    ["a query", { AUTH_OIDC_ISSUER: "https://idp.example.com/?tenant=1" }, /without credentials, query or fragment/],
    ["a fragment", { AUTH_OIDC_ISSUER: "https://idp.example.com/#x" }, /without credentials, query or fragment/],
    ["scopes without openid", { AUTH_OIDC_SCOPES: "profile email" }, /AUTH_OIDC_SCOPES/],
    ["a claim name with a space", { AUTH_OIDC_GROUPS_CLAIM: "my groups" }, /AUTH_OIDC_GROUPS_CLAIM/],
    ["a map that is not JSON", { AUTH_OIDC_GROUP_MAP: "devs=acme" }, /AUTH_OIDC_GROUP_MAP is not JSON/],
    ["a map granting owner", { AUTH_OIDC_GROUP_MAP: '{"leads": "acme:owner"}' }, /owner is never granted/],
  ])("refuses %s", (_name, env, message) => {
    expect(refusal({ ...full, ...env })).toMatch(message);
  });

  test("http on 127.0.0.1 or localhost (a provider next to the server), a URL-like claim name, and a map", () => {
    const oidc = configWith({
      ...full,
      AUTH_OIDC_ISSUER: "http://127.0.0.1:9000",
      AUTH_OIDC_NAME: "Acme SSO",
      AUTH_OIDC_GROUPS_CLAIM: "https://acme.example/claims/groups",
      AUTH_OIDC_GROUP_MAP: '{"devs": ["acme", "beta:admin"]}',
    }).oidc;
    expect(oidc).toMatchObject({ issuer: "http://127.0.0.1:9000", name: "Acme SSO", groupsClaim: "https://acme.example/claims/groups" });
    expect([...(oidc?.groupMap ?? [])]).toEqual([
      [
        "devs",
        [
          { org: "acme", role: "member" },
          { org: "beta", role: "admin" },
        ],
      ],
    ]);
    expect(configWith({ ...full, AUTH_OIDC_ISSUER: "http://localhost:8080/realms/dev" }).oidc?.issuer).toBe("http://localhost:8080/realms/dev");
  });
});

test("a starting server with a partial set exits 1 and names what is missing (instrumentation → startupConfig)", async () => {
  const run = (extra: Record<string, string>) =>
    promisify(execFile)(
      process.execPath,
      ["node_modules/tsx/dist/cli.mjs", "-e", 'import("./lib/config/startup-config.ts").then((m) => { m.startupConfig(); console.log("started"); })'],
      { env: { ...process.env, ...extra } },
    ).then(
      ({ stdout }) => ({ exit: 0, out: stdout }),
      (error: { code: number; stderr: string }) => ({ exit: error.code, out: error.stderr }),
    );
  const refused = await run({ AUTH_OIDC_ISSUER: full.AUTH_OIDC_ISSUER, AUTH_OIDC_ID: full.AUTH_OIDC_ID });
  expect(refused.exit).toBe(1);
  expect(refused.out).toContain("refusing to start");
  expect(refused.out).toContain("AUTH_OIDC_SECRET is not set");
  expect(await run(full)).toMatchObject({ exit: 0, out: expect.stringContaining("started") });
});
