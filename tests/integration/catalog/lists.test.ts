// GET /api/v1/skills (`clawhub explore`, `search --prefix`), /api/v1/trending and /api/v1/search:
// every sort pages through everything exactly once, filters work, unlisted skills never appear.
import { beforeAll, describe, expect, test } from "vitest";
import { GET as legacySearch } from "@/app/api/search/route";
import { GET as searchRoute } from "@/app/api/v1/search/route";
import { GET as listRoute } from "@/app/api/v1/skills/route";
import { GET as trendingRoute } from "@/app/api/v1/trending/route";
import { searchResultsSchema } from "@/lib/api-schemas/search-results";
import { skillListSchema, type SkillListItem } from "@/lib/api-schemas/skill-list";
import { db } from "@/lib/db";
import { hideSkill } from "@/lib/moderation";
import { deleteSkill, starSkill } from "@/lib/publish";
import { refreshSearchCounters } from "@/lib/search";
import { recordSkillEvent } from "@/lib/stats";
import { suspiciousFiles } from "../helpers/flagged-content";
import { publishFixture } from "../helpers/publish-fixture";
import { acceptedByCli, clawhub } from "./clawhub-schemas";
import { callRaw, expectError, tokenUser, type TokenUser } from "./route-helpers";

let alice: TokenUser;
let bob: TokenUser;
const SLUGS = ["alpha-notes", "beta-notes", "gamma-notes", "delta-tool", "epsilon-tool", "zeta-tool", "eta-notes"];

async function page(path: string) {
  const response = await callRaw(listRoute, path);
  expect(response.status, await response.clone().text()).toBe(200);
  return acceptedByCli(clawhub.ApiV1SkillListResponseSchema, skillListSchema.parse(await response.json()));
}

async function walk(query: string, limit: number): Promise<SkillListItem[]> {
  const items: SkillListItem[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 20; i++) {
    const body = await page(`/api/v1/skills?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    items.push(...body.items);
    expect(body.items.length).toBeLessThanOrEqual(limit);
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  return items;
}

beforeAll(async () => {
  alice = await tokenUser({ handle: "list-alice" });
  bob = await tokenUser({ handle: "list-bob" });
  for (const [index, slug] of SLUGS.entries()) {
    await publishFixture({
      actor: index % 2 ? bob.actor : alice.actor,
      slug,
      version: "1.0.0",
      content: { description: `Helps with ${slug.replace("-", " ")} in tests.` },
    });
  }
  await publishFixture({ actor: alice.actor, slug: "suspect-notes", version: "1.0.0", content: { files: suspiciousFiles } });
  // Popularity: downloads and installs from distinct people, stars.
  for (const [slug, n] of [
    ["gamma-notes", 3],
    ["delta-tool", 2],
    ["alpha-notes", 1],
  ] as const) {
    const skill = await db.skill.findUniqueOrThrow({ where: { slug } });
    for (let i = 0; i < n; i++) {
      await recordSkillEvent({ skillId: skill.id, kind: "download", ip: `198.51.100.${i + 1}` });
      await recordSkillEvent({ skillId: skill.id, kind: "install", ip: `198.51.100.${i + 1}` });
    }
  }
  await starSkill({ actor: bob.actor, slug: "zeta-tool" });
  await refreshSearchCounters();
  // Unlisted: hidden and deleted skills.
  await publishFixture({ actor: alice.actor, slug: "hidden-notes", version: "1.0.0" });
  await hideSkill({ actor: (await tokenUser({ role: "MODERATOR" })).actor, slug: "hidden-notes", reason: "review" });
  await publishFixture({ actor: alice.actor, slug: "deleted-notes", version: "1.0.0" });
  await deleteSkill({ actor: alice.actor, slug: "deleted-notes" });
});

describe("GET /api/v1/skills", () => {
  test.each(["updated", "newest", "downloads", "stars", "installs", "trending", "name"])(
    "sort=%s pages through every listed skill exactly once",
    async (sort) => {
      const items = await walk(`sort=${sort}`, 3);
      const slugs = items.map((item) => item.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      expect([...slugs].sort()).toEqual([...SLUGS, "suspect-notes"].sort());
    },
  );

  test("orders: downloads and trending by counts, stars, name alphabetically", async () => {
    expect((await walk("sort=downloads", 50)).slice(0, 3).map((item) => item.slug)).toEqual(["gamma-notes", "delta-tool", "alpha-notes"]);
    expect((await walk("sort=trending", 50))[0]).toMatchObject({ slug: "gamma-notes", trendingInstalls: 3 });
    expect((await walk("sort=rating", 50))[0]!.slug).toBe("zeta-tool");
    const names = (await walk("sort=name", 50)).map((item) => item.displayName.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  test("items carry live counters, latest version with digest, owner and verdict", async () => {
    const gamma = (await walk("sort=downloads", 1))[0]!;
    expect(gamma).toMatchObject({
      slug: "gamma-notes",
      stats: { downloads: 3, installs: 3 },
      latestVersion: { version: "1.0.0" },
      ownerHandle: "list-alice",
      verdict: "clean",
    });
  });

  test("filters: prefix, owner, nonSuspiciousOnly; a prefix that cannot be a slug matches nothing", async () => {
    expect((await walk("prefix=delta", 10)).map((item) => item.slug)).toEqual(["delta-tool"]);
    expect((await walk("ownerHandle=list-bob", 10)).every((item) => item.ownerHandle === "list-bob")).toBe(true);
    expect((await walk("nonSuspiciousOnly=true", 50)).map((item) => item.slug)).not.toContain("suspect-notes");
    expect((await page("/api/v1/skills?prefix=%25")).items).toEqual([]);
  });

  test("a cursor from another sort, or a forged one, is CURSOR_INVALID; nonsense sorts are 400; limits are clamped", async () => {
    const first = await page("/api/v1/skills?sort=stars&limit=1");
    await expectError(await callRaw(listRoute, `/api/v1/skills?sort=newest&cursor=${first.nextCursor}`), 400, "CURSOR_INVALID");
    await expectError(await callRaw(listRoute, "/api/v1/skills?cursor=not-a-cursor"), 400, "CURSOR_INVALID");
    await expectError(await callRaw(listRoute, "/api/v1/skills?sort=loudest"), 400, "VALIDATION_FAILED");
    await expectError(await callRaw(listRoute, "/api/v1/skills?limit=0"), 400, "VALIDATION_FAILED");
    expect((await page("/api/v1/skills?limit=5000")).items.length).toBe(SLUGS.length + 1);
  });
});

describe("GET /api/v1/trending", () => {
  test("installs over the last 7 days, in the list shape", async () => {
    const response = await callRaw(trendingRoute, "/api/v1/trending?limit=2");
    const body = acceptedByCli(clawhub.ApiV1SkillListResponseSchema, skillListSchema.parse(await response.json()));
    expect(body.items.map((item) => item.slug)).toEqual(["gamma-notes", "delta-tool"]);
    expect(body.nextCursor).not.toBeNull();
  });
});

describe("GET /api/v1/search", () => {
  test("ranked results in the CLI's shape, with owner, downloads and verdict", async () => {
    const response = await callRaw(searchRoute, "/api/v1/search?q=gamma%20notes&limit=25");
    const body = acceptedByCli(clawhub.ApiV1SearchResponseSchema, searchResultsSchema.parse(await response.json()));
    expect(body.results[0]).toMatchObject({
      slug: "gamma-notes",
      ownerHandle: "list-alice",
      version: "1.0.0",
      downloads: 3,
      verdict: "clean",
      owner: { handle: "list-alice" },
    });
  });

  test("suspicious skills are included unless nonSuspiciousOnly; hidden and deleted ones never", async () => {
    const all = searchResultsSchema.parse(await (await callRaw(searchRoute, "/api/v1/search?q=notes&limit=50")).json()).results.map((r) => r.slug);
    expect(all).toContain("suspect-notes");
    expect(all).not.toContain("hidden-notes");
    expect(all).not.toContain("deleted-notes");
    const clean = searchResultsSchema.parse(await (await callRaw(searchRoute, "/api/v1/search?q=notes&nonSuspiciousOnly=1")).json()).results.map((r) => r.slug);
    expect(clean).not.toContain("suspect-notes");
  });

  test("mode=exact finds one slug; an empty query finds nothing; the legacy path answers the old shape", async () => {
    const exact = searchResultsSchema.parse(await (await callRaw(searchRoute, "/api/v1/search?q=Delta-Tool&mode=exact")).json());
    expect(exact.results.map((r) => r.slug)).toEqual(["delta-tool"]);
    expect(searchResultsSchema.parse(await (await callRaw(searchRoute, "/api/v1/search?q=")).json()).results).toEqual([]);
    acceptedByCli(clawhub.ApiSearchResponseSchema, await (await callRaw(legacySearch, "/api/search?q=tool")).json());
    await expectError(await callRaw(searchRoute, `/api/v1/search?q=${"x".repeat(201)}`), 400, "VALIDATION_FAILED");
  });
});
