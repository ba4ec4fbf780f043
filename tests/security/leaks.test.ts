// What anonymous callers and other publishers must not learn, and answers that must not be a 500:
// - the public change feed never carries moderators' own words (a fixed label instead);
// - the pre-publish check does not tell whose a hidden or deleted skill is, nor how far it got;
// - documents naming this site's URL (discovery, OpenAPI, install plans, version detail, attestation,
//   the device flow) use HUB_PUBLIC_URL when set, and are never cached publicly when drawn from Host
//   (X-Forwarded-Host counts only behind a trusted proxy);
// - a binary file with any Unicode name downloads with an RFC 6266/5987 Content-Disposition.
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { GET as discovery } from "@/app/.well-known/clawhub.json/route";
import { POST as deviceCode } from "@/app/api/cli/device/code/route";
import { GET as changes } from "@/app/api/v1/changes/route";
import { GET as openapi } from "@/app/api/v1/openapi.json/route";
import { POST as check } from "@/app/api/v1/skills/-/check/route";
import { GET as fileRoute } from "@/app/api/v1/skills/[slug]/file/route";
import { GET as installRoute } from "@/app/api/v1/skills/[slug]/install/route";
import { GET as attestationRoute } from "@/app/api/v1/skills/[slug]/versions/[version]/attestation/route";
import { GET as versionRoute } from "@/app/api/v1/skills/[slug]/versions/[version]/route";
import type { Actor } from "@/lib/auth/actor";
import { resetConfigForTests } from "@/lib/config";
import { blockVersion, hideSkill } from "@/lib/moderation";
import { deleteSkill } from "@/lib/publish";
import { callRaw } from "../integration/catalog/route-helpers";
import { createActor } from "../integration/helpers/create-actor";
import { publishFixture } from "../integration/helpers/publish-fixture";
import { cookieFor, postUpload, uploadForm } from "../integration/site/site-upload";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let owner: Actor;
let stranger: Actor;
let moderator: Actor;
const SECRET = "reported by alice@example.com, case #4471";

beforeAll(async () => {
  owner = await createActor({ handle: "leak-owner" });
  stranger = await createActor({ handle: "leak-stranger" });
  moderator = await createActor({ handle: "leak-mod", role: "MODERATOR" });
  await publishFixture({ actor: owner, slug: "leak-hidden", version: "3.4.5" });
  await hideSkill({ actor: moderator, slug: "leak-hidden", reason: SECRET });
  await publishFixture({ actor: owner, slug: "leak-deleted", version: "2.0.0" });
  await deleteSkill({ actor: owner, slug: "leak-deleted", reason: "mine" });
  await publishFixture({ actor: owner, slug: "leak-blocked", version: "1.0.0" });
  await publishFixture({ actor: owner, slug: "leak-blocked", version: "1.0.1" });
  await blockVersion({ actor: moderator, slug: "leak-blocked", version: "1.0.1", reason: SECRET });
  await publishFixture({ actor: owner, slug: "leak-public", version: "1.2.0" });
});

const saved = { HUB_PUBLIC_URL: process.env.HUB_PUBLIC_URL, TRUST_PROXY_HOPS: process.env.TRUST_PROXY_HOPS };
function setEnv(values: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfigForTests();
}
afterEach(() => setEnv(saved));

describe("the change feed", () => {
  test("publishes a fixed label for hides and blocks, never the moderator's reason", async () => {
    const response = await callRaw(changes as Handler, "/api/v1/changes?limit=500");
    const text = await response.text();
    expect(text).not.toContain("alice@example.com");
    expect(text).not.toContain("#4471");
    const items = (JSON.parse(text) as { items: Array<{ kind: string; slug: string; data: unknown }> }).items;
    expect(items.find((item) => item.kind === "hide" && item.slug === "leak-hidden")?.data).toEqual({ reason: "hidden by moderators" });
    expect(items.find((item) => item.kind === "block" && item.slug === "leak-blocked")?.data).toMatchObject({ reason: "blocked by moderators" });
  });
});

describe("the pre-publish check", () => {
  async function slugCheck(actor: Actor, slug: string) {
    const form = uploadForm(
      { folder: { "SKILL.md": `---\nname: ${slug}\ndescription: Checks whether the name ${slug} is free for a test.\n---\n\n# ${slug}\n` } },
      { slug },
    );
    const response = await postUpload(check as Handler, "/api/v1/skills/-/check", form, { cookie: await cookieFor(actor) });
    expect(response.status).toBe(200);
    return ((await response.json()) as { slug: { status: string; ownerHandle: string | null; latestVersion: string | null } }).slug;
  }

  test.each([
    ["hidden", "leak-hidden"],
    ["deleted", "leak-deleted"],
  ])("tells another publisher a %s skill's name is taken, not whose it is nor its version", async (_label, slug) => {
    expect(await slugCheck(stranger, slug)).toMatchObject({ status: "taken", ownerHandle: null, latestVersion: null });
  });

  test("the owner and moderators still see everything; a public skill's owner is public anyway", async () => {
    expect(await slugCheck(owner, "leak-hidden")).toMatchObject({ status: "yours", ownerHandle: "leak-owner", latestVersion: "3.4.5" });
    expect(await slugCheck(owner, "leak-deleted")).toMatchObject({ status: "deleted", ownerHandle: "leak-owner", latestVersion: "2.0.0" });
    expect(await slugCheck(moderator, "leak-hidden")).toMatchObject({ status: "taken", ownerHandle: "leak-owner", latestVersion: "3.4.5" });
    expect(await slugCheck(stranger, "leak-public")).toMatchObject({ status: "taken", ownerHandle: "leak-owner", latestVersion: "1.2.0" });
  });
});

describe("documents naming this site's URL", () => {
  const forged = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
  const documents: Array<[string, () => Promise<Response>]> = [
    ["/.well-known/clawhub.json", () => callRaw(discovery as Handler, "/.well-known/clawhub.json", { headers: forged })],
    ["/api/v1/openapi.json", () => callRaw(openapi as Handler, "/api/v1/openapi.json", { headers: forged })],
    ["install plan", () => callRaw(installRoute as Handler, "/api/v1/skills/leak-public/install", { params: { slug: "leak-public" }, headers: forged })],
    [
      "version detail",
      () =>
        callRaw(versionRoute as Handler, "/api/v1/skills/leak-public/versions/1.2.0", { params: { slug: "leak-public", version: "1.2.0" }, headers: forged }),
    ],
    [
      "attestation",
      () =>
        callRaw(attestationRoute as Handler, "/api/v1/skills/leak-public/versions/1.2.0/attestation", {
          params: { slug: "leak-public", version: "1.2.0" },
          headers: forged,
        }),
    ],
  ];

  test.each(documents)("%s with HUB_PUBLIC_URL: its URLs, whatever Host says; cacheable publicly", async (_label, call) => {
    setEnv({ HUB_PUBLIC_URL: "https://hub.example.org", TRUST_PROXY_HOPS: "0" });
    const response = await call();
    const text = await response.text();
    expect(response.status, text).toBe(200);
    expect(text).toContain("https://hub.example.org");
    expect(text).not.toContain("evil.example");
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
  });

  test.each(documents)("%s without HUB_PUBLIC_URL: Host only (no forged X-Forwarded-*), private and Vary: Host", async (_label, call) => {
    setEnv({ HUB_PUBLIC_URL: undefined, TRUST_PROXY_HOPS: "0" });
    const response = await call();
    const text = await response.text();
    expect(response.status, text).toBe(200);
    expect(text).not.toContain("https://evil.example");
    expect(response.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
    expect(response.headers.get("vary")).toMatch(/\bHost\b/);
  });

  test("the device flow's verification_uri uses HUB_PUBLIC_URL; without it, never a forged X-Forwarded-Host", async () => {
    const start = () =>
      callRaw(deviceCode as Handler, "/api/cli/device/code", {
        method: "POST",
        headers: { ...forged, "content-type": "application/json" },
        body: JSON.stringify({ scope: "read" }),
      });
    setEnv({ HUB_PUBLIC_URL: "https://hub.example.org", TRUST_PROXY_HOPS: "0" });
    expect(((await (await start()).json()) as { verification_uri: string }).verification_uri).toBe("https://hub.example.org/cli/device");
    setEnv({ HUB_PUBLIC_URL: undefined, TRUST_PROXY_HOPS: "0" });
    expect(((await (await start()).json()) as { verification_uri: string }).verification_uri).toBe("http://evil.example/cli/device");
    setEnv({ HUB_PUBLIC_URL: undefined, TRUST_PROXY_HOPS: "1" });
    expect(((await (await start()).json()) as { verification_uri: string }).verification_uri).toBe("https://evil.example/cli/device");
  });
});

describe("binary downloads with any file name", () => {
  test.each([
    ["Japanese", "assets/日本.bin", "__.bin"],
    ["Latin-1 and quotes", 'assets/naïve "quoted".bin', "na_ve__quoted_.bin"],
    ["an emoji", "assets/box📦.bin", "box__.bin"],
    ["RFC 5987 specials", "assets/it's (1)*.bin", "it_s__1__.bin"],
  ])("%s: 200 with an ASCII filename and a UTF-8 filename*", async (_label, path, fallback) => {
    const slug = `leak-bin-${fallback.length}-${path.length}`;
    await publishFixture({ actor: owner, slug, version: "1.0.0", content: { files: { [path]: new Uint8Array([0, 1, 2, 255, 0, 7]) } } });
    const response = await callRaw(fileRoute as Handler, `/api/v1/skills/${slug}/file?path=${encodeURIComponent(path)}&version=1.0.0`, { params: { slug } });
    expect(response.status, await response.clone().text()).toBe(200);
    const name = path.split("/").pop()!;
    const expected = `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
    expect(response.headers.get("content-disposition")).toBe(expected);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([0, 1, 2, 255, 0, 7]));
  });
});
