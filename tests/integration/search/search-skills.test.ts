// searchSkills / suggestSkills over skills published through the real publishing service:
// findable at commit, never when hidden, deleted, withdrawn or blocked; cursors; highlights.
import { describe, expect, test } from "vitest";
import { ZodError } from "zod";
import { blockVersion, hideSkill, markVersionSuspicious } from "@/lib/moderation";
import { deleteSkill } from "@/lib/publish/delete-skill";
import { withdrawVersion } from "@/lib/publish/withdraw-version";
import { markHighlights, searchSkills, suggestSkills } from "@/lib/search";
import { createActor } from "../helpers/create-actor";
import { expectCode } from "../helpers/expect-code";
import { suspiciousFiles } from "../helpers/flagged-content";
import { publishFixture } from "../helpers/publish-fixture";

const slugs = (result: { hits: Array<{ slug: string }> }) => result.hits.map((hit) => hit.slug);

describe("searchSkills", () => {
  test("a skill is findable the moment publishVersion returns, with its latest version", async () => {
    const actor = await createActor({ handle: "searcher" });
    await publishFixture({ actor, slug: "invoice-parser", version: "1.0.0", content: { description: "Reads supplier invoices into JSON." } });
    let result = await searchSkills({ q: "invoice" });
    expect(result).toMatchObject({ total: 1, totalCapped: false, nextCursor: null, backend: "postgres" });
    expect(result.hits[0]).toMatchObject({ slug: "invoice-parser", ownerHandle: "searcher", version: "1.0.0", verdict: "clean" });
    await publishFixture({ actor, slug: "invoice-parser", version: "1.1.0", content: { description: "Reads supplier invoices and receipts." } });
    result = await searchSkills({ q: "receipts" });
    expect(result.hits[0]).toMatchObject({ slug: "invoice-parser", version: "1.1.0" });
  });

  test("hidden, deleted, withdrawn and blocked skills never appear; suspicious only when asked", async () => {
    const owner = await createActor();
    const moderator = await createActor({ role: "MODERATOR" });
    for (const slug of ["vault-hidden", "vault-deleted", "vault-withdrawn", "vault-blocked", "vault-visible"]) {
      await publishFixture({ actor: owner, slug, version: "1.0.0", content: { description: `Vault secrets manager ${slug}.` } });
    }
    await publishFixture({
      actor: owner,
      slug: "vault-flagged",
      version: "1.0.0",
      content: { description: "Vault secrets manager, flagged.", files: suspiciousFiles },
    });
    await hideSkill({ actor: moderator, slug: "vault-hidden", reason: "impersonation" });
    await deleteSkill({ actor: owner, slug: "vault-deleted" });
    await withdrawVersion({ actor: owner, slug: "vault-withdrawn", version: "1.0.0", reason: "broken" });
    await blockVersion({ actor: moderator, slug: "vault-blocked", version: "1.0.0", reason: "malware" });

    expect(slugs(await searchSkills({ q: "vault" }))).toEqual(["vault-visible"]);
    expect(slugs(await searchSkills({ q: "vault", nonSuspiciousOnly: false })).sort()).toEqual(["vault-flagged", "vault-visible"]);
    expect(slugs(await searchSkills({ q: "vault-hidden" }))).not.toContain("vault-hidden");
    // A moderator's suspicious mark takes effect in search at once as well.
    await markVersionSuspicious({ actor: moderator, slug: "vault-visible", version: "1.0.0", reason: "phones home" });
    expect(slugs(await searchSkills({ q: "vault" }))).toEqual([]);
    expect((await suggestSkills({ prefix: "vault", nonSuspiciousOnly: false })).suggestions.map((s) => s.slug).sort()).toEqual([
      "vault-flagged",
      "vault-visible",
    ]);
  });

  test("pages through results with cursors that only fit their own query", async () => {
    const actor = await createActor();
    for (let i = 0; i < 5; i++)
      await publishFixture({ actor, slug: `queue-worker-${i}`, version: "1.0.0", content: { description: "Processes a job queue." } });
    const first = await searchSkills({ q: "queue", limit: 2 });
    expect(first.hits).toHaveLength(2);
    expect(first.total).toBe(5);
    const second = await searchSkills({ q: "queue", limit: 2, cursor: first.nextCursor! });
    const third = await searchSkills({ q: "queue", limit: 2, cursor: second.nextCursor! });
    expect(third.nextCursor).toBeNull();
    expect(new Set([...slugs(first), ...slugs(second), ...slugs(third)]).size).toBe(5);

    await expectCode(searchSkills({ q: "jobs", limit: 2, cursor: first.nextCursor! }), "SEARCH_CURSOR_INVALID");
    await expectCode(searchSkills({ q: "queue", sort: "stars", cursor: first.nextCursor! }), "SEARCH_CURSOR_INVALID");
    await expectCode(searchSkills({ q: "queue", cursor: "not-a-cursor" }), "SEARCH_CURSOR_INVALID");
    await expectCode(
      searchSkills({ q: "queue", cursor: Buffer.from(JSON.stringify({ h: "x", w: 1, k: [1] })).toString("base64url") }),
      "SEARCH_CURSOR_INVALID",
    );
  });

  test("rejects bad parameters with a validation error", async () => {
    await expect(searchSkills({ limit: 101 })).rejects.toBeInstanceOf(ZodError);
    await expect(searchSkills({ limit: 0 })).rejects.toBeInstanceOf(ZodError);
    await expect(searchSkills({ sort: "random" as "stars" })).rejects.toBeInstanceOf(ZodError);
    await expect(searchSkills({ q: "x".repeat(201) })).rejects.toBeInstanceOf(ZodError);
    await expect(searchSkills({ facets: "colour" })).rejects.toBeInstanceOf(ZodError);
    // URL-style strings are accepted.
    await expect(searchSkills({ limit: "5", nonSuspiciousOnly: "false", tags: "a,b" })).resolves.toMatchObject({ hits: [] });
  });

  test("highlights are ranges over the plain text; markHighlights escapes everything else", async () => {
    const actor = await createActor();
    await publishFixture({
      actor,
      slug: "regex-tester",
      displayName: "Regex <Tester>",
      version: "1.0.0",
      content: { description: "Test regular expressions & regex flags." },
    });
    const [hit] = (await searchSkills({ q: "regex" })).hits;
    expect(hit!.highlights.displayName).toEqual([{ start: 0, end: 5 }]);
    expect(markHighlights(hit!.displayName, hit!.highlights.displayName)).toBe("<mark>Regex</mark> &lt;Tester&gt;");
    expect(markHighlights(hit!.summary, hit!.highlights.summary)).toBe("Test regular expressions &amp; <mark>regex</mark> flags.");
  });

  test("a misspelt name is found once the exact words find less than a page", async () => {
    const actor = await createActor();
    await publishFixture({ actor, slug: "ansible-drift", version: "1.0.0", content: { description: "Detects configuration drift." } });
    expect(slugs(await searchSkills({ q: "ansble" }))).toEqual(["ansible-drift"]);
    expect(slugs(await searchSkills({ q: "ansble drift" }))).toEqual(["ansible-drift"]);
  });

  test("when every word cannot match, results that match fewer words come back", async () => {
    const actor = await createActor();
    await publishFixture({ actor, slug: "sql-formatter", version: "1.0.0", content: { description: "Formats SQL queries." } });
    const result = await searchSkills({ q: "sql zeppelin" });
    expect(slugs(result)).toEqual(["sql-formatter"]);
    const again = await searchSkills({ q: "sql zeppelin", limit: 1 });
    expect(again.nextCursor).toBeNull();
  });

  test("facets, filters and sorts over published skills", async () => {
    const actor = await createActor({ handle: "facet-owner" });
    await publishFixture({ actor, slug: "lint-go", version: "1.0.0", topics: ["go", "lint"], content: { description: "Lint Go code." } });
    await publishFixture({ actor, slug: "lint-py", version: "1.0.0", topics: ["python", "lint"], content: { description: "Lint Python code." } });
    const result = await searchSkills({ q: "lint", facets: ["tags", "owner"] });
    expect(result.facets?.tags).toEqual([
      { value: "lint", count: 2 },
      { value: "go", count: 1 },
      { value: "python", count: 1 },
    ]);
    expect(result.facets?.owner).toEqual([{ value: "facet-owner", count: 2 }]);
    expect(slugs(await searchSkills({ q: "lint", tags: "python" }))).toEqual(["lint-py"]);
    expect(slugs(await searchSkills({ sort: "newest", limit: 2 }))).toEqual(["lint-py", "lint-go"]);
  });
});

describe("suggestSkills", () => {
  test("completes by slug and name prefix, and ignores empty input", async () => {
    const actor = await createActor();
    await publishFixture({ actor, slug: "terraform-plan", displayName: "Terraform Planner", version: "1.0.0" });
    await publishFixture({ actor, slug: "terminal-colors", version: "1.0.0" });
    expect((await suggestSkills({ prefix: "ter" })).suggestions.map((s) => s.slug).sort()).toEqual(["terminal-colors", "terraform-plan"]);
    expect((await suggestSkills({ prefix: "terraform p" })).suggestions.map((s) => s.slug)).toEqual(["terraform-plan"]);
    expect((await suggestSkills({ prefix: "planner" })).suggestions.map((s) => s.slug)).toEqual(["terraform-plan"]);
    expect((await suggestSkills({ prefix: "  " })).suggestions).toEqual([]);
    await expect(suggestSkills({ prefix: "t", limit: 21 })).rejects.toBeInstanceOf(ZodError);
  });
});
