// Keeping the PostgreSQL index right without a publish: full rebuilds, counter refreshes (rank
// score in SQL must equal the TypeScript formula), the empty-table self-repair, and /api/health.
import pg from "pg";
import { describe, expect, test } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { db } from "@/lib/db";
import { reindexSearch, refreshSearchCounters, searchSkills } from "@/lib/search";
import { computeRankScore } from "@/lib/search/rank-score";
import { runSearchMaintenance } from "@/lib/search/start-search-services";
import { callRoute, json } from "../auth/call-route";
import { createOrg } from "@/lib/orgs";
import { createActor } from "../helpers/create-actor";
import { publishFixture } from "../helpers/publish-fixture";

const DAY = 86_400_000;

/** Resolves once another backend of this database waits for a lock. */
async function waitForLockWaiter(exceptPid: number): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const rows = await db.$queryRaw<Array<{ pid: number }>>`
      SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> ${exceptPid}`;
    if (rows[0]) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("nothing waited for the lock");
}
const today = () => new Date(new Date().toISOString().slice(0, 10));

describe("reindexSearch (PostgreSQL)", () => {
  test("rebuilds every listed skill's document and drops the rest", async () => {
    const actor = await createActor();
    const kept = await publishFixture({ actor, slug: "rebuild-kept", version: "1.0.0" });
    const hidden = await publishFixture({ actor, slug: "rebuild-hidden", version: "1.0.0" });
    // Drift the index behind the database's back: a lost document, a stale one, a hidden skill still indexed.
    await db.skillSearchDocument.delete({ where: { skillId: kept.skill.id } });
    await db.skill.update({ where: { id: hidden.skill.id }, data: { moderation: "HIDDEN" } });
    await db.skill.update({ where: { id: kept.skill.id }, data: { summary: "Rebuilt from scratch." } });
    expect((await searchSkills({ q: "rebuild" })).hits.map((hit) => hit.slug)).toEqual(["rebuild-hidden"]);

    const report = await reindexSearch({ backends: ["postgres"], batchSize: 1 });
    expect(report.postgres?.documents).toBe(await db.skillSearchDocument.count());
    expect((await searchSkills({ q: "rebuild" })).hits.map((hit) => hit.slug)).toEqual(["rebuild-kept"]);
    expect((await searchSkills({ q: "scratch" })).hits.map((hit) => hit.slug)).toEqual(["rebuild-kept"]);
  });

  test("a skill made private while the rebuild runs never keeps a public document", async () => {
    const actor = await createActor();
    const turning = await publishFixture({ actor, slug: "rebuild-turning", version: "1.0.0" });
    const changer = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await changer.connect();
    try {
      // The change as a transaction makes it, not yet committed: the skill turns private and its
      // public document is moved out (both rows stay locked until COMMIT).
      await changer.query("BEGIN");
      await changer.query(`UPDATE "Skill" SET visibility = 'PRIVATE' WHERE id = $1`, [turning.skill.id]);
      await changer.query(`DELETE FROM "SkillSearchDocument" WHERE "skillId" = $1`, [turning.skill.id]);
      const changerPid = (await changer.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid;
      const rebuild = reindexSearch({ backends: ["postgres"], batchSize: 1 });
      // The rebuild reaches the skill and waits for the change (its read of the skill happened
      // before the commit, whatever it waits on).
      await waitForLockWaiter(changerPid);
      await changer.query("COMMIT");
      await rebuild;
    } finally {
      await changer.end();
    }
    expect(await db.skillSearchDocument.count({ where: { skillId: turning.skill.id } })).toBe(0);
    expect(await db.restrictedSearchDocument.count({ where: { skillId: turning.skill.id, visibility: "PRIVATE" } })).toBe(1);
  });

  test("asking for Meilisearch without MEILI_HOST is SEARCH_UNAVAILABLE", async () => {
    await expect(reindexSearch({ backends: ["meilisearch"] })).rejects.toMatchObject({ code: "SEARCH_UNAVAILABLE" });
  });
});

describe("refreshSearchCounters", () => {
  test("copies counters and 7-day installs into the documents, with the same rank score as TypeScript computes", async () => {
    const actor = await createActor();
    const quiet = await publishFixture({ actor, slug: "counter-quiet", version: "1.0.0" });
    const busy = await publishFixture({ actor, slug: "counter-busy", version: "1.0.0" });
    await db.skill.update({ where: { id: busy.skill.id }, data: { downloads: 500, installs: 120, stars: 14 } });
    await db.dailyStat.createMany({
      data: [
        { skillId: busy.skill.id, day: today(), installs: 9, downloads: 20 },
        { skillId: busy.skill.id, day: new Date(today().getTime() - 3 * DAY), installs: 4, downloads: 8 },
        // Older than a week: not trending.
        { skillId: busy.skill.id, day: new Date(today().getTime() - 9 * DAY), installs: 100, downloads: 100 },
      ],
    });

    const { updated } = await refreshSearchCounters();
    expect(updated).toBeGreaterThanOrEqual(1);
    const doc = await db.skillSearchDocument.findUniqueOrThrow({ where: { skillId: busy.skill.id } });
    expect(doc).toMatchObject({ downloads: 500, installs: 120, stars: 14, trending: 13 });
    expect(doc.rankScore).toBeCloseTo(computeRankScore({ ...doc, publishedAt: doc.publishedAt }), 6);
    expect((await searchSkills({ q: "counter", sort: "trending" })).hits.map((hit) => hit.slug)).toEqual(["counter-busy", "counter-quiet"]);
    expect((await searchSkills({ q: "counter", sort: "downloads" })).hits[0]?.slug).toBe("counter-busy");
    // Nothing changed since: nothing rewritten.
    expect((await refreshSearchCounters()).updated).toBe(0);
    expect((await db.skillSearchDocument.findUniqueOrThrow({ where: { skillId: quiet.skill.id } })).trending).toBe(0);
  });
});

describe("runSearchMaintenance", () => {
  test("rebuilds an empty document table when skills are listed (e.g. after a migration)", async () => {
    const actor = await createActor();
    await publishFixture({ actor, slug: "self-repair", version: "1.0.0" });
    await db.skillSearchDocument.deleteMany();
    expect((await searchSkills({ q: "self-repair" })).hits).toEqual([]);
    const pass = await runSearchMaintenance();
    expect(pass.rebuilt).toBeGreaterThanOrEqual(1);
    expect((await searchSkills({ q: "self-repair" })).hits.map((hit) => hit.slug)).toEqual(["self-repair"]);
    expect((await runSearchMaintenance()).rebuilt).toBeNull();
  });

  test("rebuilds an empty restricted document table when internal or private skills are listed (no manual reindex after deploy)", async () => {
    const owner = await createActor();
    await createOrg({ handle: "repair-org", ownerHandle: owner.handle, actor: null });
    const inside = await publishFixture({ actor: owner, slug: "repair-inside", version: "1.0.0", ownerHandle: "repair-org", visibility: "internal" });
    // As a database migrated to restricted documents looks before anything rebuilt them.
    await db.restrictedSearchDocument.deleteMany();
    const pass = await runSearchMaintenance();
    expect(pass.rebuilt).toBeGreaterThanOrEqual(1);
    expect(await db.restrictedSearchDocument.findUnique({ where: { skillId: inside.skill.id }, select: { slug: true } })).toEqual({ slug: "repair-inside" });
    // Still public-only where it must be: the public table never holds it.
    expect(await db.skillSearchDocument.count({ where: { skillId: inside.skill.id } })).toBe(0);
    expect((await runSearchMaintenance()).rebuilt).toBeNull();
  });

  test("a table a rebuild leaves empty (its skills are not listed after all) is not rebuilt again every pass", async () => {
    // Counted (a latest version on record) but not listed: the latest version was withdrawn behind the state's back.
    const restrictedSkills = await db.skill.findMany({
      where: { visibility: { not: "PUBLIC" }, latestVersionId: { not: null } },
      select: { latestVersionId: true },
    });
    await db.skillVersion.updateMany({ where: { id: { in: restrictedSkills.map((skill) => skill.latestVersionId!) } }, data: { withdrawnAt: new Date() } });
    await db.restrictedSearchDocument.deleteMany();
    expect((await runSearchMaintenance()).rebuilt).not.toBeNull();
    expect(await db.restrictedSearchDocument.count()).toBe(0);
    expect((await runSearchMaintenance()).rebuilt).toBeNull();
  });
});

test("GET /api/health reports search: backend, health and document count", async () => {
  const response = await callRoute(health, "/api/health");
  expect(response.status).toBe(200);
  const body = await json<{ status: string; search: { status: string; backend: string; postgres: { status: string; documents: number } } }>(response);
  expect(body.status).toBe("ok");
  expect(body.search).toMatchObject({ status: "ok", backend: "postgres", postgres: { status: "ok" } });
  expect(body.search.postgres.documents).toBe(await db.skillSearchDocument.count());
});
