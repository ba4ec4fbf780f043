// The search result cache never hides a committed write: every change to a search document,
// whoever makes it, bumps the search generation in its own transaction, and the generation is
// part of every cache key. Hits are asserted through the exported counters, not timings.
import { afterEach, describe, expect, test } from "vitest";
import { resetConfigForTests } from "@/lib/config";
import { db } from "@/lib/db";
import { hideSkill, unhideSkill } from "@/lib/moderation";
import { starSkill } from "@/lib/publish/star-skill";
import { clearSearchCache, readSearchGeneration, searchCacheStats, searchSkills } from "@/lib/search";
import { createActor } from "../helpers/create-actor";
import { publishFixture } from "../helpers/publish-fixture";

const slugs = (result: { hits: Array<{ slug: string }> }) => result.hits.map((hit) => hit.slug);

afterEach(() => {
  delete process.env.SEARCH_CACHE_DISABLED;
  resetConfigForTests();
  clearSearchCache();
});

describe("search result cache", () => {
  test("repeated identical searches are answered from the cache, each caller with its own copy", async () => {
    const actor = await createActor();
    await publishFixture({ actor, slug: "harbor-sync", version: "1.0.0", content: { description: "Syncs container images to Harbor." } });
    const first = await searchSkills({ q: "harbor", facets: "tags,os" });
    const before = searchCacheStats();
    const second = await searchSkills({ q: "harbor", facets: "tags,os" });
    const third = await searchSkills({ q: "harbor", facets: "tags,os" });
    const after = searchCacheStats();
    expect(after.hits - before.hits).toBe(2);
    expect(after.misses).toBe(before.misses);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    second.hits.length = 0;
    expect(slugs(await searchSkills({ q: "harbor", facets: "tags,os" }))).toEqual(["harbor-sync"]);
    // A different page size, page or filter is a different entry.
    await searchSkills({ q: "harbor", limit: 5 });
    expect(searchCacheStats().misses - after.misses).toBe(1);
  });

  test("a publish is found by the very next identical search", async () => {
    const actor = await createActor();
    await publishFixture({ actor, slug: "ledger-export", version: "1.0.0", content: { description: "Exports a general ledger." } });
    expect(slugs(await searchSkills({ q: "ledger" }))).toEqual(["ledger-export"]);
    const hitsBefore = searchCacheStats().hits;
    expect(slugs(await searchSkills({ q: "ledger" }))).toEqual(["ledger-export"]);
    expect(searchCacheStats().hits).toBe(hitsBefore + 1);

    const generation = await readSearchGeneration();
    await publishFixture({ actor, slug: "ledger-import", version: "1.0.0", content: { description: "Imports a general ledger." } });
    expect(await readSearchGeneration()).not.toBe(generation);
    expect(slugs(await searchSkills({ q: "ledger" })).sort()).toEqual(["ledger-export", "ledger-import"]);
  });

  test("hiding by a moderator removes the skill from the very next identical search, unhiding brings it back", async () => {
    const owner = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    await publishFixture({ actor: owner, slug: "quartz-report", version: "1.0.0", content: { description: "Builds quartz reports." } });
    await searchSkills({ q: "quartz" });
    expect(slugs(await searchSkills({ q: "quartz" }))).toEqual(["quartz-report"]);
    const hits = searchCacheStats().hits;
    await hideSkill({ actor: moderator, slug: "quartz-report", reason: "impersonation" });
    expect(slugs(await searchSkills({ q: "quartz" }))).toEqual([]);
    expect(searchCacheStats().hits).toBe(hits);
    await searchSkills({ q: "quartz" });
    await unhideSkill({ actor: moderator, slug: "quartz-report", reason: "cleared" });
    expect(slugs(await searchSkills({ q: "quartz" }))).toEqual(["quartz-report"]);
  });

  test("counter changes that reorder results invalidate too (stars, and any writer of the documents)", async () => {
    const owner = await createActor();
    const fan = await createActor();
    await publishFixture({ actor: owner, slug: "tide-alpha", version: "1.0.0", content: { description: "Tide tables." } });
    await publishFixture({ actor: owner, slug: "tide-beta", version: "1.0.0", content: { description: "Tide tables." } });
    await db.$executeRaw`UPDATE "SkillSearchDocument" SET "rankScore" = CASE slug WHEN 'tide-alpha' THEN 2 ELSE 1 END`;
    expect(slugs(await searchSkills({ q: "tide" }))).toEqual(["tide-alpha", "tide-beta"]);
    const [, second] = slugs(await searchSkills({ q: "tide", sort: "stars" }));
    expect(slugs(await searchSkills({ q: "tide", sort: "stars" }))[1]).toBe(second);
    const generation = await readSearchGeneration();
    await starSkill({ actor: fan, slug: second! });
    expect(await readSearchGeneration()).not.toBe(generation);
    expect(slugs(await searchSkills({ q: "tide", sort: "stars" }))[0]).toBe(second);
    // A statement no application code path makes (another replica, an operator's fix) still counts.
    await db.$executeRaw`UPDATE "SkillSearchDocument" SET "rankScore" = CASE slug WHEN 'tide-alpha' THEN 1 ELSE 2 END`;
    expect(slugs(await searchSkills({ q: "tide" }))).toEqual(["tide-beta", "tide-alpha"]);
  });

  test("a rolled-back write leaves the generation alone; a committed one bumps it once", async () => {
    const actor = await createActor();
    await publishFixture({ actor, slug: "ember-one", version: "1.0.0", content: { description: "Ember." } });
    await publishFixture({ actor, slug: "ember-two", version: "1.0.0", content: { description: "Ember." } });
    const start = BigInt((await readSearchGeneration())!);
    await expect(
      db.$transaction(async (tx) => {
        await tx.$executeRaw`UPDATE "SkillSearchDocument" SET stars = stars + 1`;
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(BigInt((await readSearchGeneration())!)).toBe(start);
    await db.$transaction(async (tx) => {
      await tx.$executeRaw`UPDATE "SkillSearchDocument" SET stars = stars + 1`;
      await tx.$executeRaw`DELETE FROM "SkillSearchDocument" WHERE slug = 'ember-two'`;
    });
    expect(BigInt((await readSearchGeneration())!)).toBe(start + 1n);
    expect(slugs(await searchSkills({ q: "ember" }))).toEqual(["ember-one"]);
  });

  test("identical searches in flight together run once", async () => {
    const actor = await createActor();
    await publishFixture({ actor, slug: "comet-tracker", version: "1.0.0", content: { description: "Tracks comets." } });
    const before = searchCacheStats();
    const results = await Promise.all(Array.from({ length: 4 }, () => searchSkills({ q: "comet", facets: "tags" })));
    const after = searchCacheStats();
    expect(results.every((result) => slugs(result).join() === "comet-tracker")).toBe(true);
    // Each search either found the entry, joined the run in flight, or was that one run.
    expect(after.stores - before.stores).toBe(1);
    expect(after.hits - before.hits + after.joined - before.joined).toBe(3);
  });

  test("SEARCH_CACHE_DISABLED=1 runs every search", async () => {
    process.env.SEARCH_CACHE_DISABLED = "1";
    resetConfigForTests();
    const actor = await createActor();
    await publishFixture({ actor, slug: "nova-lint", version: "1.0.0", content: { description: "Lints nova files." } });
    const before = searchCacheStats();
    await searchSkills({ q: "nova" });
    await searchSkills({ q: "nova" });
    const after = searchCacheStats();
    expect(after.uncached - before.uncached).toBe(2);
    expect(after.hits).toBe(before.hits);
  });
});
