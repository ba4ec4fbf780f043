// Shared set-up for trusted-publishing tests: a local OIDC issuer and a local GitHub (registration
// asks GitHub for the repository's ids) wired into the configuration for the whole file, and skills
// with a registered trusted publisher.
import { afterAll, beforeAll } from "vitest";
import { POST as mintRoute } from "@/app/api/v1/publish/token/mint/route";
import { addTrustedPublisher } from "@/lib/auth/trusted-publishing/add-trusted-publisher";
import { resetConfigForTests } from "@/lib/config";
import { db } from "@/lib/db";
import { createActor } from "../helpers/create-actor";
import { callRoute } from "./call-route";
import { startLocalIssuer, type LocalIssuer } from "./local-oidc-issuer";
import { startLocalGithub, type LocalGithub } from "../../setup/github/local-github";

export const AUDIENCE = "skillvault-test";

/** Repositories the local GitHub knows: octo-org/skills is the one githubClaims() names (ids 555 / 77). */
export const HOSTED = [
  { id: 555, owner: { login: "octo-org", id: 77, type: "Organization" as const }, name: "skills" },
  { id: 600, owner: { login: "octo", id: 78, type: "User" as const }, name: "skills" },
  { id: 666, owner: { login: "mallory", id: 99, type: "User" as const }, name: "skills" },
  { id: 667, owner: { login: "mallory", id: 99, type: "User" as const }, name: "x" },
];

let github: LocalGithub | undefined;

/** The local GitHub of the running file (started by useLocalIssuer). */
export function localGithub(): LocalGithub {
  if (!github) throw new Error("the local GitHub starts in useLocalIssuer's beforeAll");
  return github;
}

/** Starts the issuer before the file's tests and points OIDC_ISSUER/OIDC_AUDIENCE at it. */
export function useLocalIssuer(): () => LocalIssuer {
  let issuer: LocalIssuer | undefined;
  beforeAll(async () => {
    issuer = await startLocalIssuer(AUDIENCE);
    github = await startLocalGithub();
    for (const repository of HOSTED) github.host(repository);
    process.env.GITHUB_API_URL = github.apiUrl;
    process.env.OIDC_ISSUER = issuer.issuer;
    process.env.OIDC_AUDIENCE = AUDIENCE;
    delete process.env.OIDC_JWKS_URL;
    resetConfigForTests();
  });
  afterAll(async () => {
    await issuer?.close();
    await github?.close();
    github = undefined;
    for (const key of ["OIDC_ISSUER", "OIDC_AUDIENCE", "OIDC_JWKS_URL", "GITHUB_API_URL"]) delete process.env[key];
    resetConfigForTests();
  });
  return () => {
    if (!issuer) throw new Error("the local issuer starts in beforeAll");
    return issuer;
  };
}

let skillCounter = 0;

export function nextSlug(prefix: string): string {
  return `${prefix}-${++skillCounter}`;
}

/** A skill owned by a fresh user, trusting octo-org/skills' publish.yml unless told otherwise. */
export async function skillWithPublisher(
  publisher: { repository: string; workflow: string; environment?: string; ref?: string } = { repository: "octo-org/skills", workflow: "publish.yml" },
) {
  const owner = await createActor();
  const slug = nextSlug("tp-skill");
  const skill = await db.skill.create({ data: { slug, ownerId: owner.userId, displayName: slug } });
  const registration = await addTrustedPublisher({ actor: owner, slug, publisher });
  return { owner, slug, skill, registration };
}

export const mint = (body: Record<string, unknown>) => callRoute(mintRoute, "/api/v1/publish/token/mint", { method: "POST", body });
