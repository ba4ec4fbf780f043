// Exchanging a GitHub Actions OIDC token (verified against a local issuer's JWKS) for a 15-minute
// token limited to one skill, and every way an exchange is refused. Pinning, refs, token age and
// the creator re-check: trusted-publisher-pinning.test.ts.
import { describe, expect, test } from "vitest";
import { POST as addRoute } from "@/app/api/v1/skills/[slug]/trusted-publishers/route";
import { addTrustedPublisher } from "@/lib/auth/trusted-publishing/add-trusted-publisher";
import { mintPublishToken } from "@/lib/auth/trusted-publishing/mint-publish-token";
import { createPersonalToken } from "@/lib/auth/tokens/create-personal-token";
import { verifyApiToken } from "@/lib/auth/verify-api-token";
import { resetConfigForTests } from "@/lib/config";
import { db } from "@/lib/db";
import { expectCode } from "../helpers/expect-code";
import { callRoute, errorCode, json } from "./call-route";
import { githubClaims } from "./local-oidc-issuer";
import { mint, skillWithPublisher, useLocalIssuer } from "./trusted-publishing-setup";

const issuer = useLocalIssuer();

describe("exchanging a GitHub Actions OIDC token", () => {
  test("a valid token from the trusted workflow mints a 15-minute token limited to the skill, carrying provenance", async () => {
    const { owner, slug, skill, registration } = await skillWithPublisher();
    const before = Date.now();
    // GitHub's ID tokens live for hours; ours is 15 minutes whatever the OIDC token says.
    const response = await mint({ packageName: slug, version: "1.2.0", githubOidcToken: await issuer().sign(githubClaims(), { expiresInSeconds: 6 * 3600 }) });
    expect(response.status).toBe(200);
    const body = await json<{ token: string; expiresAt: number; skill: string }>(response);
    // clawhub's ApiV1PublishTokenMintResponseSchema: {token: string, expiresAt: number}.
    expect(typeof body.token).toBe("string");
    expect(body.expiresAt).toBeGreaterThanOrEqual(before + 15 * 60_000);
    expect(body.expiresAt).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    expect(body.skill).toBe(slug);

    const actor = await verifyApiToken(body.token);
    expect(actor).toMatchObject({ userId: owner.userId, limitedToSkillId: skill.id, scopes: ["read", "publish"], via: "token" });
    expect(actor.provenance).toEqual({
      kind: "github-actions",
      issuer: issuer().issuer,
      repository: "octo-org/skills",
      repositoryId: "555",
      commit: "0123456789abcdef0123456789abcdef01234567",
      ref: "refs/heads/main",
      workflowRef: "octo-org/skills/.github/workflows/publish.yml@refs/heads/main",
      workflow: "publish.yml",
      runId: "9001",
      runAttempt: "1",
    });
    const row = await db.apiToken.findUniqueOrThrow({ where: { id: actor.tokenId } });
    expect(row).toMatchObject({ kind: "OIDC", skillId: skill.id });
    expect(await db.trustedPublisher.findUniqueOrThrow({ where: { id: registration.id } })).toMatchObject({ repositoryId: "555" });
    expect(await db.auditLog.count({ where: { action: "token.mint-oidc", skillId: skill.id } })).toBe(1);
  });

  test("an expired token is 401 OIDC_TOKEN_EXPIRED", async () => {
    const { slug } = await skillWithPublisher();
    const response = await mint({ slug, githubOidcToken: await issuer().sign(githubClaims(), { expiresInSeconds: -60 }) });
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe("OIDC_TOKEN_EXPIRED");
  });

  test("a token from another repository is 403 TRUSTED_PUBLISHER_MISMATCH", async () => {
    const { slug, skill } = await skillWithPublisher();
    const claims = githubClaims({
      repository: "mallory/skills",
      repository_id: "666",
      repository_owner: "mallory",
      repository_owner_id: "99",
      workflow_ref: "mallory/skills/.github/workflows/publish.yml@refs/heads/main",
    });
    const response = await mint({ slug, githubOidcToken: await issuer().sign(claims) });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe("TRUSTED_PUBLISHER_MISMATCH");
    expect(await db.apiToken.count({ where: { skillId: skill.id } })).toBe(0);
  });

  test("a token for another audience is 401 OIDC_AUDIENCE_MISMATCH", async () => {
    const { slug } = await skillWithPublisher();
    const response = await mint({ slug, githubOidcToken: await issuer().sign(githubClaims(), { audience: "clawhub" }) });
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe("OIDC_AUDIENCE_MISMATCH");
  });

  test("a replayed token is 401 OIDC_TOKEN_REPLAYED, and racing copies mint only once", async () => {
    const { slug, skill } = await skillWithPublisher();
    const token = await issuer().sign(githubClaims());
    expect((await mint({ slug, githubOidcToken: token })).status).toBe(200);
    const replay = await mint({ slug, githubOidcToken: token });
    expect(replay.status).toBe(401);
    expect(await errorCode(replay)).toBe("OIDC_TOKEN_REPLAYED");

    const racing = await issuer().sign(githubClaims());
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        mintPublishToken({ slug, oidcToken: racing }).then(
          () => "ok",
          (error: { code?: string }) => error.code,
        ),
      ),
    );
    expect(results.filter((result) => result === "ok")).toHaveLength(1);
    expect(results.filter((result) => result === "OIDC_TOKEN_REPLAYED")).toHaveLength(2);
    expect(await db.apiToken.count({ where: { kind: "OIDC", skillId: skill.id } })).toBe(2);
  });

  test("another workflow file, or the same file name in another repository's workflow_ref, does not match", async () => {
    const { slug } = await skillWithPublisher();
    await expectCode(
      mintPublishToken({
        slug,
        oidcToken: await issuer().sign(githubClaims({ workflow_ref: "octo-org/skills/.github/workflows/deploy.yml@refs/heads/main" })),
      }),
      "TRUSTED_PUBLISHER_MISMATCH",
    );
    await expectCode(
      mintPublishToken({
        slug,
        oidcToken: await issuer().sign(githubClaims({ workflow_ref: "octo-org/other/.github/workflows/publish.yml@refs/heads/main" })),
      }),
      "TRUSTED_PUBLISHER_MISMATCH",
    );
  });

  test("a registered environment must be the run's environment (case-insensitive, as on GitHub)", async () => {
    const { slug } = await skillWithPublisher({ repository: "Octo-Org/Skills", workflow: "publish.yml", environment: "release" });
    await expectCode(mintPublishToken({ slug, oidcToken: await issuer().sign(githubClaims()) }), "TRUSTED_PUBLISHER_MISMATCH");
    await expectCode(mintPublishToken({ slug, oidcToken: await issuer().sign(githubClaims({ environment: "staging" })) }), "TRUSTED_PUBLISHER_MISMATCH");
    const minted = await mintPublishToken({ slug, oidcToken: await issuer().sign(githubClaims({ environment: "Release" })) });
    expect(minted.provenance.environment).toBe("Release");
  });

  test("the repository id pinned at registration: a re-created repository of the same name is refused", async () => {
    const { slug } = await skillWithPublisher();
    await mintPublishToken({ slug, oidcToken: await issuer().sign(githubClaims()) });
    await expectCode(mintPublishToken({ slug, oidcToken: await issuer().sign(githubClaims({ repository_id: "999" })) }), "TRUSTED_PUBLISHER_MISMATCH");
  });

  test("forged, foreign and incomplete tokens are 401 OIDC_TOKEN_INVALID", async () => {
    const { slug } = await skillWithPublisher();
    const forged = await issuer().sign(githubClaims(), { key: issuer().otherKey });
    const foreignIssuer = await issuer().sign(githubClaims(), { issuer: "https://token.actions.githubusercontent.com" });
    const incomplete = await issuer().sign(githubClaims({ repository_id: undefined }));
    for (const token of [forged, foreignIssuer, incomplete, "not-a-jwt", `${forged.slice(0, -4)}AAAA`]) {
      const response = await mint({ slug, githubOidcToken: token });
      expect(response.status).toBe(401);
      expect(await errorCode(response)).toBe("OIDC_TOKEN_INVALID");
    }
  });

  test("unknown or deleted skills are 404 SKILL_NOT_FOUND; a banned owner's skill mints nothing", async () => {
    expect(await errorCode(await mint({ slug: "no-such-skill", githubOidcToken: await issuer().sign(githubClaims()) }))).toBe("SKILL_NOT_FOUND");
    const { slug, owner } = await skillWithPublisher();
    await db.user.update({ where: { id: owner.userId }, data: { bannedAt: new Date() } });
    await expectCode(mintPublishToken({ slug, oidcToken: await issuer().sign(githubClaims()) }), "ACCOUNT_BANNED");
  });

  test("to a workflow it does not trust, a private, internal or hidden skill is a name never used (any repository can sign a token)", async () => {
    const mallory = githubClaims({
      repository: "mallory/skills",
      repository_id: "666",
      repository_owner: "mallory",
      repository_owner_id: "99",
      workflow_ref: "mallory/skills/.github/workflows/publish.yml@refs/heads/main",
    });
    const answer = async (slug: string) => {
      const response = await mint({ slug, githubOidcToken: await issuer().sign(mallory) });
      const body = await response.text();
      return { status: response.status, code: (JSON.parse(body) as { error?: { code?: string } }).error?.code, body: body.replaceAll(slug, "NAME") };
    };
    const never = await answer("tp-never-used");
    expect([never.status, never.code]).toEqual([404, "SKILL_NOT_FOUND"]);
    for (const data of [{ visibility: "PRIVATE" }, { visibility: "INTERNAL" }, { moderation: "HIDDEN" }] as const) {
      const { slug, skill } = await skillWithPublisher();
      await db.skill.update({ where: { id: skill.id }, data });
      expect(await answer(slug), JSON.stringify(data)).toEqual(never);
      // The workflow it trusts still mints.
      const trusted = await mint({ slug, githubOidcToken: await issuer().sign(githubClaims()) });
      expect(trusted.status, JSON.stringify(data)).toBe(200);
    }
  });

  test("a body without a skill name or token is 400 VALIDATION_FAILED", async () => {
    expect(await errorCode(await mint({ githubOidcToken: "x" }))).toBe("VALIDATION_FAILED");
    expect(await errorCode(await mint({ slug: "x" }))).toBe("VALIDATION_FAILED");
  });

  test("an unreachable JWKS is 503 OIDC_JWKS_UNAVAILABLE (our fault, retryable)", async () => {
    const { slug } = await skillWithPublisher();
    process.env.OIDC_JWKS_URL = "http://127.0.0.1:9/.well-known/jwks";
    resetConfigForTests();
    try {
      const response = await mint({ slug, githubOidcToken: await issuer().sign(githubClaims()) });
      expect(response.status).toBe(503);
      expect(await errorCode(response)).toBe("OIDC_JWKS_UNAVAILABLE");
    } finally {
      delete process.env.OIDC_JWKS_URL;
      resetConfigForTests();
    }
  });

  test("a minted token cannot widen its own access: no trusted-publisher changes, no new tokens", async () => {
    const { slug } = await skillWithPublisher();
    const minted = await mintPublishToken({ slug, oidcToken: await issuer().sign(githubClaims()) });
    const actor = await verifyApiToken(minted.token);
    await expectCode(addTrustedPublisher({ actor, slug, publisher: { repository: "mallory/x", workflow: "a.yml" } }), "FORBIDDEN");
    await expectCode(createPersonalToken({ actor, token: { label: "x", scopes: ["read"], expiresInDays: null } }), "FORBIDDEN");
    const response = await callRoute(addRoute, `/api/v1/skills/${slug}/trusted-publishers`, {
      method: "POST",
      token: minted.token,
      params: { slug },
      body: { repository: "mallory/x", workflow: "a.yml" },
    });
    expect(await errorCode(response)).toBe("FORBIDDEN");
  });
});
