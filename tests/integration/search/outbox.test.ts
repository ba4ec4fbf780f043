// The Meilisearch outbox and fallback, with MEILI_HOST pointing at a port nobody listens on:
// publishing is unaffected, searches fall back to PostgreSQL, and the worker (driven here against
// the real PostgreSQL adapter, made to fail on demand) retries with backoff and never drops an event.
import { afterEach, describe, expect, test } from "vitest";
import { resetConfigForTests } from "@/lib/config";
import { db } from "@/lib/db";
import { hideSkill } from "@/lib/moderation";
import { checkSearchHealth, refreshSearchCounters, searchSkills, suggestSkills } from "@/lib/search";
import { meiliCircuitState, recordMeiliSuccess } from "@/lib/search/meili-circuit";
import { claimSearchEvents } from "@/lib/search/outbox/claim-search-events";
import { processSearchOutbox } from "@/lib/search/outbox/process-search-outbox";
import { startSearchWorker } from "@/lib/search/outbox/start-search-worker";
import { createPostgresSearchIndex } from "@/lib/search/postgres/postgres-search-index";
import type { SearchIndex } from "@/lib/search/search-index";
import { createActor } from "../helpers/create-actor";
import { publishFixture } from "../helpers/publish-fixture";

// Nothing listens on the discard port: every Meilisearch call fails fast with a connection error.
process.env.MEILI_HOST = "http://127.0.0.1:9";
process.env.MEILI_INDEX = `sv_outbox_${process.pid}`;
resetConfigForTests();

/** The real PostgreSQL adapter, recording what it was asked to do and failing while told to. */
function recordingIndex(options: { failWhile?: (ids: string[]) => boolean; down?: () => boolean } = {}) {
  const real = createPostgresSearchIndex();
  const calls = { upserted: [] as string[], removed: [] as string[] };
  const index: SearchIndex = {
    ...real,
    async upsert(documents) {
      const ids = documents.map((doc) => doc.skillId);
      if (options.down?.()) throw new Error("index unreachable");
      if (options.failWhile?.(ids)) throw new Error("index refused the batch");
      await real.upsert(documents);
      calls.upserted.push(...ids);
    },
    async remove(skillIds) {
      if (options.down?.()) throw new Error("index unreachable");
      await real.remove(skillIds);
      calls.removed.push(...skillIds);
    },
    health: async () => (options.down?.() ? { status: "down", error: "unreachable" } : real.health()),
  };
  return { index, calls };
}

const pending = () => db.searchOutbox.findMany({ where: { processedAt: null }, orderBy: { id: "asc" } });
const makeDue = () => db.searchOutbox.updateMany({ where: { processedAt: null }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });

afterEach(async () => {
  await db.searchOutbox.updateMany({ where: { processedAt: null }, data: { processedAt: new Date() } });
  recordMeiliSuccess();
});

describe("with Meilisearch configured but down", () => {
  test("publishing succeeds, writes an outbox event, and search falls back to PostgreSQL", async () => {
    const actor = await createActor();
    const published = await publishFixture({ actor, slug: "fallback-skill", version: "1.0.0" });
    expect((await pending()).map((row) => row.skillId)).toContain(published.skill.id);

    const result = await searchSkills({ q: "fallback" });
    expect(result.backend).toBe("postgres");
    expect(result.hits.map((hit) => hit.slug)).toEqual(["fallback-skill"]);
    expect(meiliCircuitState().paused).toBe(true);
    expect((await suggestSkills({ prefix: "fallb" })).suggestions.map((hit) => hit.slug)).toEqual(["fallback-skill"]);
  });

  test("health says degraded, with the outbox lag", async () => {
    const actor = await createActor();
    await publishFixture({ actor, slug: "lagging-skill", version: "1.0.0" });
    const health = await checkSearchHealth();
    expect(health).toMatchObject({
      status: "degraded",
      backend: "meilisearch",
      postgres: { status: "ok" },
      meilisearch: { status: "down", fallbackActive: true },
    });
    expect(health.outbox?.pending).toBeGreaterThanOrEqual(1);
    expect(health.outbox?.oldestPendingSeconds).toBeGreaterThanOrEqual(0);
  });
});

describe("processSearchOutbox", () => {
  test("marks events processed only after the index accepted them; failures back off and are retried", async () => {
    const actor = await createActor();
    const published = await publishFixture({ actor, slug: "retry-skill", version: "1.0.0" });
    let down = true;
    const { index, calls } = recordingIndex({ down: () => down });

    expect(await processSearchOutbox({ index })).toMatchObject({ claimed: 1, processed: 0, failed: 1 });
    const [failed] = await pending();
    expect(failed).toMatchObject({ skillId: published.skill.id, attempts: 1, processedAt: null });
    expect(failed!.lastError).toContain("unreachable");
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: the next pass leaves it alone.
    expect((await processSearchOutbox({ index })).claimed).toBe(0);

    await makeDue();
    expect(await processSearchOutbox({ index })).toMatchObject({ failed: 1 });
    expect((await pending())[0]!.attempts).toBe(2);

    down = false;
    await makeDue();
    expect(await processSearchOutbox({ index })).toMatchObject({ claimed: 1, processed: 1, failed: 0 });
    expect(calls.upserted).toEqual([published.skill.id]);
    expect(await pending()).toEqual([]);
    const done = await db.searchOutbox.findFirstOrThrow({ where: { skillId: published.skill.id } });
    expect(done.processedAt).not.toBeNull();
  });

  test("a worker that dies mid-batch loses nothing: its claimed events come back after the lease", async () => {
    const actor = await createActor();
    const published = await publishFixture({ actor, slug: "lease-skill", version: "1.0.0" });
    expect(await claimSearchEvents({ limit: 10, leaseMs: 200 })).toHaveLength(1);
    const { index, calls } = recordingIndex();
    expect((await processSearchOutbox({ index })).claimed).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await processSearchOutbox({ index })).toMatchObject({ processed: 1 });
    expect(calls.upserted).toEqual([published.skill.id]);
  });

  test("one document the index rejects does not hold back the others", async () => {
    const actor = await createActor();
    const good = await publishFixture({ actor, slug: "good-doc", version: "1.0.0" });
    const bad = await publishFixture({ actor, slug: "bad-doc", version: "1.0.0" });
    const { index, calls } = recordingIndex({ failWhile: (ids) => ids.includes(bad.skill.id) });
    expect(await processSearchOutbox({ index })).toMatchObject({ claimed: 2, processed: 1, failed: 1 });
    expect(calls.upserted).toEqual([good.skill.id]);
    expect((await pending()).map((row) => row.skillId)).toEqual([bad.skill.id]);
  });

  test("indexes the current state: a skill hidden since its publish event is removed, duplicates collapse", async () => {
    const actor = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    const published = await publishFixture({ actor, slug: "soon-hidden", version: "1.0.0" });
    await publishFixture({ actor, slug: "soon-hidden", version: "1.0.1", content: { body: "# v2\n\nSecond.\n" } });
    await hideSkill({ actor: moderator, slug: "soon-hidden", reason: "spam" });
    expect((await pending()).filter((row) => row.skillId === published.skill.id).length).toBeGreaterThanOrEqual(3);
    const { index, calls } = recordingIndex();
    await processSearchOutbox({ index });
    expect(calls.upserted).toEqual([]);
    expect(calls.removed).toEqual([published.skill.id]);
    expect(await pending()).toEqual([]);
  });
});

test("a counter refresh that changes a document queues it for Meilisearch", async () => {
  const actor = await createActor();
  const published = await publishFixture({ actor, slug: "counted-skill", version: "1.0.0" });
  await db.searchOutbox.updateMany({ where: { processedAt: null }, data: { processedAt: new Date() } });
  await db.skill.update({ where: { id: published.skill.id }, data: { stars: 7 } });
  expect((await refreshSearchCounters()).updated).toBe(1);
  expect((await pending()).map((row) => row.skillId)).toEqual([published.skill.id]);
});

describe("startSearchWorker", () => {
  test("prepares the index, fills a new one, then drains events as they arrive", async () => {
    const { index, calls } = recordingIndex();
    let filled = 0;
    const worker = startSearchWorker({
      index: { ...index, ensureReady: async () => ({ created: true, settingsChanged: ["rankingRules"] }) },
      onIndexCreated: async () => void filled++,
      pollMs: 50,
    });
    try {
      const actor = await createActor();
      const published = await publishFixture({ actor, slug: "worker-skill", version: "1.0.0" });
      await expect.poll(() => calls.upserted, { timeout: 5_000 }).toContain(published.skill.id);
      expect(filled).toBe(1);
    } finally {
      await worker.stop();
    }
  });
});
