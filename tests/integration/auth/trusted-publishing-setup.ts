// Shared set-up for trusted-publishing tests: a local OIDC issuer wired into the configuration for
// the whole file, and skills with a registered trusted publisher.
import { afterAll, beforeAll } from "vitest";
import { POST as mintRoute } from "@/app/api/v1/publish/token/mint/route";
import { addTrustedPublisher } from "@/lib/auth/trusted-publishing/add-trusted-publisher";
import { resetConfigForTests } from "@/lib/config";
import { db } from "@/lib/db";
import { createActor } from "../helpers/create-actor";
import { callRoute } from "./call-route";
import { startLocalIssuer, type LocalIssuer } from "./local-oidc-issuer";

export const AUDIENCE = "skillvault-test";

/** Starts the issuer before the file's tests and points OIDC_ISSUER/OIDC_AUDIENCE at it. */
export function useLocalIssuer(): () => LocalIssuer {
  let issuer: LocalIssuer | undefined;
  beforeAll(async () => {
    issuer = await startLocalIssuer(AUDIENCE);
    process.env.OIDC_ISSUER = issuer.issuer;
    process.env.OIDC_AUDIENCE = AUDIENCE;
    delete process.env.OIDC_JWKS_URL;
    resetConfigForTests();
  });
  afterAll(async () => {
    await issuer?.close();
    for (const key of ["OIDC_ISSUER", "OIDC_AUDIENCE", "OIDC_JWKS_URL"]) delete process.env[key];
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
export async function skillWithPublisher(publisher: { repository: string; workflow: string; environment?: string } = { repository: "octo-org/skills", workflow: "publish.yml" }) {
  const owner = await createActor();
  const slug = nextSlug("tp-skill");
  const skill = await db.skill.create({ data: { slug, ownerId: owner.userId, displayName: slug } });
  const registration = await addTrustedPublisher({ actor: owner, slug, publisher });
  return { owner, slug, skill, registration };
}

export const mint = (body: Record<string, unknown>) => callRoute(mintRoute, "/api/v1/publish/token/mint", { method: "POST", body });
