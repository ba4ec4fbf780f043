// A search cursor is base64url JSON anyone can decode and re-encode (its fingerprint only ties it
// to the same query). Values that pass its checks but not PostgreSQL's types — an int sort key past
// int4, a NUL in a text key, a date JavaScript parses and PostgreSQL does not — are the caller's
// mistake: 400 SEARCH_CURSOR_INVALID, never a 500 (attack review of issue 18's team search).
import { beforeAll, describe, expect, test } from "vitest";
import { GET } from "@/app/api/v1/search/route";
import { searchSkills } from "@/lib/search";
import { publishFixture } from "../helpers/publish-fixture";
import { callRaw, tokenUser } from "../catalog/route-helpers";

let cursor: { h: string; w: number; k?: Array<string | number>; o?: number };

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

beforeAll(async () => {
  const { actor } = await tokenUser({ handle: "hostcur-pub" });
  for (const slug of ["hostcur-one", "hostcur-two", "hostcur-three"]) {
    await publishFixture({ actor, slug, version: "1.0.0", content: { description: `Hostile cursor quokkafish ${slug}.` } });
  }
  for (const sort of ["relevance", "newest", "downloads"] as const) {
    const first = await searchSkills({ q: "quokkafish", limit: 1, sort });
    expect(first.nextCursor).not.toBeNull();
    cursors[sort] = JSON.parse(Buffer.from(first.nextCursor!, "base64url").toString("utf8")) as typeof cursor;
  }
  cursor = cursors.relevance!;
}, 120_000);

const cursors: Partial<Record<"relevance" | "newest" | "downloads", typeof cursor>> = {};

async function codeOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return "ok";
  } catch (error) {
    return (error as { code?: string }).code ?? `threw ${String(error)}`;
  }
}

describe("a hand-made search cursor", () => {
  test("an int sort key past int4 is SEARCH_CURSOR_INVALID", async () => {
    for (const sort of ["relevance", "downloads"] as const) {
      const made = cursors[sort]!;
      expect(made.k, sort).toBeDefined();
      const k = [...made.k!];
      k[0] = 3_000_000_000;
      expect(await codeOf(() => searchSkills({ q: "quokkafish", limit: 1, sort, cursor: encode({ ...made, k }) })), sort).toBe("SEARCH_CURSOR_INVALID");
    }
  });

  test("a NUL in a text sort key is SEARCH_CURSOR_INVALID", async () => {
    const k = [...cursor.k!];
    k[k.length - 1] = "abc\u0000def";
    expect(await codeOf(() => searchSkills({ q: "quokkafish", limit: 1, cursor: encode({ ...cursor, k }) }))).toBe("SEARCH_CURSOR_INVALID");
  });

  test.each(["1", "Tue", "+275760-09-13T00:00:00.000Z", "2020-01-01T00:00:00.000Z junk", "2021-02-30T00:00:00.000Z"])(
    "a timestamp key %j is SEARCH_CURSOR_INVALID or pages",
    async (text) => {
      const made = cursors.newest!;
      const k = [...made.k!];
      k[0] = text;
      expect(["ok", "SEARCH_CURSOR_INVALID"]).toContain(
        await codeOf(() => searchSkills({ q: "quokkafish", limit: 1, sort: "newest", cursor: encode({ ...made, k }) })),
      );
    },
  );

  test("over the API: 400, not 500", async () => {
    const k = [...cursor.k!];
    k[0] = 3_000_000_000;
    const response = await callRaw(GET, `/api/v1/search?q=quokkafish&limit=1&cursor=${encode({ ...cursor, k })}`, {});
    expect(response.status).toBe(400);
  });
});
