// Trusted publishers trust GitHub's ids, not the first caller (issue 24): registration asks GitHub
// for the repository's id and owner id and pins both; pull-request refs never mint and an allowed
// ref can be required; an OIDC token is exchanged within minutes of being issued and the minted
// token never outlives it; rows registered before pinning are pinned only after GitHub agrees; and
// a registration stops minting once its creator may no longer administer the skill (org roles).
import { describe, expect, test } from "vitest";
import { addTrustedPublisher } from "@/lib/auth/trusted-publishing/add-trusted-publisher";
import { mintPublishToken } from "@/lib/auth/trusted-publishing/mint-publish-token";
import { OIDC_MAX_TOKEN_AGE_SECONDS } from "@/lib/auth/trusted-publishing/oidc-settings";
import { db } from "@/lib/db";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { errorCode } from "./call-route";
import { githubClaims } from "./local-oidc-issuer";
import { localGithub, mint, nextSlug, skillWithPublisher, useLocalIssuer } from "./trusted-publishing-setup";

const issuer = useLocalIssuer();
const token = async (overrides: Record<string, unknown> = {}, options: Parameters<ReturnType<typeof issuer>["sign"]>[1] = {}) =>
  issuer().sign(githubClaims(overrides), options);

describe("pinning at registration", () => {
  test("the repository and owner ids come from GitHub at registration, not from the first token", async () => {
    const { slug, registration } = await skillWithPublisher();
    expect(registration).toMatchObject({ repository: "octo-org/skills", repositoryId: "555", repositoryOwnerId: "77" });
    // The first caller naming the registered repository with other ids does not get to pin them.
    await expectCode(mintPublishToken({ slug, oidcToken: await token({ repository_id: "4242" }) }), "TRUSTED_PUBLISHER_MISMATCH");
    await expectCode(mintPublishToken({ slug, oidcToken: await token({ repository_owner_id: "4343" }) }), "TRUSTED_PUBLISHER_MISMATCH");
    expect((await mintPublishToken({ slug, oidcToken: await token() })).skill.slug).toBe(slug);
  });

  test("a repository GitHub does not know cannot be registered", async () => {
    const owner = await createActor();
    const slug = nextSlug("unknown-repo");
    await db.skill.create({ data: { slug, ownerId: owner.userId, displayName: slug } });
    await expectCode(
      addTrustedPublisher({ actor: owner, slug, publisher: { repository: "nobody/nothing", workflow: "publish.yml" } }),
      "GITHUB_REPO_NOT_FOUND",
    );
    expect(await db.trustedPublisher.count({ where: { skill: { slug } } })).toBe(0);
  });

  test("the repository's name as GitHub spells it is stored, and follows a rename at the next exchange", async () => {
    const { slug, registration } = await skillWithPublisher({ repository: "OCTO/SKILLS", workflow: "publish.yml" });
    expect(registration.repository).toBe("octo/skills");
    const renamed = {
      repository: "octo/skills-v2",
      repository_id: "600",
      repository_owner: "octo",
      repository_owner_id: "78",
      workflow_ref: "octo/skills-v2/.github/workflows/publish.yml@refs/heads/main",
    };
    await mintPublishToken({ slug, oidcToken: await token(renamed) });
    expect((await db.trustedPublisher.findUniqueOrThrow({ where: { id: registration.id } })).repository).toBe("octo/skills-v2");
  });

  test("a row registered before pinning is pinned after GitHub confirms the ids, and refused when it does not", async () => {
    const owner = await createActor();
    const slug = nextSlug("legacy");
    const skill = await db.skill.create({ data: { slug, ownerId: owner.userId, displayName: slug } });
    const legacy = await db.trustedPublisher.create({
      data: { skillId: skill.id, repository: "octo-org/skills", workflow: "publish.yml", createdById: owner.userId },
    });
    await expectCode(mintPublishToken({ slug, oidcToken: await token({ repository_id: "31337" }) }), "TRUSTED_PUBLISHER_MISMATCH");
    expect(await db.trustedPublisher.findUniqueOrThrow({ where: { id: legacy.id } })).toMatchObject({ repositoryId: null, repositoryOwnerId: null });
    await mintPublishToken({ slug, oidcToken: await token() });
    expect(await db.trustedPublisher.findUniqueOrThrow({ where: { id: legacy.id } })).toMatchObject({ repositoryId: "555", repositoryOwnerId: "77" });
  });
});

describe("refs", () => {
  test("a pull request's merge ref never mints, even without an allowed ref", async () => {
    const { slug } = await skillWithPublisher();
    const response = await mint({
      slug,
      githubOidcToken: await token({ ref: "refs/pull/7/merge", workflow_ref: "octo-org/skills/.github/workflows/publish.yml@refs/pull/7/merge" }),
    });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe("TRUSTED_PUBLISHER_MISMATCH");
  });

  test("with an allowed ref, other branches are refused; a prefix ending in * allows release tags", async () => {
    const { slug } = await skillWithPublisher({ repository: "octo-org/skills", workflow: "publish.yml", ref: "refs/heads/main" });
    await expectCode(mintPublishToken({ slug, oidcToken: await token({ ref: "refs/heads/wip" }) }), "TRUSTED_PUBLISHER_MISMATCH");
    await mintPublishToken({ slug, oidcToken: await token({ ref: "refs/heads/main" }) });
    const tagged = await skillWithPublisher({ repository: "octo-org/skills", workflow: "publish.yml", ref: "refs/tags/v*" });
    await expectCode(mintPublishToken({ slug: tagged.slug, oidcToken: await token({ ref: "refs/heads/main" }) }), "TRUSTED_PUBLISHER_MISMATCH");
    await mintPublishToken({ slug: tagged.slug, oidcToken: await token({ ref: "refs/tags/v2.0.0" }) });
  });

  test("an allowed ref must be a branch or tag ref", async () => {
    const owner = await createActor();
    const slug = nextSlug("bad-ref");
    await db.skill.create({ data: { slug, ownerId: owner.userId, displayName: slug } });
    for (const ref of ["refs/pull/*", "main", "refs/heads/a b", "refs/*"]) {
      await expect(
        addTrustedPublisher({ actor: owner, slug, publisher: { repository: "octo-org/skills", workflow: "publish.yml", ref } }),
      ).rejects.toMatchObject({ name: "ZodError" });
    }
  });
});

describe("lifetimes", () => {
  test(`an OIDC token issued more than ${OIDC_MAX_TOKEN_AGE_SECONDS / 60} minutes ago is OIDC_TOKEN_EXPIRED, whatever its exp`, async () => {
    const { slug } = await skillWithPublisher();
    const stale = await token({}, { expiresInSeconds: 6 * 3600, issuedSecondsAgo: OIDC_MAX_TOKEN_AGE_SECONDS + 120 });
    const response = await mint({ slug, githubOidcToken: stale });
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe("OIDC_TOKEN_EXPIRED");
    const fresh = await token({}, { expiresInSeconds: 6 * 3600, issuedSecondsAgo: 60 });
    expect((await mint({ slug, githubOidcToken: fresh })).status).toBe(200);
  });

  test("an OIDC token without iat is refused", async () => {
    const { slug } = await skillWithPublisher();
    expect(await errorCode(await mint({ slug, githubOidcToken: await token({}, { issuedSecondsAgo: null }) }))).toBe("OIDC_TOKEN_INVALID");
  });

  test("the minted token expires no later than the OIDC token it came from", async () => {
    const { slug } = await skillWithPublisher();
    const before = Date.now();
    const minted = await mintPublishToken({ slug, oidcToken: await token({}, { expiresInSeconds: 120 }) });
    expect(minted.expiresAt.getTime()).toBeLessThanOrEqual(before + 121_000);
  });
});

describe("org roles and the creator re-check", () => {
  async function orgSkill() {
    const org = await db.user.create({ data: { handle: nextSlug("tp-org"), kind: "ORG" } });
    const [admin, publisher] = [await createActor(), await createActor()];
    await db.membership.createMany({
      data: [
        { orgId: org.id, userId: admin.userId, role: "admin" },
        { orgId: org.id, userId: publisher.userId, role: "publisher" },
      ],
    });
    const slug = nextSlug("org-tp");
    await db.skill.create({ data: { slug, ownerId: org.id, displayName: slug } });
    return { org, admin, publisher, slug };
  }

  test("a publisher member cannot register a trusted publisher for the org's skill", async () => {
    const { publisher, slug } = await orgSkill();
    await expectCode(
      addTrustedPublisher({ actor: publisher, slug, publisher: { repository: "mallory/skills", workflow: "publish.yml" } }),
      "ORG_ROLE_REQUIRED",
    );
    expect(await db.trustedPublisher.count({ where: { skill: { slug } } })).toBe(0);
  });

  test("after its creator leaves the org, or is demoted to publisher, the registration mints nothing", async () => {
    const { org, admin, slug } = await orgSkill();
    await addTrustedPublisher({ actor: admin, slug, publisher: { repository: "octo-org/skills", workflow: "publish.yml" } });
    await mintPublishToken({ slug, oidcToken: await token() });

    await db.membership.update({ where: { orgId_userId: { orgId: org.id, userId: admin.userId } }, data: { role: "publisher" } });
    await expectCode(mintPublishToken({ slug, oidcToken: await token() }), "TRUSTED_PUBLISHER_REVOKED");
    await db.membership.delete({ where: { orgId_userId: { orgId: org.id, userId: admin.userId } } });
    const response = await mint({ slug, githubOidcToken: await token() });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe("TRUSTED_PUBLISHER_REVOKED");
    const skill = await db.skill.findUniqueOrThrow({ where: { slug } });
    expect(await db.apiToken.count({ where: { kind: "OIDC", skillId: skill.id } })).toBe(1);
  });

  test("a banned creator's registration mints nothing", async () => {
    const { admin, slug } = await orgSkill();
    await addTrustedPublisher({ actor: admin, slug, publisher: { repository: "octo-org/skills", workflow: "publish.yml" } });
    await db.user.update({ where: { id: admin.userId }, data: { bannedAt: new Date() } });
    await expectCode(mintPublishToken({ slug, oidcToken: await token() }), "TRUSTED_PUBLISHER_REVOKED");
  });
});

test("the local GitHub was asked at registration", () => {
  expect(localGithub().requests.some((request) => request === "GET /repos/octo-org/skills")).toBe(true);
});
