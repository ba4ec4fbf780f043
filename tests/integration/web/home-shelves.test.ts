// The home page's shelves say different things: trending only lists skills installed this week,
// most installed only skills installed at all, and no skill is on two shelves.
import { beforeAll, describe, expect, test } from "vitest";
import { listHomeSections } from "@/lib/catalog/list-home-sections";
import { db } from "@/lib/db";
import { createActor } from "../helpers/create-actor";
import { publishFixture } from "../helpers/publish-fixture";

const SLUGS = ["shelf-a", "shelf-b", "shelf-c", "shelf-d"];

async function setCounters(slug: string, counters: { installs: number; trending: number }) {
  await db.skillSearchDocument.updateMany({ where: { slug }, data: counters });
}

const slugs = (cards: Array<{ slug: string }>) => cards.map((card) => card.slug);

beforeAll(async () => {
  const owner = await createActor();
  for (const slug of SLUGS) await publishFixture({ actor: owner, slug, version: "1.0.0" });
});

describe("listHomeSections", () => {
  test("with no installs at all, only the newest shelf has anything to say", async () => {
    const home = await listHomeSections();
    expect(home.trending).toEqual([]);
    expect(home.mostInstalled).toEqual([]);
    expect(new Set(slugs(home.newest))).toEqual(new Set(SLUGS));
  });

  test("trending lists this week's installs, most installed the rest with installs, newest what is left", async () => {
    await setCounters("shelf-a", { installs: 10, trending: 3 });
    await setCounters("shelf-b", { installs: 50, trending: 0 });
    await setCounters("shelf-c", { installs: 5, trending: 1 });
    const home = await listHomeSections();
    expect(slugs(home.trending)).toEqual(["shelf-a", "shelf-c"]);
    expect(home.trending.map((card) => card.weeklyInstalls)).toEqual([3, 1]);
    expect(slugs(home.mostInstalled)).toEqual(["shelf-b"]);
    expect(slugs(home.newest)).toEqual(["shelf-d"]);
    const all = [...slugs(home.trending), ...slugs(home.mostInstalled), ...slugs(home.newest)];
    expect(new Set(all).size).toBe(all.length);
  });

  test("a shelf stays full after the skills above it are left out", async () => {
    const home = await listHomeSections({ limit: 1 });
    expect(slugs(home.trending)).toEqual(["shelf-a"]);
    expect(slugs(home.mostInstalled)).toEqual(["shelf-b"]);
    expect(home.newest).toHaveLength(1);
    expect(["shelf-c", "shelf-d"]).toContain(home.newest[0]!.slug);
  });
});
