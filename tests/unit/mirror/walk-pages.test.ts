// Walking an upstream's cursor pages: ends on no cursor, the same cursor or an empty page; a cursor
// that comes back, too many pages or too many items is UPSTREAM_INVALID.
import { describe, expect, test } from "vitest";
import { AppError } from "@/lib/errors";
import { walkPages } from "@/lib/mirror/upstream/walk-pages";

const codeOf = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : "not an AppError";
  }
};

describe("walkPages", () => {
  test("ends on no cursor, the same cursor again, or an empty page", () => {
    expect(walkPages("list", { maxPages: 10, maxItems: 100 }).advance(null, null, 3)).toBeNull();
    expect(walkPages("list", { maxPages: 10, maxItems: 100 }).advance("a", "a", 3)).toBeNull();
    expect(walkPages("list", { maxPages: 10, maxItems: 100 }).advance(null, "b", 0)).toBeNull();
    expect(walkPages("list", { maxPages: 10, maxItems: 100 }).advance(null, "b", 1)).toBe("b");
  });

  test("a cursor that comes back (a circle of any length, the first page's included) is UPSTREAM_INVALID", () => {
    const walk = walkPages("list", { maxPages: 10, maxItems: 100 });
    expect(walk.advance("start", "a", 1)).toBe("a");
    expect(walk.advance("a", "b", 1)).toBe("b");
    expect(codeOf(() => walk.advance("b", "start", 1))).toBe("UPSTREAM_INVALID");
  });

  test("more pages than the walk may take is UPSTREAM_INVALID", () => {
    const walk = walkPages("list", { maxPages: 3, maxItems: 100 });
    expect(walk.advance(null, "1", 1)).toBe("1");
    expect(walk.advance("1", "2", 1)).toBe("2");
    expect(codeOf(() => walk.advance("2", "3", 1))).toBe("UPSTREAM_INVALID");
  });

  test("more items than the walk may collect is UPSTREAM_INVALID, even on the last page", () => {
    const walk = walkPages("list", { maxPages: 10, maxItems: 5 });
    expect(walk.advance(null, "1", 5)).toBe("1");
    expect(codeOf(() => walk.advance("1", null, 1))).toBe("UPSTREAM_INVALID");
  });
});
