// GET /api/v1/changes: paging with cursors, what hidden skills show, and commit-ordered ids.
import { describe, expect, test } from "vitest";
import { GET } from "@/app/api/v1/changes/route";
import { changesResponseSchema } from "@/lib/api-schemas/routes/changes";
import { recordChange } from "@/lib/audit";
import { listChanges } from "@/lib/changes";
import { db } from "@/lib/db";
import { hideSkill, unhideSkill } from "@/lib/moderation";
import { deleteSkill, withdrawVersion } from "@/lib/publish";
import { callRoute, errorCode } from "../auth/call-route";
import { createActor } from "../helpers/create-actor";
import { publishFixture } from "../helpers/publish-fixture";

async function page(query: string) {
  const response = await callRoute(GET, `/api/v1/changes${query}`);
  expect(response.status).toBe(200);
  return changesResponseSchema.parse(await response.json());
}

async function readAll(limit: number) {
  const seen: Array<{ id: string; kind: string; slug: string; version: string | null }> = [];
  let cursor = "0";
  for (let guard = 0; guard < 100; guard++) {
    const body = await page(`?since=${cursor}&limit=${limit}`);
    seen.push(...body.items);
    expect(body.items.length).toBeLessThanOrEqual(limit);
    cursor = body.nextCursor;
    if (!body.hasMore) break;
  }
  return { seen, cursor };
}

describe("change feed", () => {
  test("pages through every event oldest first; the last cursor waits for new ones", async () => {
    const owner = await createActor();
    for (const version of ["1.0.0", "1.0.1", "1.0.2"]) await publishFixture({ actor: owner, slug: "feed-a", version });
    await publishFixture({ actor: owner, slug: "feed-b", version: "1.0.0" });
    await withdrawVersion({ actor: owner, slug: "feed-a", version: "1.0.2" });

    const { seen, cursor } = await readAll(2);
    expect(seen.map((event) => [event.kind, event.slug, event.version])).toEqual([
      ["publish", "feed-a", "1.0.0"],
      ["publish", "feed-a", "1.0.1"],
      ["publish", "feed-a", "1.0.2"],
      ["publish", "feed-b", "1.0.0"],
      ["withdraw", "feed-a", "1.0.2"],
    ]);
    expect(seen.map((event) => BigInt(event.id))).toEqual([...seen.map((event) => BigInt(event.id))].sort((a, b) => (a < b ? -1 : 1)));
    const empty = await page(`?since=${cursor}`);
    expect(empty).toMatchObject({ items: [], hasMore: false, nextCursor: cursor });

    await publishFixture({ actor: owner, slug: "feed-b", version: "1.1.0" });
    const next = await page(`?cursor=${cursor}`);
    expect(next.items.map((event) => [event.kind, event.version])).toEqual([["publish", "1.1.0"]]);
    expect(next.items[0]!.data).toMatchObject({ digest: expect.stringMatching(/^sha256:/), verdict: "clean" });
  });

  test("a hidden skill shows only its removal until it returns; deletion is always shown", async () => {
    const owner = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    await publishFixture({ actor: owner, slug: "feed-hidden", version: "1.0.0" });
    await hideSkill({ actor: moderator, slug: "feed-hidden", reason: "review" });
    const hidden = await listChanges({ limit: 500 });
    expect(hidden.items.filter((event) => event.slug === "feed-hidden").map((event) => event.kind)).toEqual(["hide"]);
    // The cursor still moves past what this caller cannot see.
    expect(BigInt(hidden.nextCursor)).toBe((await db.changeEvent.aggregate({ _max: { publicSeq: true } }))._max.publicSeq);

    await unhideSkill({ actor: moderator, slug: "feed-hidden", reason: "fine" });
    const back = await listChanges({ limit: 500 });
    expect(back.items.filter((event) => event.slug === "feed-hidden").map((event) => event.kind)).toEqual(["publish", "hide", "unhide"]);

    await deleteSkill({ actor: owner, slug: "feed-hidden" });
    const deleted = await listChanges({ since: back.nextCursor });
    expect(deleted.items.map((event) => [event.kind, event.slug])).toEqual([["delete", "feed-hidden"]]);
  });

  test("ids become visible in order: a later event waits for an earlier transaction to commit", async () => {
    const owner = await createActor();
    const published = await publishFixture({ actor: owner, slug: "feed-order", version: "1.0.0" });
    const start = (await listChanges({ limit: 500 })).nextCursor;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstRecorded!: () => void;
    const recorded = new Promise<void>((resolve) => (firstRecorded = resolve));
    const first = db.$transaction(async (tx) => {
      await recordChange(tx, { kind: "tag", skillId: published.skill.id, slug: "feed-order", version: "1.0.0", data: { tag: "first" } });
      firstRecorded();
      await held;
    });
    await recorded;
    let secondDone = false;
    const second = db
      .$transaction(async (tx) => recordChange(tx, { kind: "tag", skillId: published.skill.id, slug: "feed-order", version: "1.0.0", data: { tag: "second" } }))
      .then(() => (secondDone = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(secondDone).toBe(false);
    expect((await listChanges({ since: start })).items).toEqual([]);
    release();
    await Promise.all([first, second]);
    const after = await listChanges({ since: start });
    expect(after.items.map((event) => (event.data as { tag: string }).tag)).toEqual(["first", "second"]);
  });

  test("bad cursors and limits are refused; the maximum limit is 500", async () => {
    for (const query of [
      "?since=abc",
      "?since=-1",
      "?since=01",
      "?limit=0",
      "?limit=501",
      "?since=99999999999999999999",
      "?since=9999999999999999999",
      "?cursor=9223372036854775808",
    ]) {
      const response = await callRoute(GET, `/api/v1/changes${query}`);
      expect(response.status, query).toBe(400);
      expect(await errorCode(response)).toBe("VALIDATION_FAILED");
    }
    expect((await page("?limit=500")).limit).toBe(500);
    expect((await page("")).limit).toBe(100);
  });
});
