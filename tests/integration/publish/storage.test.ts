// What a publish stores: content-addressed blobs shared across versions and skills, per-file
// sha256, the canonical digest and the deterministic zip's sha256, a verifiable signature, and
// the search document, all committed together.
import { createHash, createPublicKey, verify } from "node:crypto";
import { describe, expect, test } from "vitest";
import { getBlobStore } from "@/lib/blobs";
import { readBundle } from "@/lib/bundle";
import { db } from "@/lib/db";
import { publishVersion } from "@/lib/publish";
import { canonicalJson } from "@/lib/signing";
import { createActor } from "../helpers/create-actor";
import { skillFiles } from "../helpers/skill-files";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const shared = '#!/bin/sh\n# shared helper\necho "formatting $1"\n';

describe("blobs", () => {
  test("identical files are stored once across versions and across skills", async () => {
    const alice = await createActor();
    const bob = await createActor();
    await publishVersion({
      actor: alice,
      slug: "dedup-one",
      version: "1.0.0",
      bundle: skillFiles({ name: "dedup-one", files: { "scripts/format.sh": shared } }),
    });
    const afterFirst = await db.blob.count();
    await publishVersion({
      actor: alice,
      slug: "dedup-one",
      version: "1.1.0",
      bundle: skillFiles({ name: "dedup-one", body: "# v1.1\n\nChanged.\n", files: { "scripts/format.sh": shared } }),
    });
    // Only the changed SKILL.md and the new zip are new.
    expect(await db.blob.count()).toBe(afterFirst + 2);
    await publishVersion({
      actor: bob,
      slug: "dedup-two",
      version: "1.0.0",
      bundle: skillFiles({ name: "dedup-two", files: { "scripts/format.sh": shared } }),
    });
    expect(await db.blob.count()).toBe(afterFirst + 4);
    const sharedSha = sha256(new TextEncoder().encode(shared));
    expect(await db.skillFile.count({ where: { sha256: sharedSha } })).toBe(3);
    expect(await db.blob.count({ where: { sha256: sharedSha } })).toBe(1);
  });

  test("per-file sha256, canonical digest and the zip's sha256 are recorded and match the stored bytes", async () => {
    const actor = await createActor();
    const bundle = skillFiles({ name: "hashes", files: { "references/notes.md": "# Notes\n\nSome notes.\n", "assets/logo.txt": "logo" } });
    const result = await publishVersion({ actor, slug: "hashes", version: "1.0.0", bundle });
    const expected = await readBundle(bundle);
    const version = await db.skillVersion.findUniqueOrThrow({ where: { id: result.version.id }, include: { files: { orderBy: { path: "asc" } } } });

    expect(version.digest).toBe(expected.digest);
    expect(version.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(version.fingerprint).toBe(expected.fingerprint);
    expect(version.fileCount).toBe(3);
    expect(version.totalSize).toBe(expected.totalSize);
    for (const file of version.files) {
      const stored = await getBlobStore().get(file.sha256);
      expect(stored).not.toBeNull();
      expect(sha256(stored!)).toBe(file.sha256);
      expect(stored!.byteLength).toBe(file.size);
    }
    const zip = await getBlobStore().get(version.zipSha256);
    expect(zip).not.toBeNull();
    expect(sha256(zip!)).toBe(version.zipSha256);
    expect(zip!.byteLength).toBe(version.zipSize);
    expect(result.version).toMatchObject({ digest: version.digest, zipSha256: version.zipSha256 });
  });

  test("the zip is deterministic: the same files give the same zip sha256 in another skill", async () => {
    const actor = await createActor();
    const files = { "scripts/run.py": "print('hello')\n" };
    const a = await publishVersion({ actor, slug: "zip-a", version: "1.0.0", bundle: skillFiles({ name: "zip-same", files }) });
    const b = await publishVersion({ actor, slug: "zip-b", version: "4.0.0", bundle: skillFiles({ name: "zip-same", files }) });
    expect(a.version.zipSha256).toBe(b.version.zipSha256);
  });
});

describe("signature", () => {
  test("the version statement verifies with the registry's public key and says what was published", async () => {
    const actor = await createActor();
    const result = await publishVersion({ actor, slug: "signed", version: "1.2.3", bundle: skillFiles({ name: "signed" }) });
    const attestation = await db.attestation.findFirstOrThrow({ where: { versionId: result.version.id }, include: { key: { select: { publicKey: true } } } });
    const ok = verify(null, Buffer.from(attestation.payload, "utf8"), createPublicKey(attestation.key.publicKey), Buffer.from(attestation.signature, "base64"));
    expect(ok).toBe(true);
    const statement = JSON.parse(attestation.payload) as Record<string, unknown>;
    expect(statement).toMatchObject({
      slug: "signed",
      version: "1.2.3",
      digest: result.version.digest,
      verdict: result.verdict,
      publishedAt: result.version.createdAt,
    });
    expect(canonicalJson(statement)).toBe(attestation.payload);
    // A tampered statement does not verify.
    const forged = canonicalJson({ ...statement, digest: `sha256:${"0".repeat(64)}` });
    expect(verify(null, Buffer.from(forged, "utf8"), createPublicKey(attestation.key.publicKey), Buffer.from(attestation.signature, "base64"))).toBe(false);
  });
});

describe("records written with the version", () => {
  test("audit entry, change-feed entry and search document", async () => {
    const actor = await createActor();
    const provenance = { kind: "github" as const, repository: "octo/skills", ref: "main", commit: "a".repeat(40), path: "skills/records" };
    const result = await publishVersion({
      actor,
      slug: "records",
      version: "1.0.0",
      changelog: "First.",
      provenance,
      ip: "203.0.113.9",
      bundle: skillFiles({ name: "records" }),
    });
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "version.publish", targetId: result.version.id } });
    expect(audit).toMatchObject({ actorId: actor.userId, skillId: result.skill.id, ip: "203.0.113.9" });
    expect(audit.data).toMatchObject({ slug: "records", version: "1.0.0", digest: result.version.digest, provenance });
    expect(await db.changeEvent.count({ where: { kind: "publish", skillId: result.skill.id, version: "1.0.0" } })).toBe(1);
    // The PostgreSQL search document is written in the same transaction (outbox: outbox.test.ts).
    expect(await db.skillSearchDocument.count({ where: { skillId: result.skill.id } })).toBe(1);
    const version = await db.skillVersion.findUniqueOrThrow({ where: { id: result.version.id } });
    expect(version.provenance).toEqual(provenance);
    expect(version.changelog).toBe("First.");
    expect(version.publishedById).toBe(actor.userId);
  });

  test("a trusted-publishing actor's provenance is stored on the version", async () => {
    const actor = await createActor();
    const provenance = {
      kind: "github-actions" as const,
      issuer: "https://token.actions.githubusercontent.com",
      repository: "octo/skill",
      repositoryId: "42",
      commit: "b".repeat(40),
      ref: "refs/tags/v1.0.0",
      workflowRef: "octo/skill/.github/workflows/publish.yml@refs/tags/v1.0.0",
      workflow: "publish.yml",
      runId: "7",
    };
    const result = await publishVersion({ actor: { ...actor, provenance }, slug: "from-ci", version: "1.0.0", bundle: skillFiles({ name: "from-ci" }) });
    expect((await db.skillVersion.findUniqueOrThrow({ where: { id: result.version.id } })).provenance).toEqual(provenance);
  });
});
