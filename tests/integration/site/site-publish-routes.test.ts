// The website's publish routes: POST /api/v1/skills/-/check (stores nothing) and /-/publish
// (multipart, JSON answers with every finding explained), against a real database.
import { describe, expect, test } from "vitest";
import { POST as check } from "@/app/api/v1/skills/-/check/route";
import { POST as publish } from "@/app/api/v1/skills/-/publish/route";
import type { PublishCheck, SitePublishResult } from "@/lib/api-schemas/site-publish";
import { writeDeterministicZip } from "@/lib/bundle";
import { db } from "@/lib/db";
import { json } from "../auth/call-route";
import { createActor } from "../helpers/create-actor";
import { maliciousFiles, suspiciousFiles } from "../helpers/flagged-content";
import { skillMarkdown } from "../helpers/skill-files";
import { cookieFor, postUpload, uploadForm } from "./site-upload";

const CHECK = "/api/v1/skills/-/check";
const PUBLISH = "/api/v1/skills/-/publish";
const folder = (name: string, extra: Record<string, string> = {}) => ({
  folder: { [`${name}/SKILL.md`]: skillMarkdown({ name }), ...Object.fromEntries(Object.entries(extra).map(([path, text]) => [`${name}/${path}`, text])) },
});
const errorOf = async (response: Response) => (await json<{ error: { code: string; details?: Record<string, unknown> } }>(response)).error;

describe("POST /api/v1/skills/-/check", () => {
  test("answers files, findings and the slug's state for a folder, and stores nothing", async () => {
    const cookie = await cookieFor(await createActor());
    const before = { skills: await db.skill.count(), blobs: await db.blob.count() };
    const response = await postUpload(check, CHECK, uploadForm(folder("weather-now", suspiciousFiles)), { cookie });
    expect(response.status).toBe(200);
    const body = await json<PublishCheck>(response);
    expect(body.publishable).toBe(true);
    expect(body.bundle.rootName).toBe("weather-now");
    expect(body.bundle.files.map((file) => file.path)).toEqual(["SKILL.md", "scripts/install.sh"]);
    expect(body.scan.verdict).toBe("suspicious");
    expect(body.scan.findings).toContainEqual(expect.objectContaining({ ruleId: "cred-cloud-files", file: "scripts/install.sh", line: 3 }));
    expect(body.rules["cred-cloud-files"]?.description).toBeTruthy();
    expect(body.slug).toEqual({ value: "weather-now", status: "new", ownerHandle: null, latestVersion: null, nextVersion: "1.0.0", identicalVersion: null });
    expect({ skills: await db.skill.count(), blobs: await db.blob.count() }).toEqual(before);
  });

  test("a failed publish gate is an answer with every diagnostic, not an error", async () => {
    const cookie = await cookieFor(await createActor());
    const response = await postUpload(check, CHECK, uploadForm({ folder: { "no-description/SKILL.md": "---\nname: no-description\n---\n\n# Hi\n" } }), {
      cookie,
    });
    expect(response.status).toBe(200);
    const body = await json<PublishCheck>(response);
    expect(body.publishable).toBe(false);
    expect(body.validation.ok).toBe(false);
    expect(body.validation.diagnostics).toContainEqual(expect.objectContaining({ code: "DESCRIPTION_MISSING", severity: "error" }));
  });

  test("reads an archive and judges malicious content unpublishable", async () => {
    const cookie = await cookieFor(await createActor());
    const zip = writeDeterministicZip([
      { path: "evil-helper/SKILL.md", bytes: new TextEncoder().encode(skillMarkdown({ name: "evil-helper" })) },
      { path: "evil-helper/scripts/setup.sh", bytes: new TextEncoder().encode(maliciousFiles["scripts/setup.sh"]) },
    ]);
    const body = await json<PublishCheck>(await postUpload(check, CHECK, uploadForm({ archive: { name: "evil-helper.zip", bytes: zip } }), { cookie }));
    expect(body.bundle.format).toBe("zip");
    expect(body.scan.verdict).toBe("malicious");
    expect(body.publishable).toBe(false);
  });

  test("says when the slug is yours (next version) or someone else's", async () => {
    const owner = await createActor();
    const cookie = await cookieFor(owner);
    await postUpload(publish, PUBLISH, uploadForm(folder("taken-skill"), { version: "1.2.0" }), { cookie });
    const mine = await json<PublishCheck>(await postUpload(check, CHECK, uploadForm(folder("taken-skill")), { cookie }));
    // The same bytes again: the check names the version that already has them.
    expect(mine.slug).toMatchObject({ status: "yours", latestVersion: "1.2.0", nextVersion: "1.2.1", ownerHandle: owner.handle, identicalVersion: "1.2.0" });
    const changed = await json<PublishCheck>(await postUpload(check, CHECK, uploadForm(folder("taken-skill", { "notes.md": "new\n" })), { cookie }));
    expect(changed.slug.identicalVersion).toBeNull();
    // Someone else learns nothing about which versions hold these files.
    const theirs = await json<PublishCheck>(
      await postUpload(check, CHECK, uploadForm(folder("taken-skill")), { cookie: await cookieFor(await createActor()) }),
    );
    expect(theirs.slug).toMatchObject({ status: "taken", ownerHandle: owner.handle, identicalVersion: null });
  });

  test("refuses anonymous callers, cross-site cookies, empty forms and unsafe paths with their codes", async () => {
    const cookie = await cookieFor(await createActor());
    const anonymous = await postUpload(check, CHECK, uploadForm(folder("anon-skill")));
    expect([anonymous.status, (await errorOf(anonymous)).code]).toEqual([401, "UNAUTHENTICATED"]);
    const foreign = await postUpload(check, CHECK, uploadForm(folder("csrf-skill")), { cookie, origin: "https://evil.example" });
    expect([foreign.status, (await errorOf(foreign)).code]).toEqual([403, "CSRF_REJECTED"]);
    const empty = await postUpload(check, CHECK, uploadForm({ none: true }), { cookie });
    expect([empty.status, (await errorOf(empty)).code]).toEqual([400, "BAD_REQUEST"]);
    const traversal = await postUpload(check, CHECK, uploadForm({ folder: { "SKILL.md": skillMarkdown({ name: "x-skill" }), "../escape.sh": "echo hi" } }), {
      cookie,
    });
    expect([traversal.status, (await errorOf(traversal)).code]).toEqual([422, "BUNDLE_PATH_TRAVERSAL"]);
    const badMeta = await postUpload(check, CHECK, uploadForm(folder("meta-skill"), { topics: "not-a-list" }), { cookie });
    expect([badMeta.status, (await errorOf(badMeta)).code]).toEqual([400, "VALIDATION_FAILED"]);
  });
});

describe("POST /api/v1/skills/-/publish", () => {
  test("publishes a suspicious folder with its findings explained", async () => {
    const owner = await createActor();
    const response = await postUpload(
      publish,
      PUBLISH,
      uploadForm(folder("suspicious-tool", suspiciousFiles), { topics: ["Dev Tools", "shell"], changelog: "First" }),
      { cookie: await cookieFor(owner) },
    );
    expect(response.status).toBe(200);
    const body = await json<SitePublishResult>(response);
    expect(body).toMatchObject({ status: "published", verdict: "suspicious", url: `/${owner.handle}/suspicious-tool`, version: { version: "1.0.0" } });
    expect(body.rules["cred-cloud-files"]?.title).toBeTruthy();
    const skill = await db.skill.findUniqueOrThrow({
      where: { slug: "suspicious-tool" },
      select: { topics: true, latestVersion: { select: { reviewState: true, changelog: true } } },
    });
    expect(skill).toEqual({ topics: ["dev-tools", "shell"], latestVersion: { reviewState: "PENDING", changelog: "First" } });
  });

  test("a malicious folder is blocked with every finding and nothing is stored", async () => {
    const versionsBefore = await db.skillVersion.count();
    const response = await postUpload(publish, PUBLISH, uploadForm(folder("bad-tool", maliciousFiles)), { cookie: await cookieFor(await createActor()) });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.code).toBe("SCAN_BLOCKED");
    const details = error.details as { findings: Array<{ ruleId: string; file: string; line: number }>; rules: Record<string, unknown> };
    expect(details.findings).toContainEqual(expect.objectContaining({ ruleId: "exec-pipe-shell-untrusted", file: "scripts/setup.sh", line: 3 }));
    expect(details.rules["exec-pipe-shell-untrusted"]).toBeTruthy();
    expect(await db.skill.count({ where: { slug: "bad-tool" } })).toBe(0);
    expect(await db.skillVersion.count()).toBe(versionsBefore);
  });

  test("answers a repeated version, a bad topic and someone else's slug with their codes", async () => {
    const cookie = await cookieFor(await createActor());
    expect((await postUpload(publish, PUBLISH, uploadForm(folder("dupe-tool"), { version: "1.0.0" }), { cookie })).status).toBe(200);
    const again = await postUpload(publish, PUBLISH, uploadForm(folder("dupe-tool", { "notes.md": "changed" }), { version: "1.0.0" }), { cookie });
    expect([again.status, (await errorOf(again)).code]).toEqual([409, "VERSION_EXISTS"]);
    const topic = await postUpload(publish, PUBLISH, uploadForm(folder("topic-tool"), { topics: ["no spaces!"] }), { cookie });
    expect([topic.status, (await errorOf(topic)).code]).toEqual([400, "TOPIC_INVALID"]);
    const other = await postUpload(publish, PUBLISH, uploadForm(folder("dupe-tool", { "x.md": "x" })), { cookie: await cookieFor(await createActor()) });
    expect([other.status, (await errorOf(other)).code]).toEqual([403, "SKILL_OWNED_BY_OTHER"]);
  });
});
