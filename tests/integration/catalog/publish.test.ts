// The clawhub CLI's publish over HTTP: staged uploads (upload-url → bytes → JSON publish), the
// multipart form, the legacy paths, and every way it can be refused without leaving anything behind.
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { POST as legacyPublish } from "@/app/api/cli/publish/route";
import { POST as legacyUploadUrl } from "@/app/api/cli/upload-url/route";
import { POST as upload } from "@/app/api/v1/skills/-/upload/[ticket]/route";
import { POST as uploadUrl } from "@/app/api/v1/skills/-/upload-url/route";
import { POST as publishRoute } from "@/app/api/v1/skills/route";
import { publishResultSchema } from "@/lib/api-schemas/cli-publish";
import { db } from "@/lib/db";
import { expireUploadTickets } from "@/lib/uploads";
import { maliciousFiles } from "../helpers/flagged-content";
import { skillMarkdown } from "../helpers/skill-files";
import { acceptedByCli, clawhub } from "./clawhub-schemas";
import { callRaw, callRoute, expectError, json, tokenUser, type TokenUser } from "./route-helpers";

let author: TokenUser;
let other: TokenUser;
let reader: TokenUser;

type LocalFile = { path: string; bytes: Uint8Array };
const encoder = new TextEncoder();
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

function folder(name: string, extra: Record<string, string> = {}): LocalFile[] {
  return [
    { path: "SKILL.md", bytes: encoder.encode(skillMarkdown({ name })) },
    ...Object.entries(extra).map(([path, text]) => ({ path, bytes: encoder.encode(text) })),
  ];
}

/** What `clawhub publish` does: one ticket and one upload per file, then the JSON publish. */
async function stage(user: TokenUser, files: LocalFile[]) {
  const staged = [];
  for (const file of files) {
    const ticketResponse = await callRoute(uploadUrl, "/api/v1/skills/-/upload-url", {
      method: "POST",
      token: user.token,
      body: { path: file.path, size: file.bytes.byteLength, sha256: sha(file.bytes), contentType: "text/plain" },
    });
    const ticket = acceptedByCli(clawhub.ApiV1SkillUploadUrlResponseSchema, await json<{ uploadUrl: string; uploadTicket: string }>(ticketResponse));
    const path = new URL(ticket.uploadUrl).pathname;
    const uploaded = await callRaw(upload, path, {
      method: "POST",
      token: user.token,
      body: file.bytes as Uint8Array<ArrayBuffer>,
      headers: { "content-type": "text/plain" },
      params: { ticket: ticket.uploadTicket },
    });
    const { storageId } = acceptedByCli(clawhub.ApiUploadFileResponseSchema, await json<{ storageId: string }>(uploaded));
    staged.push({
      path: file.path,
      size: file.bytes.byteLength,
      storageId,
      sha256: sha(file.bytes),
      contentType: "text/plain",
      uploadTicket: ticket.uploadTicket,
    });
  }
  return staged;
}

function publishBody(slug: string, files: unknown[], extra: Record<string, unknown> = {}) {
  return { slug, displayName: slug, version: "1.0.0", changelog: "", acceptLicenseTerms: true, tags: ["latest"], files, ...extra };
}

beforeAll(async () => {
  author = await tokenUser({ handle: "pub-author" });
  other = await tokenUser({ handle: "pub-other" });
  reader = await tokenUser({ handle: "pub-reader", scopes: ["read"] });
});

describe("staged publish (what clawhub 0.23 sends)", () => {
  test("tickets, uploads and the JSON publish store exactly the uploaded bytes; the tickets are spent", async () => {
    const files = folder("staged-skill", { "scripts/run.sh": "#!/bin/sh\necho hi\n" });
    const staged = await stage(author, files);
    const response = await callRoute(publishRoute, "/api/v1/skills", {
      method: "POST",
      token: author.token,
      body: publishBody("staged-skill", staged, { ownerHandle: "pub-author", tags: ["latest", "beta"] }),
    });
    const body = acceptedByCli(clawhub.ApiV1PublishResponseSchema, publishResultSchema.parse(await json(response)));
    expect(body).toMatchObject({ ok: true, slug: "staged-skill", version: "1.0.0", status: "published", publicationStatus: "published", verdict: "clean" });
    const stored = await db.skillFile.findMany({ where: { versionId: body.versionId }, orderBy: { path: "asc" } });
    expect(stored.map((f) => [f.path, f.sha256])).toEqual(files.map((f) => [f.path, sha(f.bytes)]));
    expect(await db.distTag.findUnique({ where: { skillId_tag: { skillId: body.skillId, tag: "beta" } } })).not.toBeNull();
    expect(await db.uploadTicket.count({ where: { userId: author.actor.userId } })).toBe(0);
  });

  test("a malicious bundle is refused (422 SCAN_BLOCKED) with each finding as a line of the text body", async () => {
    const staged = await stage(author, folder("evil-skill", maliciousFiles));
    const text = await expectError(
      await callRoute(publishRoute, "/api/v1/skills", { method: "POST", token: author.token, body: publishBody("evil-skill", staged) }),
      422,
      "SCAN_BLOCKED",
    );
    expect(text).toMatch(/scripts\/setup\.sh:3 critical/);
    expect(await db.skill.count({ where: { slug: "evil-skill" } })).toBe(0);
  });

  test("same version again is 409 VERSION_EXISTS; someone else's slug is 403 SKILL_OWNED_BY_OTHER", async () => {
    await callRoute(publishRoute, "/api/v1/skills", {
      method: "POST",
      token: author.token,
      body: publishBody("taken-slug", await stage(author, folder("taken-slug"))),
    });
    await expectError(
      await callRoute(publishRoute, "/api/v1/skills", {
        method: "POST",
        token: author.token,
        body: publishBody("taken-slug", await stage(author, folder("taken-slug"))),
      }),
      409,
      "VERSION_EXISTS",
    );
    await expectError(
      await callRoute(publishRoute, "/api/v1/skills", {
        method: "POST",
        token: other.token,
        body: publishBody("taken-slug", await stage(other, folder("taken-slug")), { version: "2.0.0" }),
      }),
      403,
      "SKILL_OWNED_BY_OTHER",
    );
  });

  test("topics and the display name are normalised as the website's are (one publishVersion); what cannot be stored is refused before anything is", async () => {
    const staged = await stage(author, folder("labelled-skill"));
    const response = await callRoute(publishRoute, "/api/v1/skills", {
      method: "POST",
      token: author.token,
      body: publishBody("labelled-skill", staged, { displayName: "  Labelled \t Skill ", topics: ["Developer Tools", "#AI", "ai"] }),
    });
    expect(response.status).toBe(200);
    expect(await db.skill.findUniqueOrThrow({ where: { slug: "labelled-skill" }, select: { displayName: true, topics: true } })).toEqual({
      displayName: "Labelled Skill",
      topics: ["developer-tools", "ai"],
    });
    // Older CLIs send `categories`: the same rule.
    const legacy = await stage(author, folder("categorised-skill"));
    await callRoute(publishRoute, "/api/v1/skills", {
      method: "POST",
      token: author.token,
      body: publishBody("categorised-skill", legacy, { categories: ["Data Science"] }),
    });
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "categorised-skill" }, select: { topics: true } })).topics).toEqual(["data-science"]);

    const before = await db.skillVersion.count();
    const badTopic = await stage(author, folder("bad-topic-skill"));
    await expectError(
      await callRoute(publishRoute, "/api/v1/skills", {
        method: "POST",
        token: author.token,
        body: publishBody("bad-topic-skill", badTopic, { topics: ["c++"] }),
      }),
      400,
      "TOPIC_INVALID",
    );
    const badName = await stage(author, folder("bad-name-skill"));
    await expectError(
      await callRoute(publishRoute, "/api/v1/skills", {
        method: "POST",
        token: author.token,
        body: publishBody("bad-name-skill", badName, { displayName: "Safe\u202Egnp.exe" }),
      }),
      400,
      "DISPLAY_NAME_INVALID",
    );
    expect(await db.skillVersion.count()).toBe(before);
  });

  test("bytes that differ from the declared sha256 are refused at upload (UPLOAD_MISMATCH)", async () => {
    const ticket = await json<{ uploadTicket: string }>(
      await callRoute(uploadUrl, "/api/v1/skills/-/upload-url", {
        method: "POST",
        token: author.token,
        body: { path: "SKILL.md", size: 5, sha256: sha(encoder.encode("hello")) },
      }),
    );
    await expectError(
      await callRaw(upload, "/x", { method: "POST", token: author.token, body: "HELLO", params: { ticket: ticket.uploadTicket } }),
      400,
      "UPLOAD_MISMATCH",
    );
    expect((await callRaw(upload, "/x", { method: "POST", token: author.token, body: "hello", params: { ticket: ticket.uploadTicket } })).status).toBe(200);
  });

  test("someone else's ticket, an unknown ticket, a ticket never uploaded, or wrong sha256 in the publish", async () => {
    const [mine] = await stage(author, folder("ticket-owner"));
    await expectError(
      await callRaw(upload, "/x", { method: "POST", token: other.token, body: "x", params: { ticket: mine!.storageId } }),
      404,
      "UPLOAD_NOT_FOUND",
    );
    await expectError(
      await callRoute(publishRoute, "/api/v1/skills", { method: "POST", token: other.token, body: publishBody("stolen-files", [mine]) }),
      404,
      "UPLOAD_NOT_FOUND",
    );
    const empty = await json<{ uploadTicket: string }>(
      await callRoute(uploadUrl, "/api/v1/skills/-/upload-url", {
        method: "POST",
        token: author.token,
        body: { path: "SKILL.md", size: 1, sha256: "a".repeat(64) },
      }),
    );
    await expectError(
      await callRoute(publishRoute, "/api/v1/skills", {
        method: "POST",
        token: author.token,
        body: publishBody("never-sent", [{ ...mine, storageId: empty.uploadTicket }]),
      }),
      400,
      "UPLOAD_INCOMPLETE",
    );
    await expectError(
      await callRoute(publishRoute, "/api/v1/skills", {
        method: "POST",
        token: author.token,
        body: publishBody("wrong-sha", [{ ...mine, sha256: "b".repeat(64) }]),
      }),
      400,
      "UPLOAD_INCOMPLETE",
    );
    expect(await db.skill.count({ where: { slug: { in: ["stolen-files", "never-sent", "wrong-sha"] } } })).toBe(0);
  });

  test("upload-url: declared size over the file limit is 413; a malformed sha256 is 400", async () => {
    await expectError(
      await callRoute(uploadUrl, "/api/v1/skills/-/upload-url", {
        method: "POST",
        token: author.token,
        body: { path: "big.bin", size: 11 * 1024 * 1024, sha256: "a".repeat(64) },
      }),
      413,
      "PAYLOAD_TOO_LARGE",
    );
    await expectError(
      await callRoute(uploadUrl, "/api/v1/skills/-/upload-url", { method: "POST", token: author.token, body: { path: "SKILL.md", size: 1, sha256: "nope" } }),
      400,
      "VALIDATION_FAILED",
    );
  });

  test("no token is 401; a read-only token is 403; an unsupported body is 415; bad JSON 400", async () => {
    await expectError(await callRoute(publishRoute, "/api/v1/skills", { method: "POST", body: publishBody("anon", []) }), 401, "UNAUTHENTICATED");
    await expectError(await callRoute(publishRoute, "/api/v1/skills", { method: "POST", token: reader.token, body: publishBody("ro", []) }), 403, "FORBIDDEN");
    await expectError(await callRoute(uploadUrl, "/api/v1/skills/-/upload-url", { method: "POST", token: reader.token, body: {} }), 403, "FORBIDDEN");
    await expectError(await callRaw(upload, "/x", { method: "POST", body: "x", params: { ticket: "anything" } }), 401, "UNAUTHENTICATED");
    await expectError(
      await callRaw(publishRoute, "/api/v1/skills", { method: "POST", token: author.token, body: "slug=x", headers: { "content-type": "text/plain" } }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    );
    await expectError(
      await callRaw(publishRoute, "/api/v1/skills", { method: "POST", token: author.token, body: "{oops", headers: { "content-type": "application/json" } }),
      400,
      "BAD_REQUEST",
    );
    await expectError(
      await callRoute(publishRoute, "/api/v1/skills", { method: "POST", token: author.token, body: publishBody("no-files", []) }),
      400,
      "VALIDATION_FAILED",
    );
  });

  test("expired tickets are cleared with bytes no version uses; published bytes stay", async () => {
    const [kept] = await stage(author, folder("expiring"));
    const publishedBlobs = await db.blob.count();
    await db.uploadTicket.updateMany({ where: { id: kept!.storageId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const cleared = await expireUploadTickets();
    expect(cleared.tickets).toBeGreaterThanOrEqual(1);
    expect(await db.blob.findUnique({ where: { sha256: kept!.sha256 } })).toBeNull();
    expect(await db.blob.count()).toBe(publishedBlobs - cleared.blobs);
    const orphans = await db.$queryRaw<
      Array<{ n: number }>
    >`SELECT count(*)::int AS n FROM "SkillFile" f WHERE NOT EXISTS (SELECT 1 FROM "Blob" b WHERE b."sha256" = f."sha256")`;
    expect(orphans[0]!.n).toBe(0);
  });
});

describe("multipart publish", () => {
  test("payload JSON plus one `files` part per file", async () => {
    const form = new FormData();
    form.set("payload", JSON.stringify({ slug: "multi-skill", displayName: "Multi Skill", version: "0.1.0", changelog: "via form", tags: ["latest"] }));
    for (const file of folder("multi-skill", { "references/notes.md": "# Notes\n" }))
      form.append("files", new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.path);
    const response = await callRaw(publishRoute, "/api/v1/skills", { method: "POST", token: author.token, body: form });
    const body = publishResultSchema.parse(await response.json());
    expect(body).toMatchObject({ slug: "multi-skill", version: "0.1.0", result: "published" });
    expect((await db.skillFile.findMany({ where: { versionId: body.versionId } })).map((f) => f.path).sort()).toEqual(["SKILL.md", "references/notes.md"]);
  });

  test("no payload, or no files: 400 BAD_REQUEST", async () => {
    const noPayload = new FormData();
    noPayload.append("files", new Blob(["x"]), "SKILL.md");
    await expectError(await callRaw(publishRoute, "/api/v1/skills", { method: "POST", token: author.token, body: noPayload }), 400, "BAD_REQUEST");
    const noFiles = new FormData();
    noFiles.set("payload", JSON.stringify({ slug: "x-files", displayName: "X" }));
    await expectError(await callRaw(publishRoute, "/api/v1/skills", { method: "POST", token: author.token, body: noFiles }), 400, "BAD_REQUEST");
  });
});

describe("legacy staged publish (older CLIs)", () => {
  test("/api/cli/upload-url without a body, then /api/cli/publish", async () => {
    const files = folder("legacy-skill");
    const ticket = acceptedByCli(
      clawhub.ApiCliUploadUrlResponseSchema,
      await json<{ uploadUrl: string; uploadTicket: string }>(await callRoute(legacyUploadUrl, "/api/cli/upload-url", { method: "POST", token: author.token })),
    );
    const { storageId } = await json<{ storageId: string }>(
      await callRaw(upload, "/x", {
        method: "POST",
        token: author.token,
        body: files[0]!.bytes as Uint8Array<ArrayBuffer>,
        params: { ticket: ticket.uploadTicket },
      }),
    );
    const response = await callRoute(legacyPublish, "/api/cli/publish", {
      method: "POST",
      token: author.token,
      body: publishBody("legacy-skill", [{ path: "SKILL.md", size: files[0]!.bytes.byteLength, storageId, sha256: sha(files[0]!.bytes) }]),
    });
    acceptedByCli(clawhub.ApiCliPublishResponseSchema, await json(response));
  });
});
