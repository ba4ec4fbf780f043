// One contract for every SearchIndex adapter. PostgreSQL always runs; Meilisearch runs when
// MEILI_HOST (and MEILI_MASTER_KEY) point at a server.
import { afterAll, beforeEach, describe, expect, test } from "vitest";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { createMeiliSearchIndex, type MeiliSearchIndex } from "@/lib/search/meilisearch/meili-search-index";
import { createPostgresSearchIndex } from "@/lib/search/postgres/postgres-search-index";
import type { SearchIndex } from "@/lib/search/search-index";
import type { SearchDocument } from "@/lib/search/types";
import { createSkillRows, makeDoc, resolved, slugsOf, type DocInput } from "./search-fixtures";

const meiliHost = getConfig().MEILI_HOST;
const MEILI_SKIP =
  "Meilisearch contract skipped: MEILI_HOST is not set, and no Meilisearch server can be installed on this machine. " +
  "To run it: start Meilisearch (e.g. `docker run -p 7700:7700 -e MEILI_MASTER_KEY=dev getmeili/meilisearch`) and run " +
  "`MEILI_HOST=http://127.0.0.1:7700 MEILI_MASTER_KEY=dev npx vitest run --project integration tests/integration/search/contract.test.ts`.";
if (!meiliHost) console.warn(MEILI_SKIP);

async function* batches(docs: SearchDocument[]): AsyncGenerator<SearchDocument[]> {
  if (docs.length) yield docs;
}

function contract(name: string, open: () => Promise<SearchIndex>) {
  describe(`SearchIndex contract: ${name}`, () => {
    let index: SearchIndex;

    beforeEach(async () => {
      index ??= await open();
      await index.reindex(batches([]));
    });

    async function load(inputs: DocInput[]): Promise<SearchDocument[]> {
      const docs = inputs.map(makeDoc);
      await createSkillRows(docs);
      await index.upsert(docs);
      return docs;
    }

    test("finds a skill by a word of its name, summary, topics or body", async () => {
      await load([
        { slug: "pdf-extractor", summary: "Pull tables out of invoices", topics: ["documents"], body: "Uses poppler under the hood." },
        { slug: "weather-report", summary: "Daily forecast" },
      ]);
      for (const q of ["extractor", "invoices", "documents", "poppler"]) {
        expect(slugsOf(await index.search(resolved({ q }))), q).toEqual(["pdf-extractor"]);
      }
      expect((await index.search(resolved({ q: "zebra" }))).hits).toEqual([]);
    });

    test("hits carry what a result list shows", async () => {
      const [doc] = await load([{ slug: "csv-cleaner", summary: "Tidy CSV files", ownerHandle: "bob", version: "2.1.0" }]);
      const page = await index.search(resolved({ q: "csv" }));
      expect(page.hits[0]).toMatchObject({
        skillId: doc!.skillId,
        slug: "csv-cleaner",
        displayName: "Csv Cleaner",
        summary: "Tidy CSV files",
        ownerHandle: "bob",
        version: "2.1.0",
        verdict: "clean",
      });
      expect(page.total).toBe(1);
      expect(page.totalCapped).toBe(false);
      expect(page.next).toBeNull();
    });

    test("matches word prefixes, synonyms and typos in names", async () => {
      await load([{ slug: "kubernetes-deployer", summary: "Roll out manifests" }, { slug: "slack-notifier" }]);
      for (const q of ["kube", "k8s", "kubernets", "kubernetes deployer"]) {
        expect(slugsOf(await index.search(resolved({ q }))), q).toContain("kubernetes-deployer");
      }
      // A swap no stemmer or prefix explains: only typo tolerance (asked for, as searchSkills does).
      expect(slugsOf(await index.search({ ...resolved({ q: "kubrenetes" }), typos: true }))).toEqual(["kubernetes-deployer"]);
    });

    test("an exact slug or display name match comes first, even against more popular skills", async () => {
      await load([
        { slug: "git-helper", summary: "git tools", stars: 10, installs: 100 },
        { slug: "git", summary: "Plain git", ageDays: 300 },
        { slug: "pretty-git", displayName: "Git Helper Pro", summary: "git helper", stars: 500, trending: 900, installs: 9000 },
      ]);
      expect(slugsOf(await index.search(resolved({ q: "git" })))[0]).toBe("git");
      expect(slugsOf(await index.search(resolved({ q: "git-helper" })))[0]).toBe("git-helper");
      expect(slugsOf(await index.search(resolved({ q: "Git Helper Pro" })))[0]).toBe("pretty-git");
    });

    test("a suspicious skill's exact match gets no head start", async () => {
      await load([
        { slug: "image-resizer", verdict: "suspicious", summary: "resize images" },
        { slug: "image-resizer-plus", summary: "resize images fast", stars: 50, trending: 40, installs: 400 },
      ]);
      expect(slugsOf(await index.search(resolved({ q: "image-resizer" })))).toEqual(["image-resizer-plus"]);
      expect(slugsOf(await index.search(resolved({ q: "image-resizer", nonSuspiciousOnly: false })))).toEqual(["image-resizer-plus", "image-resizer"]);
    });

    test("within matches, popularity and freshness order the results", async () => {
      await load([
        { slug: "md-lint-a", summary: "markdown linter", stars: 1, ageDays: 400 },
        { slug: "md-lint-b", summary: "markdown linter", stars: 40, trending: 30, ageDays: 400 },
        { slug: "md-lint-c", summary: "markdown linter", stars: 5, ageDays: 400 },
      ]);
      expect(slugsOf(await index.search(resolved({ q: "linter" })))).toEqual(["md-lint-b", "md-lint-c", "md-lint-a"]);
    });

    test("removed documents are gone; unknown ids are ignored", async () => {
      const [gone] = await load([{ slug: "todo-sync" }, { slug: "todo-list" }]);
      await index.remove([gone!.skillId, "no-such-skill"]);
      expect(slugsOf(await index.search(resolved({ q: "todo" })))).toEqual(["todo-list"]);
    });

    test("upsert replaces a document", async () => {
      const [doc] = await load([{ slug: "notes-app", summary: "write notes" }]);
      await index.upsert([{ ...doc!, summary: "draw diagrams", version: "1.1.0" }]);
      expect(slugsOf(await index.search(resolved({ q: "notes" })))).toEqual(["notes-app"]);
      expect((await index.search(resolved({ q: "diagrams" }))).hits[0]?.version).toBe("1.1.0");
      expect((await index.search(resolved({ q: "write" }))).hits).toEqual([]);
    });

    test("suspicious skills appear only when asked for", async () => {
      await load([{ slug: "crypto-wallet", verdict: "suspicious" }, { slug: "crypto-prices" }]);
      expect(slugsOf(await index.search(resolved({ q: "crypto" })))).toEqual(["crypto-prices"]);
      expect(slugsOf(await index.search(resolved({ q: "crypto", nonSuspiciousOnly: false }))).sort()).toEqual(["crypto-prices", "crypto-wallet"]);
      expect(slugsOf(await index.search(resolved({ q: "crypto", nonSuspiciousOnly: false, verdict: ["suspicious"] })))).toEqual(["crypto-wallet"]);
    });

    test("filters: tags (all), os (any; none declared = every OS), binaries (all), owner", async () => {
      await load([
        { slug: "tool-a", summary: "tool", topics: ["git", "ci"], os: ["linux"], bins: ["git", "jq"], ownerHandle: "ann" },
        { slug: "tool-b", summary: "tool", topics: ["git"], os: ["darwin"], bins: ["git"], ownerHandle: "ben" },
        { slug: "tool-c", summary: "tool", topics: ["ci"], bins: [], ownerHandle: "ann" },
      ]);
      const find = async (filters: Record<string, unknown>) => slugsOf(await index.search(resolved({ q: "tool", ...filters }))).sort();
      expect(await find({ tags: "git" })).toEqual(["tool-a", "tool-b"]);
      expect(await find({ tags: ["git", "ci"] })).toEqual(["tool-a"]);
      expect(await find({ os: "linux" })).toEqual(["tool-a", "tool-c"]);
      expect(await find({ os: "macos,linux" })).toEqual(["tool-a", "tool-b", "tool-c"]);
      expect(await find({ bins: "git" })).toEqual(["tool-a", "tool-b"]);
      expect(await find({ bins: "git,jq" })).toEqual(["tool-a"]);
      expect(await find({ owner: "ann" })).toEqual(["tool-a", "tool-c"]);
      expect(await find({ owner: "ann", tags: "git" })).toEqual(["tool-a"]);
      expect(slugsOf(await index.search(resolved({ tags: "ci" }))).sort()).toEqual(["tool-a", "tool-c"]);
    });

    test("filters: categories (all) and runtimes the skill loads under (all); categories facet", async () => {
      await load([
        { slug: "pdf-forms", summary: "kit", categories: ["document", "forms"], runtimes: ["agent-os", "agentskills", "claude"] },
        { slug: "pdf-merge", summary: "kit", categories: ["document"], runtimes: ["openclaw"] },
        { slug: "web-scrape", summary: "kit", categories: ["web"], runtimes: ["agentskills", "openclaw"] },
      ]);
      const find = async (filters: Record<string, unknown>) => slugsOf(await index.search(resolved({ q: "kit", ...filters }))).sort();
      expect(await find({ category: "document" })).toEqual(["pdf-forms", "pdf-merge"]);
      expect(await find({ category: "Document,forms" })).toEqual(["pdf-forms"]);
      expect(await find({ runtime: "agentskills" })).toEqual(["pdf-forms", "web-scrape"]);
      expect(await find({ runtime: "agentskills,openclaw" })).toEqual(["web-scrape"]);
      expect(await find({ category: "document", runtime: "openclaw" })).toEqual(["pdf-merge"]);
      expect(slugsOf(await index.search(resolved({ category: "web" })))).toEqual(["web-scrape"]);
      const page = await index.search(resolved({ q: "kit", facets: "categories" }));
      expect(page.facets?.categories).toEqual([
        { value: "document", count: 2 },
        { value: "forms", count: 1 },
        { value: "web", count: 1 },
      ]);
    });

    test("sorts: downloads, stars, trending, newest, updated; relevance without words = rank score", async () => {
      await load([
        { slug: "s-one", downloads: 5, stars: 30, trending: 1, createdAt: new Date("2026-01-03"), publishedAt: new Date("2026-03-01") },
        { slug: "s-two", downloads: 50, stars: 1, trending: 9, createdAt: new Date("2026-01-01"), publishedAt: new Date("2026-03-03") },
        { slug: "s-three", downloads: 20, stars: 10, trending: 0, createdAt: new Date("2026-01-02"), publishedAt: new Date("2026-03-02"), rankScore: 99 },
      ]);
      const order = async (sort: string) => slugsOf(await index.search(resolved({ sort: sort as "downloads" })));
      expect(await order("downloads")).toEqual(["s-two", "s-three", "s-one"]);
      expect(await order("stars")).toEqual(["s-one", "s-three", "s-two"]);
      expect(await order("trending")).toEqual(["s-two", "s-one", "s-three"]);
      expect(await order("newest")).toEqual(["s-one", "s-three", "s-two"]);
      expect(await order("updated")).toEqual(["s-two", "s-three", "s-one"]);
      expect((await order("relevance"))[0]).toBe("s-three");
    });

    test("pages cover every match exactly once, in order", async () => {
      const inputs = Array.from({ length: 7 }, (_, i) => ({ slug: `page-skill-${i}`, summary: "paging", stars: i * 3 }));
      await load(inputs);
      const whole = slugsOf(await index.search(resolved({ q: "paging", limit: 50 })));
      const seen: string[] = [];
      let query = resolved({ q: "paging", limit: 3 });
      for (let guard = 0; guard < 10; guard++) {
        const page = await index.search(query);
        expect(page.total).toBe(7);
        seen.push(...slugsOf(page));
        if (!page.next) break;
        query = { ...query, after: page.next };
      }
      expect(seen).toEqual(whole);
      expect(seen).toHaveLength(7);
      for (const sort of ["downloads", "newest"] as const) {
        const sortedSeen: string[] = [];
        let q = resolved({ sort, limit: 2 });
        for (let guard = 0; guard < 10; guard++) {
          const page = await index.search(q);
          sortedSeen.push(...slugsOf(page));
          if (!page.next) break;
          q = { ...q, after: page.next };
        }
        expect(new Set(sortedSeen).size).toBe(7);
      }
    });

    test("facets count values over all matches", async () => {
      await load([
        { slug: "f-one", summary: "facet", topics: ["git", "ci"], os: ["linux"], ownerHandle: "ann" },
        { slug: "f-two", summary: "facet", topics: ["git"], os: ["linux", "darwin"], ownerHandle: "ben" },
        { slug: "f-three", summary: "facet", topics: ["docs"], verdict: "suspicious", ownerHandle: "ann" },
      ]);
      const page = await index.search(resolved({ q: "facet", facets: "tags,os,owner,verdict", nonSuspiciousOnly: false }));
      expect(page.facets?.tags).toEqual([
        { value: "git", count: 2 },
        { value: "ci", count: 1 },
        { value: "docs", count: 1 },
      ]);
      expect(page.facets?.os).toEqual([
        { value: "linux", count: 3 },
        { value: "darwin", count: 2 },
        { value: "win32", count: 1 },
      ]);
      expect(page.facets?.owner).toEqual([
        { value: "ann", count: 2 },
        { value: "ben", count: 1 },
      ]);
      expect(page.facets?.verdict).toEqual([
        { value: "clean", count: 2 },
        { value: "suspicious", count: 1 },
      ]);
      expect((await index.search(resolved({ q: "facet" }))).facets).toBeUndefined();
    });

    test("suggest completes slugs and names as you type, popular first, clean only by default", async () => {
      await load([
        { slug: "docker-compose-helper", displayName: "Compose Helper", stars: 5 },
        { slug: "docker-logs", stars: 50, trending: 20 },
        { slug: "dockerfile-linter", verdict: "suspicious", stars: 99 },
        { slug: "podman-runner", displayName: "Podman Runner" },
      ]);
      const suggest = async (prefix: string, nonSuspiciousOnly = true) =>
        (await index.suggest({ prefix, tokens: prefix.toLowerCase().split(/\s+/), limit: 5, nonSuspiciousOnly })).map((hit) => hit.slug);
      expect(await suggest("dock")).toEqual(["docker-logs", "docker-compose-helper"]);
      expect((await suggest("dock", false)).sort()).toEqual(["docker-compose-helper", "docker-logs", "dockerfile-linter"]);
      expect(await suggest("compose")).toContain("docker-compose-helper");
      expect(await suggest("podman r")).toEqual(["podman-runner"]);
      expect(await suggest("xyz")).toEqual([]);
    });

    test("reindex replaces the whole index", async () => {
      await load([{ slug: "old-skill", summary: "legacy" }]);
      const fresh = [makeDoc({ slug: "new-skill", summary: "modern" })];
      await createSkillRows(fresh);
      expect(await index.reindex(batches(fresh))).toEqual({ documents: 1 });
      expect((await index.search(resolved({ q: "legacy" }))).hits).toEqual([]);
      expect(slugsOf(await index.search(resolved({ q: "modern" })))).toEqual(["new-skill"]);
    });

    test("internal and private documents: found only by an audience that reads them, ranked, typo-tolerant, filtered, faceted, paged and suggested like public ones", async () => {
      await load([
        { slug: "runbook-public", summary: "Incident runbook", categories: ["docs"], stars: 1 },
        { slug: "runbook-internal", summary: "Incident runbook", categories: ["docs"], visibility: "internal", ownerId: "org-b", stars: 2 },
        { slug: "runbook-private", summary: "Incident runbook", categories: ["ops"], visibility: "private", ownerId: "org-a", stars: 3 },
        { slug: "runbook-elsewhere", summary: "Incident runbook", categories: ["ops"], visibility: "private", ownerId: "org-c", stars: 4 },
      ]);
      const member = { internal: true, owners: ["org-a", "user-1"] };
      const as = (input: Parameters<typeof resolved>[0], audience?: typeof member) => ({ ...resolved(input), ...(audience ? { audience } : {}) });

      // The public: no trace of them, in hits, totals, facets or suggestions.
      const open = await index.search(as({ q: "runbook", facets: ["categories", "owner"] }));
      expect(slugsOf(open)).toEqual(["runbook-public"]);
      expect(open.total).toBe(1);
      expect(open.facets?.categories).toEqual([{ value: "docs", count: 1 }]);
      expect((await index.search(as({ q: "runbook", category: ["ops"] }))).hits).toEqual([]);
      expect((await index.suggest({ prefix: "runbook", tokens: ["runbook"], limit: 10, nonSuspiciousOnly: false })).map((hit) => hit.slug)).toEqual([
        "runbook-public",
      ]);

      // A member of org-a: internal skills and org-a's private ones, never org-c's.
      const mine = await index.search(as({ q: "runbook", facets: ["categories"] }, member));
      expect(new Set(slugsOf(mine))).toEqual(new Set(["runbook-public", "runbook-internal", "runbook-private"]));
      expect(mine.total).toBe(3);
      expect(mine.facets?.categories).toEqual([
        { value: "docs", count: 2 },
        { value: "ops", count: 1 },
      ]);
      expect(slugsOf(await index.search(as({ q: "runbook", category: ["ops"] }, member)))).toEqual(["runbook-private"]);
      expect(slugsOf(await index.search({ ...as({ q: "runbok" }, member), typos: true }))).toEqual(expect.arrayContaining(["runbook-private"]));
      expect(slugsOf(await index.search({ ...as({ q: "runbok" }, member), typos: true }))).not.toContain("runbook-elsewhere");
      const sorted = await index.search(as({ q: "runbook", sort: "stars" }, member));
      expect(slugsOf(sorted)).toEqual(["runbook-private", "runbook-internal", "runbook-public"]);
      // Pages: two, then the rest, nothing twice, nothing from outside the audience.
      const first = await index.search(as({ q: "runbook", sort: "stars", limit: 2 }, member));
      expect(first.next).not.toBeNull();
      const second = await index.search({ ...as({ q: "runbook", sort: "stars", limit: 2 }, member), after: first.next });
      expect([...slugsOf(first), ...slugsOf(second)]).toEqual(slugsOf(sorted));
      expect(second.next).toBeNull();
      const suggested = await index.suggest({ prefix: "runbook", tokens: ["runbook"], limit: 10, nonSuspiciousOnly: false, audience: member });
      expect(new Set(suggested.map((hit) => hit.slug))).toEqual(new Set(["runbook-public", "runbook-internal", "runbook-private"]));
      // An account that is in no org: the internal one too, no private one.
      expect(new Set(slugsOf(await index.search(as({ q: "runbook" }, { internal: true, owners: ["user-2"] }))))).toEqual(
        new Set(["runbook-public", "runbook-internal"]),
      );
    });

    test("a document whose visibility changes moves between audiences; a removed one is gone for all", async () => {
      const [doc] = await load([{ slug: "moving-target", summary: "Changes hands", visibility: "private", ownerId: "org-a" }]);
      const member = { internal: true, owners: ["org-a"] };
      const find = async (audience?: typeof member) => slugsOf(await index.search({ ...resolved({ q: "moving" }), ...(audience ? { audience } : {}) }));
      expect(await find()).toEqual([]);
      expect(await find(member)).toEqual(["moving-target"]);
      await index.upsert([{ ...doc!, visibility: "public" }]);
      expect(await find()).toEqual(["moving-target"]);
      expect(await find(member)).toEqual(["moving-target"]);
      await index.upsert([{ ...doc!, visibility: "internal" }]);
      expect(await find()).toEqual([]);
      expect(await find({ internal: true, owners: [] })).toEqual(["moving-target"]);
      await index.remove([doc!.skillId]);
      expect(await find(member)).toEqual([]);
    });

    test("health reports the document count", async () => {
      await load([{ slug: "health-a" }, { slug: "health-b" }]);
      expect(await index.health()).toMatchObject({ status: "ok", documents: 2 });
    });

    test("health counts public documents only (/api/health is open to anyone)", async () => {
      await load([
        { slug: "health-open" },
        { slug: "health-inside", visibility: "internal", ownerId: "org-a" },
        { slug: "health-secret", visibility: "private", ownerId: "org-a" },
      ]);
      expect(await index.health()).toMatchObject({ status: "ok", documents: 1 });
    });
  });
}

contract("postgres", async () => createPostgresSearchIndex());

// The same statements read inside a caller's transaction, with planner settings local to it: the
// path PGlite (embedded, no connection options) and in-transaction callers take, where results
// come back through Prisma rather than straight from pg.
contract("postgres, statements inside a transaction", async () => {
  const outside = createPostgresSearchIndex();
  const inside = <T>(work: (index: SearchIndex) => Promise<T>) => db.$transaction((tx) => work(createPostgresSearchIndex(tx)));
  return { ...outside, search: (query) => inside((index) => index.search(query)), suggest: (query) => inside((index) => index.suggest(query)) };
});

let meili: MeiliSearchIndex | undefined;
describe.skipIf(!meiliHost)(meiliHost ? "meilisearch" : MEILI_SKIP, () => {
  contract("meilisearch", async () => {
    meili = createMeiliSearchIndex({
      host: meiliHost!,
      apiKey: getConfig().MEILI_MASTER_KEY,
      index: `sv_contract_${process.pid}_${Date.now()}`,
      timeoutMs: 10_000,
    });
    const first = await meili.ensureReady();
    expect(first.created).toBe(true);
    // Settings are applied once: a second start finds nothing to change.
    expect((await meili.ensureReady()).settingsChanged).toEqual([]);
    return meili;
  });
});

afterAll(async () => {
  if (meili) await meili.client.deleteIndexIfExists(meili.uid);
});
