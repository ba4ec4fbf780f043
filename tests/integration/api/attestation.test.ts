// Signed statements: the keys document, the attestation route and its states, key rotation.
import { execFile } from "node:child_process";
import { createPublicKey, verify } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, test } from "vitest";
import { GET as getKeys } from "@/app/.well-known/skillvault-keys.json/route";
import { keysDocumentSchema } from "@/lib/api-schemas/routes/well-known-signing-keys";
import { GET as getAttestation } from "@/app/api/v1/skills/[slug]/versions/[version]/attestation/route";
import { attestationResponseSchema } from "@/lib/api-schemas/routes/version-attestation";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { blockVersion, hideSkill } from "@/lib/moderation";
import { deleteSkill, withdrawVersion } from "@/lib/publish";
import { rotateSigningKey } from "@/lib/signing";
import { callRoute, errorCode, json } from "../auth/call-route";
import { createActor } from "../helpers/create-actor";
import { publishFixture } from "../helpers/publish-fixture";
import { tokenFor, versionPath } from "./api-helpers";

type Attestation = ReturnType<typeof attestationResponseSchema.parse>;
type Keys = ReturnType<typeof keysDocumentSchema.parse>;

async function attestation(slug: string, version: string, token?: string) {
  const { path, params } = versionPath(slug, version, "attestation");
  return callRoute(getAttestation, path, { params, token });
}

async function keys(): Promise<Keys> {
  const response = await callRoute(getKeys, "/.well-known/skillvault-keys.json");
  expect(response.status).toBe(200);
  return keysDocumentSchema.parse(await response.json());
}

function verifies(body: Attestation, document: Keys): boolean {
  const key = document.keys.find((entry) => entry.kid === body.attestation.keyId);
  if (!key) return false;
  // PEM and JWK are the same key: check both forms.
  const fromJwk = createPublicKey({ key: key.jwk, format: "jwk" });
  const viaPem = verify(null, Buffer.from(body.attestation.payload), createPublicKey(key.publicKeyPem), Buffer.from(body.attestation.signature, "base64"));
  const viaJwk = verify(null, Buffer.from(body.attestation.payload), fromJwk, Buffer.from(body.attestation.signature, "base64"));
  return viaPem && viaJwk;
}

describe("keys document", () => {
  test("exists before anything is published, with one active Ed25519 key as PEM and JWK", async () => {
    const document = await keys();
    expect(document.keys).toHaveLength(1);
    expect(document.keys[0]).toMatchObject({ alg: "Ed25519", status: "active", retiredAt: null, jwk: { kty: "OKP", crv: "Ed25519" } });
    expect(Buffer.from(document.keys[0]!.jwk.x, "base64url")).toHaveLength(32);
  });
});

describe("attestation", () => {
  test("a published version's statement verifies with the keys document and matches the version", async () => {
    const owner = await createActor();
    const published = await publishFixture({ actor: owner, slug: "signed-skill", version: "1.2.0" });
    const response = await attestation("signed-skill", "1.2.0");
    expect(response.status).toBe(200);
    expect(response.headers.get("ratelimit-limit")).toBe("3000");
    const body = attestationResponseSchema.parse(await response.json());
    expect(body.attestation.statement).toEqual({
      _type: "https://skillvault.dev/attestation/version/v1",
      slug: "signed-skill",
      version: "1.2.0",
      digest: published.version.digest,
      verdict: "clean",
      scannerVersion: expect.any(String),
      publishedAt: published.version.createdAt,
    });
    expect(JSON.parse(body.attestation.payload)).toEqual(body.attestation.statement);
    expect(body.state).toMatchObject({ status: "active", installable: true });
    expect(body.keysUrl).toBe("http://hub.test/.well-known/skillvault-keys.json");
    expect(verifies(body, await keys())).toBe(true);
  });

  test("a dist-tag resolves to its version", async () => {
    const owner = await createActor();
    await publishFixture({ actor: owner, slug: "tagged-skill", version: "2.0.0" });
    const body = attestationResponseSchema.parse(await json(await attestation("tagged-skill", "latest")));
    expect(body.version).toBe("2.0.0");
  });

  test("a tampered payload does not verify", async () => {
    const owner = await createActor();
    await publishFixture({ actor: owner, slug: "tamper-skill", version: "1.0.0" });
    const body = attestationResponseSchema.parse(await json(await attestation("tamper-skill", "1.0.0")));
    const forged = { ...body, attestation: { ...body.attestation, payload: body.attestation.payload.replace('"clean"', '"clean" ') } };
    expect(verifies(forged, await keys())).toBe(false);
  });

  test("missing skill, missing version and malformed parameters have their codes", async () => {
    const owner = await createActor();
    await publishFixture({ actor: owner, slug: "present-skill", version: "1.0.0" });
    expect(await errorCode(await attestation("absent-skill", "1.0.0"))).toBe("SKILL_NOT_FOUND");
    expect(await errorCode(await attestation("present-skill", "9.9.9"))).toBe("VERSION_NOT_FOUND");
    expect(await errorCode(await attestation("present-skill", "beta"))).toBe("VERSION_NOT_FOUND");
    // Not slug-shaped, yet possibly a skill's name: looked up, not found.
    expect(await errorCode(await attestation("Not_A_Slug", "1.0.0"))).toBe("SKILL_NOT_FOUND");
    const bad = await attestation("x".repeat(129), "1.0.0");
    expect(bad.status).toBe(400);
    expect(await errorCode(bad)).toBe("VALIDATION_FAILED");
    expect(await errorCode(await attestation("present-skill", "1.0.0+build"))).toBe("VALIDATION_FAILED");
  });

  test("a withdrawn version still answers, explained, with the publisher's note", async () => {
    const owner = await createActor();
    await publishFixture({ actor: owner, slug: "withdrawn-skill", version: "1.0.0" });
    await publishFixture({ actor: owner, slug: "withdrawn-skill", version: "1.1.0" });
    await withdrawVersion({ actor: owner, slug: "withdrawn-skill", version: "1.1.0", reason: "broke the parser" });
    const body = attestationResponseSchema.parse(await json(await attestation("withdrawn-skill", "1.1.0")));
    expect(body.state).toMatchObject({ status: "withdrawn", installable: false, reason: "broke the parser" });
    expect(body.state.since).not.toBeNull();
    expect(verifies(body, await keys())).toBe(true);
  });

  test("a blocked version is explained; the moderator's reason only reaches the owner", async () => {
    const owner = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    await publishFixture({ actor: owner, slug: "blocked-skill", version: "1.0.0" });
    await publishFixture({ actor: owner, slug: "blocked-skill", version: "1.0.1" });
    await blockVersion({ actor: moderator, slug: "blocked-skill", version: "1.0.1", reason: "credential stealer in scripts/" });
    const anonymous = attestationResponseSchema.parse(await json(await attestation("blocked-skill", "1.0.1")));
    expect(anonymous.state).toMatchObject({ status: "blocked", installable: false, reason: null });
    const asOwner = await attestation("blocked-skill", "1.0.1", await tokenFor(owner));
    expect(asOwner.headers.get("cache-control")).toBe("private, no-store");
    expect(attestationResponseSchema.parse(await json(asOwner)).state.reason).toBe("credential stealer in scripts/");
  });

  test("a hidden skill is not found for others and visible to its owner; a deleted one is gone", async () => {
    const owner = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    await publishFixture({ actor: owner, slug: "hidden-skill", version: "1.0.0" });
    await hideSkill({ actor: moderator, slug: "hidden-skill", reason: "under review" });
    expect(await errorCode(await attestation("hidden-skill", "1.0.0"))).toBe("SKILL_NOT_FOUND");
    expect((await attestation("hidden-skill", "1.0.0", await tokenFor(owner))).status).toBe(200);
    expect((await attestation("hidden-skill", "1.0.0", await tokenFor(moderator))).status).toBe(200);

    await publishFixture({ actor: owner, slug: "deleted-skill", version: "1.0.0" });
    await deleteSkill({ actor: owner, slug: "deleted-skill" });
    const gone = await attestation("deleted-skill", "1.0.0");
    expect(gone.status).toBe(410);
    expect(await errorCode(gone)).toBe("SKILL_GONE");
  });

  test("a verdict change re-signs: the newest statement is served and counts the older one", async () => {
    const owner = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    await publishFixture({ actor: owner, slug: "resigned-skill", version: "1.0.0" });
    const { markVersionSuspicious } = await import("@/lib/moderation");
    await markVersionSuspicious({ actor: moderator, slug: "resigned-skill", version: "1.0.0", reason: "phones home" });
    const body = attestationResponseSchema.parse(await json(await attestation("resigned-skill", "1.0.0")));
    expect(body.attestation.statement.verdict).toBe("suspicious");
    expect(body.supersededCount).toBe(1);
  });
});

describe("key rotation", () => {
  test("retired keys stay published and keep verifying; new statements use the new key", async () => {
    const owner = await createActor();
    await publishFixture({ actor: owner, slug: "before-rotation", version: "1.0.0" });
    const old = attestationResponseSchema.parse(await json(await attestation("before-rotation", "1.0.0")));
    const { id: newKey } = await rotateSigningKey();
    await publishFixture({ actor: owner, slug: "after-rotation", version: "1.0.0" });
    const fresh = attestationResponseSchema.parse(await json(await attestation("after-rotation", "1.0.0")));
    expect(fresh.attestation.keyId).toBe(newKey);
    expect(old.attestation.keyId).not.toBe(newKey);

    const document = await keys();
    expect(document.keys[0]).toMatchObject({ kid: newKey, status: "active" });
    expect(document.keys.find((key) => key.kid === old.attestation.keyId)).toMatchObject({ status: "retired", retiredAt: expect.any(String) });
    expect(verifies(old, document)).toBe(true);
    expect(verifies(fresh, document)).toBe(true);
    expect(await db.signingKey.count({ where: { active: true } })).toBe(1);
  });

  test("`npm run hub -- keys rotate` retires the active key and prints both ids", async () => {
    const before = (await keys()).keys.find((key) => key.status === "active")!.kid;
    const repo = path.resolve(import.meta.dirname, "../../..");
    const { stdout } = await promisify(execFile)(path.join(repo, "node_modules", ".bin", "tsx"), ["lib/cli/hub.ts", "keys", "rotate"], {
      cwd: repo,
      env: { ...process.env, DATABASE_URL: getConfig().DATABASE_URL },
    });
    const after = await keys();
    const active = after.keys.filter((key) => key.status === "active");
    expect(active).toHaveLength(1);
    expect(stdout.trim()).toBe(`signing with ${active[0]!.kid}; retired ${before}`);
    expect(after.keys.find((key) => key.kid === before)?.status).toBe("retired");
  }, 60_000);
});
