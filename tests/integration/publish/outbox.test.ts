// The publish transaction always writes a search-outbox row. With an external index configured
// (MEILI_HOST) the row waits for the worker, which indexes after commit; Meilisearch is
// deliberately unreachable here: publishing must neither wait for it nor fail because of it.
// Without MEILI_HOST the PostgreSQL document is rebuilt in the same transaction, so the row is
// written already processed.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { resetConfigForTests } from "@/lib/config";
import { db } from "@/lib/db";
import { deleteSkill } from "@/lib/publish";
import { countRows } from "../helpers/count-rows";
import { createActor } from "../helpers/create-actor";
import { publishFixture } from "../helpers/publish-fixture";

const previous = process.env.MEILI_HOST;

test("without an external index the row is recorded as processed in the same transaction", async () => {
  const actor = await createActor();
  const result = await publishFixture({ actor, slug: "outbox-pg-only", version: "1.0.0" });
  const rows = await db.searchOutbox.findMany({ where: { skillId: result.skill.id } });
  expect(rows).toEqual([expect.objectContaining({ op: "upsert", processedAt: expect.any(Date) })]);
});

describe("search outbox with Meilisearch configured (unreachable)", () => {
  beforeAll(() => {
    process.env.MEILI_HOST = "http://127.0.0.1:9";
    resetConfigForTests();
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.MEILI_HOST;
    else process.env.MEILI_HOST = previous;
    resetConfigForTests();
  });

  test("a publish writes an outbox row in its transaction, without contacting the index", async () => {
    const actor = await createActor();
    const started = Date.now();
    const result = await publishFixture({ actor, slug: "outboxed", version: "1.0.0" });
    expect(Date.now() - started).toBeLessThan(5_000);
    const rows = await db.searchOutbox.findMany({ where: { skillId: result.skill.id } });
    expect(rows).toEqual([expect.objectContaining({ op: "upsert", processedAt: null, attempts: 0 })]);
  });

  test("a publish that fails after the outbox write leaves no outbox row", async () => {
    const actor = await createActor();
    const before = await countRows();
    const error = await publishFixture({
      actor,
      slug: "outbox-crash",
      version: "1.0.0",
      onProgress: (stage) => {
        if (stage === "signed") throw new Error("crash after the search update");
      },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(await countRows()).toEqual(before);
  });

  test("hiding a skill from search (delete) queues a removal", async () => {
    const actor = await createActor();
    const result = await publishFixture({ actor, slug: "outbox-delete", version: "1.0.0" });
    await deleteSkill({ actor, slug: "outbox-delete" });
    const ops = await db.searchOutbox.findMany({ where: { skillId: result.skill.id }, orderBy: { id: "asc" }, select: { op: true } });
    expect(ops.map((row) => row.op)).toEqual(["upsert", "remove"]);
  });
});
