// Registering trusted publishers (domain functions and API): validation, duplicates, who may
// manage them, and that removing one stops its workflow from minting.
import { describe, expect, test } from "vitest";
import { DELETE as deleteRoute } from "@/app/api/v1/skills/[slug]/trusted-publishers/[id]/route";
import { GET as listRoute, POST as addRoute } from "@/app/api/v1/skills/[slug]/trusted-publishers/route";
import type { Actor } from "@/lib/auth/actor";
import { createApiToken } from "@/lib/auth/create-api-token";
import { addTrustedPublisher } from "@/lib/auth/trusted-publishing/add-trusted-publisher";
import { listManagedSkillsWithPublishers } from "@/lib/auth/trusted-publishing/list-trusted-publishers";
import { mintPublishToken } from "@/lib/auth/trusted-publishing/mint-publish-token";
import { removeTrustedPublisher } from "@/lib/auth/trusted-publishing/remove-trusted-publisher";
import { db } from "@/lib/db";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { callRoute, errorCode, json } from "./call-route";
import { githubClaims } from "./local-oidc-issuer";
import { nextSlug, skillWithPublisher, useLocalIssuer } from "./trusted-publishing-setup";

const issuer = useLocalIssuer();

describe("registering trusted publishers", () => {
  async function ownedSkill(owner?: Actor) {
    const actor = owner ?? (await createActor());
    const slug = nextSlug("reg-skill");
    await db.skill.create({ data: { slug, ownerId: actor.userId, displayName: slug } });
    return { owner: actor, slug };
  }

  test("the workflow folder prefix is forgiven; duplicates (repository case-insensitive) are TRUSTED_PUBLISHER_EXISTS", async () => {
    const { owner, slug } = await ownedSkill();
    const added = await addTrustedPublisher({ actor: owner, slug, publisher: { repository: "octo-org/skills", workflow: ".github/workflows/publish.yml" } });
    expect(added).toMatchObject({
      repository: "octo-org/skills",
      workflow: "publish.yml",
      environment: null,
      ref: null,
      repositoryId: "555",
      repositoryOwnerId: "77",
    });
    await expectCode(
      addTrustedPublisher({ actor: owner, slug, publisher: { repository: "Octo-Org/Skills", workflow: "publish.yml" } }),
      "TRUSTED_PUBLISHER_EXISTS",
    );
    await addTrustedPublisher({ actor: owner, slug, publisher: { repository: "octo-org/skills", workflow: "publish.yml", environment: "release" } });
  });

  test("malformed repositories and workflows fail validation", async () => {
    const { owner, slug } = await ownedSkill();
    for (const publisher of [
      { repository: "no-slash", workflow: "publish.yml" },
      { repository: "a/b/c", workflow: "publish.yml" },
      { repository: "octo/skills", workflow: "publish.sh" },
      { repository: "octo/skills", workflow: "../publish.yml" },
    ]) {
      await expect(addTrustedPublisher({ actor: owner, slug, publisher })).rejects.toMatchObject({ name: "ZodError" });
    }
  });

  test("only the owner (or an org member, or an admin) manages a skill's trusted publishers", async () => {
    const { owner, slug } = await ownedSkill();
    const stranger = await createActor();
    await expectCode(addTrustedPublisher({ actor: stranger, slug, publisher: { repository: "octo/skills", workflow: "publish.yml" } }), "NOT_SKILL_OWNER");
    const admin = await createActor({ role: "ADMIN" });
    const added = await addTrustedPublisher({ actor: admin, slug, publisher: { repository: "octo/skills", workflow: "publish.yml" } });
    await expectCode(removeTrustedPublisher({ actor: stranger, slug, id: added.id }), "NOT_SKILL_OWNER");
    await removeTrustedPublisher({ actor: owner, slug, id: added.id });
    await expectCode(removeTrustedPublisher({ actor: owner, slug, id: added.id }), "TRUSTED_PUBLISHER_NOT_FOUND");
    await expectCode(
      addTrustedPublisher({ actor: owner, slug: "missing-skill", publisher: { repository: "octo/skills", workflow: "publish.yml" } }),
      "SKILL_NOT_FOUND",
    );
  });

  test("members see their org's skills in settings", async () => {
    const member = await createActor();
    const org = await db.user.create({ data: { handle: nextSlug("org"), kind: "ORG" } });
    await db.membership.create({ data: { orgId: org.id, userId: member.userId, role: "admin" } });
    const { slug } = await ownedSkill({ ...member, userId: org.id });
    await addTrustedPublisher({ actor: member, slug, publisher: { repository: "octo/skills", workflow: "publish.yml" } });
    const listed = await listManagedSkillsWithPublishers({ userId: member.userId });
    expect(listed.map((skill) => skill.slug)).toContain(slug);
    expect(listed.find((skill) => skill.slug === slug)?.trustedPublishers).toHaveLength(1);
  });

  test("the API: list, add (clawhub's workflowFilename accepted), delete; unauthenticated 401, read-only token 403", async () => {
    const { owner, slug } = await ownedSkill();
    const { token } = await createApiToken({ userId: owner.userId, label: "ci", scopes: ["read", "publish"] });
    const created = await callRoute(addRoute, `/api/v1/skills/${slug}/trusted-publishers`, {
      method: "POST",
      token,
      params: { slug },
      body: { repository: "octo/skills", workflowFilename: "release.yaml" },
    });
    expect(created.status).toBe(201);
    const { trustedPublisher } = await json<{ trustedPublisher: { id: string; workflow: string } }>(created);
    expect(trustedPublisher.workflow).toBe("release.yaml");
    const listed = await json<{ items: Array<{ id: string }> }>(
      await callRoute(listRoute, `/api/v1/skills/${slug}/trusted-publishers`, { token, params: { slug } }),
    );
    expect(listed.items.map((item) => item.id)).toEqual([trustedPublisher.id]);

    expect(
      (
        await callRoute(addRoute, `/api/v1/skills/${slug}/trusted-publishers`, {
          method: "POST",
          params: { slug },
          body: { repository: "octo/skills", workflow: "a.yml" },
        })
      ).status,
    ).toBe(401);
    const readOnly = (await createApiToken({ userId: owner.userId, label: "ro", scopes: ["read"] })).token;
    expect(
      await errorCode(
        await callRoute(addRoute, `/api/v1/skills/${slug}/trusted-publishers`, {
          method: "POST",
          token: readOnly,
          params: { slug },
          body: { repository: "octo/skills", workflow: "a.yml" },
        }),
      ),
    ).toBe("FORBIDDEN");
    expect(
      await errorCode(
        await callRoute(addRoute, `/api/v1/skills/${slug}/trusted-publishers`, {
          method: "POST",
          token,
          params: { slug },
          body: { repository: "nope", workflow: "a.yml" },
        }),
      ),
    ).toBe("VALIDATION_FAILED");

    const deleted = await callRoute(deleteRoute, `/api/v1/skills/${slug}/trusted-publishers/${trustedPublisher.id}`, {
      method: "DELETE",
      token,
      params: { slug, id: trustedPublisher.id },
    });
    expect(await json(deleted)).toEqual({ ok: true });
    expect(
      await errorCode(
        await callRoute(deleteRoute, `/api/v1/skills/${slug}/trusted-publishers/${trustedPublisher.id}`, {
          method: "DELETE",
          token,
          params: { slug, id: trustedPublisher.id },
        }),
      ),
    ).toBe("TRUSTED_PUBLISHER_NOT_FOUND");
  });

  test("after removal, the workflow can no longer mint", async () => {
    const { owner, slug, registration } = await skillWithPublisher();
    await removeTrustedPublisher({ actor: owner, slug, id: registration.id });
    await expectCode(mintPublishToken({ slug, oidcToken: await issuer().sign(githubClaims()) }), "TRUSTED_PUBLISHER_MISMATCH");
  });
});
