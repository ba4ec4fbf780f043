// GET /api/v1/download (and /api/download): the stored zip byte for byte, its digests and cache
// headers, 304 on If-None-Match, what is never served, and download counting.
import { createHash } from "node:crypto";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, test } from "vitest";
import { GET as legacyDownload } from "@/app/api/download/route";
import { GET as download } from "@/app/api/v1/download/route";
import { computeBundleDigest } from "@/lib/bundle";
import { db } from "@/lib/db";
import { blockVersion, hideSkill } from "@/lib/moderation";
import { deleteSkill, withdrawVersion } from "@/lib/publish";
import { forgetSeenForTests } from "@/lib/stats";
import { publishFixture } from "../helpers/publish-fixture";
import { callRaw, expectError, tokenUser, type TokenUser } from "./route-helpers";

let owner: TokenUser;
let stranger: TokenUser;
let moderator: TokenUser;

beforeAll(async () => {
  owner = await tokenUser({ handle: "dl-owner" });
  stranger = await tokenUser({ handle: "dl-stranger" });
  moderator = await tokenUser({ handle: "dl-mod", role: "MODERATOR" });
  await publishFixture({ actor: owner.actor, slug: "zipped", version: "1.0.0", content: { files: { "scripts/run.sh": "#!/bin/sh\necho one\n" } } });
  await publishFixture({
    actor: owner.actor,
    slug: "zipped",
    version: "1.1.0",
    content: { files: { "scripts/run.sh": "#!/bin/sh\necho two\n" } },
    tags: ["beta"],
  });
});

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("serving the zip", () => {
  test("latest by default: the stored zip, whose files are the published ones, with every digest header", async () => {
    const response = await callRaw(download, "/api/v1/download?slug=zipped");
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const version = await db.skillVersion.findFirstOrThrow({ where: { skill: { slug: "zipped" }, version: "1.1.0" } });
    expect(sha256(bytes)).toBe(version.zipSha256);
    expect(response.headers.get("etag")).toBe(`"${version.zipSha256}"`);
    expect(response.headers.get("x-skill-digest")).toBe(version.digest);
    expect(response.headers.get("repr-digest")).toBe(`sha-256=:${Buffer.from(version.zipSha256, "hex").toString("base64")}:`);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="zipped-1.1.0.zip"');
    // Latest can move: only briefly cacheable.
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    const files = unzipSync(bytes);
    expect(new TextDecoder().decode(files["scripts/run.sh"])).toBe("#!/bin/sh\necho two\n");
    const digest = computeBundleDigest(Object.entries(files).map(([path, content]) => ({ path, size: content.byteLength, sha256: sha256(content) })));
    expect(digest).toBe(version.digest);
  });

  test("an exact version is immutable; a dist-tag resolves; If-None-Match answers 304 with no body", async () => {
    const exact = await callRaw(download, "/api/v1/download?slug=zipped&version=1.0.0");
    expect(exact.status).toBe(200);
    expect(exact.headers.get("cache-control")).toBe("public, max-age=31536000, s-maxage=300, immutable");
    const etag = exact.headers.get("etag")!;
    const again = await callRaw(download, "/api/v1/download?slug=zipped&version=1.0.0", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    const beta = await callRaw(download, "/api/v1/download?slug=zipped&tag=beta");
    expect(beta.headers.get("x-skill-version")).toBe("1.1.0");
    expect((await callRaw(download, "/api/v1/download?slug=zipped&version=1.1.0", { headers: { "if-none-match": etag } })).status).toBe(200);
  });

  test("the legacy path and ?ownerHandle= serve the same bytes; another owner's handle does not", async () => {
    const legacy = await callRaw(legacyDownload, "/api/download?slug=zipped&version=1.0.0&ownerHandle=dl-owner");
    expect(legacy.status).toBe(200);
    expect(legacy.headers.get("etag")).toBe((await callRaw(download, "/api/v1/download?slug=zipped&version=1.0.0")).headers.get("etag"));
    await expectError(await callRaw(download, "/api/v1/download?slug=zipped&ownerHandle=dl-stranger"), 404, "SKILL_NOT_FOUND");
  });

  test("missing input and unknown names: 400 and 404 with stable codes, in ClawHub's text style", async () => {
    await expectError(await callRaw(download, "/api/v1/download"), 400, "VALIDATION_FAILED");
    expect(await expectError(await callRaw(download, "/api/v1/download?slug=no-such-skill"), 404, "SKILL_NOT_FOUND")).toBe("Skill not found");
    await expectError(await callRaw(download, "/api/v1/download?slug=zipped&version=9.9.9"), 404, "VERSION_NOT_FOUND");
    await expectError(await callRaw(download, "/api/v1/download?slug=zipped&tag=nightly"), 404, "TAG_NOT_FOUND");
  });
});

describe("what is never served", () => {
  test("a withdrawn version is 410; a blocked one 403, to everyone including its owner", async () => {
    await publishFixture({ actor: owner.actor, slug: "states", version: "1.0.0" });
    await publishFixture({ actor: owner.actor, slug: "states", version: "1.1.0" });
    await publishFixture({ actor: owner.actor, slug: "states", version: "1.2.0" });
    await withdrawVersion({ actor: owner.actor, slug: "states", version: "1.1.0" });
    await blockVersion({ actor: moderator.actor, slug: "states", version: "1.2.0", reason: "steals tokens" });
    await expectError(await callRaw(download, "/api/v1/download?slug=states&version=1.1.0"), 410, "VERSION_WITHDRAWN");
    await expectError(await callRaw(download, "/api/v1/download?slug=states&version=1.2.0", { token: owner.token }), 403, "VERSION_BLOCKED");
    // Latest falls back to the newest installable version.
    expect((await callRaw(download, "/api/v1/download?slug=states")).headers.get("x-skill-version")).toBe("1.0.0");
  });

  test("a version rescanned as malicious is never served", async () => {
    const published = await publishFixture({ actor: owner.actor, slug: "turned-bad", version: "1.0.0" });
    // Fixture: what a rescan with a newer scanner would leave behind.
    await db.skillVersion.update({ where: { id: published.version.id }, data: { verdict: "MALICIOUS" } });
    await expectError(await callRaw(download, "/api/v1/download?slug=turned-bad&version=1.0.0"), 403, "VERSION_BLOCKED");
  });

  test("a shared cache that revalidates an exact version learns of its block (no 304 for the old ETag)", async () => {
    await publishFixture({ actor: owner.actor, slug: "cached-then-blocked", version: "1.0.0" });
    const url = "/api/v1/download?slug=cached-then-blocked&version=1.0.0";
    const first = await callRaw(download, url);
    expect(first.headers.get("cache-control")).toMatch(/(^|, )s-maxage=300(,|$)/);
    const etag = first.headers.get("etag")!;
    expect((await callRaw(download, url, { headers: { "if-none-match": etag } })).status).toBe(304);
    await blockVersion({ actor: moderator.actor, slug: "cached-then-blocked", version: "1.0.0", reason: "found a dropper" });
    await expectError(await callRaw(download, url, { headers: { "if-none-match": etag } }), 403, "VERSION_BLOCKED");
  });

  test("no installable version at all: NO_INSTALLABLE_VERSION", async () => {
    await publishFixture({ actor: owner.actor, slug: "all-gone", version: "1.0.0" });
    await withdrawVersion({ actor: owner.actor, slug: "all-gone", version: "1.0.0" });
    await expectError(await callRaw(download, "/api/v1/download?slug=all-gone"), 404, "NO_INSTALLABLE_VERSION");
  });

  test("a deleted skill is gone for everyone; a hidden one exists only for its owner (privately cached)", async () => {
    await publishFixture({ actor: owner.actor, slug: "deleted-one", version: "1.0.0" });
    await deleteSkill({ actor: owner.actor, slug: "deleted-one" });
    await expectError(await callRaw(download, "/api/v1/download?slug=deleted-one"), 410, "SKILL_GONE");
    await expectError(await callRaw(download, "/api/v1/download?slug=deleted-one", { token: owner.token }), 410, "SKILL_GONE");

    await publishFixture({ actor: owner.actor, slug: "hidden-one", version: "1.0.0" });
    await hideSkill({ actor: moderator.actor, slug: "hidden-one", reason: "under review" });
    await expectError(await callRaw(download, "/api/v1/download?slug=hidden-one"), 404, "SKILL_NOT_FOUND");
    await expectError(await callRaw(download, "/api/v1/download?slug=hidden-one", { token: stranger.token }), 404, "SKILL_NOT_FOUND");
    const mine = await callRaw(download, "/api/v1/download?slug=hidden-one&version=1.0.0", { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("private, no-cache");
  });
});

describe("counting downloads", () => {
  test("once per identity per skill per day: a repeat from the same address or user does not count", async () => {
    await publishFixture({ actor: owner.actor, slug: "counted", version: "1.0.0" });
    forgetSeenForTests();
    await callRaw(download, "/api/v1/download?slug=counted", { ip: "203.0.113.1" });
    await callRaw(download, "/api/v1/download?slug=counted", { ip: "203.0.113.1" });
    forgetSeenForTests(); // another app instance: the database still deduplicates
    await callRaw(download, "/api/v1/download?slug=counted", { ip: "203.0.113.1" });
    await callRaw(download, "/api/v1/download?slug=counted", { ip: "203.0.113.2" });
    await callRaw(download, "/api/v1/download?slug=counted", { ip: "203.0.113.3", token: stranger.token });
    await callRaw(download, "/api/v1/download?slug=counted", { ip: "203.0.113.4", token: stranger.token });
    const skill = await db.skill.findUniqueOrThrow({ where: { slug: "counted" }, select: { id: true, downloads: true, installs: true } });
    expect(skill).toMatchObject({ downloads: 3, installs: 0 });
    const daily = await db.dailyStat.findMany({ where: { skillId: skill.id } });
    expect(daily).toHaveLength(1);
    expect(daily[0]).toMatchObject({ downloads: 3, installs: 0 });
    const identities = (await db.downloadSeen.findMany({ where: { skillId: skill.id } })).map((row) => row.identity);
    expect(identities).toContain(`user:${stranger.actor.userId}`);
    // Addresses are never stored as such.
    expect(identities.join(" ")).not.toContain("203.0.113");
  });

  test("refused downloads are not counted", async () => {
    await publishFixture({ actor: owner.actor, slug: "not-counted", version: "1.0.0" });
    await withdrawVersion({ actor: owner.actor, slug: "not-counted", version: "1.0.0" });
    await callRaw(download, "/api/v1/download?slug=not-counted&version=1.0.0", { ip: "203.0.113.9" });
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "not-counted" } })).downloads).toBe(0);
  });
});
