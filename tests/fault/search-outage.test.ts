// Search backend unreachable. MEILI_HOST points at a small local HTTP server that only ever fails
// (503 on every request, or it accepts and never answers): it stands in for an unreachable
// Meilisearch, never for a working one. Publishing through the API still succeeds, searches fall
// back to PostgreSQL within the client timeout and find the new skills, health says "degraded",
// and the outbox holds one pending event per publish. The real Meilisearch adapter, driven by the
// outbox worker against the failing server, drops nothing. "Recovery" is then the worker
// draining the outbox into an in-memory index implementing the SearchIndex port (no real
// Meilisearch exists here): every skill published during the outage arrives; nothing is lost.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { GET as search } from "@/app/api/v1/search/route";
import { POST as publish } from "@/app/api/v1/skills/route";
import { createApiToken } from "@/lib/auth/create-api-token";
import { createUser } from "@/lib/auth/create-user";
import { resetConfigForTests } from "@/lib/config";
import { db } from "@/lib/db";
import { meiliCircuitState, recordMeiliSuccess } from "@/lib/search/meili-circuit";
import { createMeiliSearchIndex } from "@/lib/search/meilisearch/meili-search-index";
import { processSearchOutbox } from "@/lib/search/outbox/process-search-outbox";
import { createPostgresSearchIndex } from "@/lib/search/postgres/postgres-search-index";
import type { SearchIndex } from "@/lib/search/search-index";
import type { SearchDocument } from "@/lib/search/types";
import { multipartPublish } from "../load/request-mix";

let mode: "fail" | "hang" = "fail";
let hits = 0;
const hanging: Array<() => void> = [];
let server: Server;
let token = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    hits++;
    if (mode === "hang") {
      hanging.push(() => response.destroy());
      return;
    }
    response.writeHead(503, { "content-type": "application/json" }).end(JSON.stringify({ message: "unavailable", code: "internal", type: "internal" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.MEILI_HOST = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.MEILI_INDEX = `sv_fault_${process.pid}`;
  process.env.RATE_LIMIT_DISABLED = "1";
  resetConfigForTests();
  const user = await createUser({ handle: "outage-owner" });
  token = (await createApiToken({ userId: user.id, label: "outage", scopes: ["read", "publish"] })).token;
});

afterAll(async () => {
  for (const close of hanging) close();
  await new Promise((resolve) => server.close(resolve));
  delete process.env.MEILI_HOST;
  resetConfigForTests();
});

async function publishOver(slug: string): Promise<Response> {
  const { body, contentType } = multipartPublish({ slug, version: "1.0.0" });
  return publish(
    new Request("http://hub.test/api/v1/skills", {
      method: "POST",
      headers: { host: "hub.test", authorization: `Bearer ${token}`, "content-type": contentType },
      body: new Uint8Array(body),
    }),
    { params: Promise.resolve({}) },
  );
}

async function searchFor(q: string): Promise<{ status: number; ms: number; body: { results?: Array<{ slug: string }> } }> {
  const started = Date.now();
  const response = await search(new Request(`http://hub.test/api/v1/search?q=${encodeURIComponent(q)}&limit=50`, { headers: { host: "hub.test" } }), {
    params: Promise.resolve({}),
  });
  return { status: response.status, ms: Date.now() - started, body: (await response.json()) as { results?: Array<{ slug: string }> } };
}

/** An index that keeps documents in memory: the "recovered" backend the outbox drains into. */
function memoryIndex(): { index: SearchIndex; documents: Map<string, SearchDocument> } {
  const documents = new Map<string, SearchDocument>();
  const postgres = createPostgresSearchIndex();
  const index: SearchIndex = {
    ...postgres,
    backend: "meilisearch",
    upsert: async (docs) => void docs.forEach((doc) => documents.set(doc.skillId, doc)),
    remove: async (ids) => void ids.forEach((id) => documents.delete(id)),
    health: async () => ({ status: "ok", latencyMs: 0, documents: documents.size }),
  };
  return { index, documents };
}

const pending = () => db.searchOutbox.count({ where: { processedAt: null } });

describe("search backend unreachable", () => {
  const slugs = Array.from({ length: 12 }, (_, i) => `outage-convert-${i}`);

  test("publishing succeeds, search falls back to PostgreSQL, the outbox keeps every event", async () => {
    for (const slug of slugs.slice(0, 6)) expect((await publishOver(slug)).status).toBe(200);
    mode = "hang";
    recordMeiliSuccess();
    for (const slug of slugs.slice(6)) expect((await publishOver(slug)).status).toBe(200);

    // A hanging Meilisearch costs one client timeout (2 s), then the circuit sends searches straight to PostgreSQL.
    const first = await searchFor("outage convert");
    expect(first.status).toBe(200);
    // Meilisearch was tried, failed, and PostgreSQL answered (the ClawHub shape does not name the backend).
    expect(meiliCircuitState()).toMatchObject({ paused: true });
    expect(first.ms).toBeLessThan(5_000);
    const found = new Set((first.body.results ?? []).map((r) => r.slug));
    for (const slug of slugs) expect(found.has(slug), slug).toBe(true);
    const second = await searchFor("outage");
    expect(second.ms).toBeLessThan(1_000);

    const healthResponse = await health(new Request("http://hub.test/api/health"), { params: Promise.resolve({}) });
    expect(healthResponse.status).toBe(200);
    expect(((await healthResponse.json()) as { status: string }).status).toBe("degraded");

    const skillIds = (await db.skill.findMany({ where: { slug: { in: slugs } }, select: { id: true } })).map((s) => s.id);
    expect(skillIds).toHaveLength(slugs.length);
    const events = await db.searchOutbox.findMany({ where: { processedAt: null, skillId: { in: skillIds } } });
    expect(new Set(events.map((e) => e.skillId))).toEqual(new Set(skillIds));
  });

  test("the worker against the failing Meilisearch marks nothing processed; draining after recovery loses nothing", async () => {
    mode = "fail";
    const before = await pending();
    expect(before).toBeGreaterThanOrEqual(slugs.length);
    const meili = createMeiliSearchIndex({ host: process.env.MEILI_HOST!, index: process.env.MEILI_INDEX!, timeoutMs: 500 });
    hits = 0;
    const failed = await processSearchOutbox({ index: meili, batchSize: 100 });
    expect(hits).toBeGreaterThan(0);
    expect(failed).toMatchObject({ processed: 0, failed: before });
    expect(await pending()).toBe(before);
    expect(await db.searchOutbox.count({ where: { processedAt: null, attempts: { gte: 1 }, lastError: { not: null } } })).toBe(before);

    // Recovery: the events are due again (backoff elapsed) and the index answers.
    await db.searchOutbox.updateMany({ where: { processedAt: null }, data: { nextAttemptAt: new Date(Date.now() - 1_000) } });
    const { index, documents } = memoryIndex();
    let drained = 0;
    for (let pass = 0; pass < 10 && (await pending()) > 0; pass++) drained += (await processSearchOutbox({ index, batchSize: 5 })).processed;
    expect(drained).toBe(before);
    expect(await pending()).toBe(0);
    const indexedSlugs = new Set([...documents.values()].map((doc) => doc.slug));
    const lost = slugs.filter((slug) => !indexedSlugs.has(slug));
    console.log(
      `[fault] search outage: ${slugs.length} published during the outage, ${before} outbox events, ${drained} drained after recovery, lost ${lost.length}`,
    );
    expect(lost).toEqual([]);
  });
});
