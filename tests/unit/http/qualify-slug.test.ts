// Owner-qualified slugs (lib/http/qualify-slug.ts): which spellings split, where the owner goes,
// and that an owner is never silently dropped or overridden.
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { qualifyBodySlug, qualifyRequestSlug, splitQualifiedSlug } from "@/lib/http/qualify-slug";

const withOwner = z.object({ slug: z.string(), ownerHandle: z.string().optional(), owner: z.string().optional() });
const plain = z.object({ slug: z.string() });

function codeOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? "thrown";
  }
}

describe("splitQualifiedSlug", () => {
  test.each([
    ["alice/pdf-tools", { owner: "alice", slug: "pdf-tools" }],
    ["@Alice/pdf-tools", { owner: "alice", slug: "pdf-tools" }],
    ["alice%2Fpdf-tools", { owner: "alice", slug: "pdf-tools" }],
    ["alice%2fpdf-tools", { owner: "alice", slug: "pdf-tools" }],
    [" alice / pdf-tools ", { owner: "alice", slug: "pdf-tools" }],
    ["pdf-tools", null],
    ["../etc", null],
    ["a/b/c", null],
    ["/pdf-tools", null],
    ["alice/", null],
    ["@/pdf-tools", null],
  ])("%j", (input, expected) => expect(splitQualifiedSlug(input)).toEqual(expected));
});

describe("qualifyRequestSlug", () => {
  test("moves the owner from a query or path slug into the query's ownerHandle", () => {
    const query: Record<string, unknown> = { slug: "alice/pdf-tools" };
    qualifyRequestSlug({ params: {}, query, querySchema: withOwner });
    expect(query).toEqual({ slug: "pdf-tools", ownerHandle: "alice" });
    const params: Record<string, unknown> = { slug: "alice%2Fpdf-tools" };
    const pathQuery: Record<string, unknown> = {};
    qualifyRequestSlug({ params, query: pathQuery, querySchema: withOwner });
    expect({ params, pathQuery }).toEqual({ params: { slug: "pdf-tools" }, pathQuery: { ownerHandle: "alice" } });
  });

  test("agreeing owners pass; disagreeing ones and routes without an owner check are refused", () => {
    expect(codeOf(() => qualifyRequestSlug({ params: {}, query: { slug: "alice/x-y", ownerHandle: "@ALICE" }, querySchema: withOwner }))).toBeNull();
    expect(codeOf(() => qualifyRequestSlug({ params: {}, query: { slug: "alice/x-y", ownerHandle: "bob" }, querySchema: withOwner }))).toBe(
      "VALIDATION_FAILED",
    );
    expect(codeOf(() => qualifyRequestSlug({ params: {}, query: { slug: "alice/x-y", owner: "bob" }, querySchema: withOwner }))).toBe("VALIDATION_FAILED");
    expect(codeOf(() => qualifyRequestSlug({ params: { slug: "alice/x-y" }, query: {}, querySchema: plain }))).toBe("VALIDATION_FAILED");
    expect(codeOf(() => qualifyRequestSlug({ params: { slug: "alice/x-y" }, query: {}, querySchema: undefined }))).toBe("VALIDATION_FAILED");
  });

  test("plain slugs are left alone", () => {
    const query: Record<string, unknown> = { slug: "pdf-tools", ownerHandle: "bob" };
    qualifyRequestSlug({ params: { slug: "x" }, query, querySchema: plain });
    expect(query).toEqual({ slug: "pdf-tools", ownerHandle: "bob" });
  });
});

describe("qualifyBodySlug", () => {
  test("splits a JSON body's slug into slug + ownerHandle, refusing bodies that cannot carry an owner", () => {
    expect(qualifyBodySlug({ slug: "alice/x-y", version: "1.0.0" }, withOwner)).toEqual({ slug: "x-y", ownerHandle: "alice", version: "1.0.0" });
    expect(qualifyBodySlug({ slug: "x-y" }, plain)).toEqual({ slug: "x-y" });
    expect(qualifyBodySlug(["alice/x-y"], withOwner)).toEqual(["alice/x-y"]);
    expect(codeOf(() => qualifyBodySlug({ slug: "alice/x-y" }, plain))).toBe("VALIDATION_FAILED");
  });
});
