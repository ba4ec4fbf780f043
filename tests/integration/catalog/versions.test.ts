// Versions (`clawhub inspect --versions/--version/--files/--file`), fingerprint resolution
// (`update`, `publish`, `sync`) and install plans: shapes the CLI accepts, states, pagination.
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { GET as legacyResolve } from "@/app/api/skill/resolve/route";
import { GET as resolveRoute } from "@/app/api/v1/resolve/route";
import { GET as fileRoute } from "@/app/api/v1/skills/[slug]/file/route";
import { GET as installRoute } from "@/app/api/v1/skills/[slug]/install/route";
import { GET as versionRoute } from "@/app/api/v1/skills/[slug]/versions/[version]/route";
import { GET as versionsRoute } from "@/app/api/v1/skills/[slug]/versions/route";
import { installPlanSchema } from "@/lib/api-schemas/install-plan";
import { versionDetailSchema, versionListSchema } from "@/lib/api-schemas/skill-versions";
import { computeClawhubFingerprint } from "@/lib/bundle";
import { blockVersion } from "@/lib/moderation";
import { withdrawVersion } from "@/lib/publish";
import { publishFixture } from "../helpers/publish-fixture";
import { skillFiles } from "../helpers/skill-files";
import { acceptedByCli, clawhub } from "./clawhub-schemas";
import { callRaw, expectError, tokenUser, type TokenUser } from "./route-helpers";

let owner: TokenUser;
let moderator: TokenUser;
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const version = (slug: string, v: string, token?: string) =>
  callRaw(versionRoute, `/api/v1/skills/${slug}/versions/${v}`, { params: { slug, version: v }, token });
const file = (slug: string, query: string) => callRaw(fileRoute, `/api/v1/skills/${slug}/file?${query}`, { params: { slug } });
const install = (slug: string, query = "") => callRaw(installRoute, `/api/v1/skills/${slug}/install${query}`, { params: { slug } });
const resolve = (query: string) => callRaw(resolveRoute, `/api/v1/resolve?${query}`);

beforeAll(async () => {
  owner = await tokenUser({ handle: "ver-owner" });
  moderator = await tokenUser({ handle: "ver-mod", role: "MODERATOR" });
  for (const [i, v] of ["1.0.0", "1.1.0", "1.2.0", "2.0.0"].entries()) {
    await publishFixture({
      actor: owner.actor,
      slug: "history",
      version: v,
      changelog: `release ${v}`,
      content: { files: { "scripts/run.sh": `#!/bin/sh\necho ${i}\n`, "assets/logo.png": png } },
    });
  }
  await withdrawVersion({ actor: owner.actor, slug: "history", version: "1.1.0" });
  await blockVersion({ actor: moderator.actor, slug: "history", version: "1.2.0", reason: "exfiltration" });
});

describe("GET /api/v1/skills/{slug}/versions", () => {
  test("installable versions newest first for everyone; every version with its status for the owner", async () => {
    const pub = acceptedByCli(
      clawhub.ApiV1SkillVersionListResponseSchema,
      versionListSchema.parse(await (await callRaw(versionsRoute, "/api/v1/skills/history/versions", { params: { slug: "history" } })).json()),
    );
    expect(pub.items.map((item) => item.version)).toEqual(["2.0.0", "1.0.0"]);
    expect(pub.items[0]).toMatchObject({ changelog: "release 2.0.0", changelogSource: "user", status: "active", digest: expect.stringMatching(/^sha256:/) });
    const mine = versionListSchema.parse(
      await (await callRaw(versionsRoute, "/api/v1/skills/history/versions", { params: { slug: "history" }, token: owner.token })).json(),
    );
    expect(mine.items.map((item) => [item.version, item.status])).toEqual([
      ["2.0.0", "active"],
      ["1.2.0", "blocked"],
      ["1.1.0", "withdrawn"],
      ["1.0.0", "active"],
    ]);
  });

  test("pages with a cursor; a cursor from the public list does not work in the owner's", async () => {
    const first = versionListSchema.parse(
      await (await callRaw(versionsRoute, "/api/v1/skills/history/versions?limit=1", { params: { slug: "history" } })).json(),
    );
    expect(first.items.map((item) => item.version)).toEqual(["2.0.0"]);
    const second = versionListSchema.parse(
      await (await callRaw(versionsRoute, `/api/v1/skills/history/versions?limit=1&cursor=${first.nextCursor}`, { params: { slug: "history" } })).json(),
    );
    expect(second).toMatchObject({ items: [{ version: "1.0.0" }], nextCursor: null });
    await expectError(
      await callRaw(versionsRoute, `/api/v1/skills/history/versions?cursor=${first.nextCursor}`, { params: { slug: "history" }, token: owner.token }),
      400,
      "CURSOR_INVALID",
    );
    await expectError(await callRaw(versionsRoute, "/api/v1/skills/missing/versions", { params: { slug: "missing" } }), 404, "SKILL_NOT_FOUND");
  });
});

describe("GET /api/v1/skills/{slug}/versions/{version}", () => {
  test("files with sha256, digest, fingerprint and zip sha256 that match the stored bytes", async () => {
    const response = await version("history", "2.0.0");
    const body = acceptedByCli(clawhub.ApiV1SkillVersionResponseSchema, versionDetailSchema.parse(await response.json()));
    const expectedFiles = skillFiles({ name: "history", files: { "scripts/run.sh": "#!/bin/sh\necho 3\n", "assets/logo.png": png } }).files;
    expect(body.version.files.map((f) => f.path)).toEqual(["SKILL.md", "assets/logo.png", "scripts/run.sh"]);
    for (const expected of expectedFiles) {
      expect(body.version.files.find((f) => f.path === expected.path)?.sha256).toBe(createHash("sha256").update(expected.bytes).digest("hex"));
    }
    expect(body.version.fingerprint).toBe(computeClawhubFingerprint(body.version.files));
    expect(body.version).toMatchObject({ status: "active", installable: true, security: { status: "clean", hasWarnings: false } });
    expect(response.headers.get("x-skill-digest")).toBe(body.version.digest);
    expect(body.version.downloadUrl).toBe("http://hub.test/api/v1/download?slug=history&version=2.0.0");
  });

  test("a dist-tag works in place of the number", async () => {
    expect(versionDetailSchema.parse(await (await version("history", "latest")).json()).version.version).toBe("2.0.0");
  });

  test("withdrawn 410 and blocked 403 for the public; the owner sees their status", async () => {
    await expectError(await version("history", "1.1.0"), 410, "VERSION_WITHDRAWN");
    await expectError(await version("history", "1.2.0"), 403, "VERSION_BLOCKED");
    expect(versionDetailSchema.parse(await (await version("history", "1.2.0", owner.token)).json()).version).toMatchObject({
      status: "blocked",
      installable: false,
    });
    await expectError(await version("history", "9.0.0"), 404, "VERSION_NOT_FOUND");
  });
});

describe("GET /api/v1/skills/{slug}/file", () => {
  test("exact bytes, sha256 ETag, immutable for an exact version, text as text/plain, binaries as attachments", async () => {
    const script = await file("history", "path=scripts/run.sh&version=1.0.0");
    expect(await script.text()).toBe("#!/bin/sh\necho 0\n");
    expect(script.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, s-maxage=300, immutable");
    expect(script.headers.get("etag")).toBe(`"${createHash("sha256").update("#!/bin/sh\necho 0\n").digest("hex")}"`);
    expect((await file("history", "path=scripts/run.sh&version=1.0.0")).headers.get("x-skill-digest")).toMatch(/^sha256:/);
    const logo = await file("history", "path=assets/logo.png");
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(png);
    expect(logo.headers.get("content-disposition")).toBe('attachment; filename="logo.png"');
    expect(logo.headers.get("cache-control")).toBe("public, max-age=60");
    const skillMd = await file("history", "path=skill.md&tag=latest");
    expect(skillMd.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect((await file("history", "path=SKILL.md&version=2.0.0")).status).toBe(200);
    const cached = await callRaw(fileRoute, "/api/v1/skills/history/file?path=SKILL.md&version=2.0.0", {
      params: { slug: "history" },
      headers: { "if-none-match": skillMd.headers.get("etag")! },
    });
    expect(cached.status).toBe(304);
  });

  test("missing files, withdrawn and blocked versions, and a missing path", async () => {
    await expectError(await file("history", "path=nope.txt"), 404, "FILE_NOT_FOUND");
    await expectError(await file("history", "path=SKILL.md&version=1.1.0"), 410, "VERSION_WITHDRAWN");
    await expectError(await file("history", "path=SKILL.md&version=1.2.0"), 403, "VERSION_BLOCKED");
    await expectError(await file("history", ""), 400, "VALIDATION_FAILED");
  });
});

describe("GET /api/v1/resolve", () => {
  test("the CLI's fingerprint of a published version matches it; other content matches nothing", async () => {
    const v1 = skillFiles({ name: "history", files: { "scripts/run.sh": "#!/bin/sh\necho 0\n", "assets/logo.png": png } }).files;
    const hash = computeClawhubFingerprint(v1.map((f) => ({ path: f.path, sha256: createHash("sha256").update(f.bytes).digest("hex") })));
    const body = acceptedByCli(clawhub.ApiV1SkillResolveResponseSchema, await (await resolve(`slug=history&hash=${hash}`)).json());
    expect(body).toMatchObject({ match: { version: "1.0.0", status: "active" }, latestVersion: { version: "2.0.0" } });
    const none = await (await resolve(`slug=history&hash=${"0".repeat(64)}`)).json();
    expect(none).toMatchObject({ match: null, latestVersion: { version: "2.0.0" } });
    acceptedByCli(clawhub.ApiSkillResolveResponseSchema, await (await callRaw(legacyResolve, `/api/skill/resolve?slug=history&hash=${hash}`)).json());
  });

  test("an unknown slug is 'Skill not found' (publish reads that as new); a bad hash is 400", async () => {
    expect(await expectError(await resolve(`slug=brand-new&hash=${"a".repeat(64)}`), 404, "SKILL_NOT_FOUND")).toMatch(/skill not found/i);
    await expectError(await resolve("slug=history&hash=xyz"), 400, "VALIDATION_FAILED");
    await expectError(await resolve(`hash=${"a".repeat(64)}`), 400, "VALIDATION_FAILED");
  });
});

describe("GET /api/v1/skills/{slug}/install", () => {
  test("an archive with the download URL and digests; an explicit withdrawn version is 410 with ok:false", async () => {
    const ok = await install("history");
    const plan = acceptedByCli(clawhub.ApiV1SkillInstallResolveResponseSchema, installPlanSchema.parse(await ok.json()));
    expect(plan).toMatchObject({
      ok: true,
      installKind: "archive",
      archive: { version: "2.0.0", downloadUrl: "http://hub.test/api/v1/download?slug=history&version=2.0.0" },
    });
    const withdrawn = await install("history", "?version=1.1.0");
    expect(withdrawn.status).toBe(410);
    expect(acceptedByCli(clawhub.ApiV1SkillInstallResolveResponseSchema, await withdrawn.json())).toMatchObject({
      ok: false,
      status: 410,
      code: "VERSION_WITHDRAWN",
    });
    const blocked = await install("history", "?version=1.2.0");
    expect(blocked.status).toBe(403);
  });

  test("nothing installable: 409 archive_version_missing, as the CLI expects", async () => {
    await publishFixture({ actor: owner.actor, slug: "emptied", version: "1.0.0" });
    await withdrawVersion({ actor: owner.actor, slug: "emptied", version: "1.0.0" });
    const response = await install("emptied");
    expect(response.status).toBe(409);
    expect(acceptedByCli(clawhub.ApiV1SkillInstallResolveResponseSchema, await response.json())).toMatchObject({
      ok: false,
      reason: "archive_version_missing",
      code: "NO_INSTALLABLE_VERSION",
    });
    await expectError(await install("not-a-skill"), 404, "SKILL_NOT_FOUND");
  });
});
