// Relevance: for each query, the skills a person would expect must be in the top 3. The registry
// (tests/fixtures/search/relevance-skills.ts) is published through the real publishing service,
// with popularity applied the way production gets it (counters, daily installs, counter refresh).
import { beforeAll, describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { refreshSearchCounters, searchSkills } from "@/lib/search";
import { relevanceQueries, relevanceSkills } from "../../fixtures/search/relevance-skills";
import { createActor } from "../helpers/create-actor";
import { publishFixture } from "../helpers/publish-fixture";

beforeAll(async () => {
  // An admin, so the registry may hold reserved names such as "github" (as an official skill would).
  const actor = await createActor({ handle: "relevance", role: "ADMIN" });
  for (const skill of relevanceSkills) {
    const published = await publishFixture({
      actor,
      slug: skill.slug,
      displayName: skill.displayName,
      version: "1.0.0",
      topics: skill.topics,
      content: { description: skill.description, body: `# ${skill.displayName ?? skill.slug}\n\n${skill.body}\n` },
    });
    await db.skill.update({ where: { id: published.skill.id }, data: { stars: skill.stars ?? 0, installs: (skill.installsLastWeek ?? 0) * 4 } });
    if (skill.installsLastWeek) {
      await db.dailyStat.create({
        data: { skillId: published.skill.id, day: new Date(new Date().toISOString().slice(0, 10)), installs: skill.installsLastWeek },
      });
    }
  }
  expect((await refreshSearchCounters()).updated).toBeGreaterThan(0);
}, 120_000);

describe("relevance", () => {
  test.each(relevanceQueries)("$q → $top3 ($why)", async ({ q, top3 }) => {
    const first3 = (await searchSkills({ q, limit: 3 })).hits.map((hit) => hit.slug);
    for (const slug of top3) expect(first3, `results for "${q}": ${first3.join(", ")}`).toContain(slug);
  });

  test("within a tier, recent installs and stars decide", async () => {
    expect((await searchSkills({ q: "csv" })).hits.map((hit) => hit.slug).slice(0, 2)).toEqual(["csv-cleaner", "csv-schema-check"]);
    expect((await searchSkills({ q: "pdf" })).hits[0]?.slug).toBe("pdf-extractor");
  });

  test("trending sorts by installs over the last 7 days", async () => {
    expect((await searchSkills({ sort: "trending", limit: 3 })).hits.map((hit) => hit.slug)).toEqual(["github", "kubernetes-deploy", "csv-cleaner"]);
  });
});
