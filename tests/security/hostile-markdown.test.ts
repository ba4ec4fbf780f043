// Markdown written to hurt the renderer (issue 15, item 4) never costs the server more than its
// limits: every case below once blocked the event loop for seconds or threw (a 500). Pages render
// through renderMarkdownForPage: the text is cut to MARKDOWN_RENDER_MAX_CHARS with a note, a text
// nested too deep is shown as plain text, rendering runs in a worker thread under a time budget
// (plain text with a note when it is spent), the result is cached in a cache bounded in bytes, and
// cold renders of long texts draw on the visitor's "expensive" rate limit.
import { afterAll, afterEach, describe, expect, test, vi } from "vitest";
import { DIFF_MAX_TOTAL_BYTES, diffSkillVersions } from "@/lib/catalog/diff-skill-versions";
import { rateLimits } from "@/lib/ratelimit";
import { highlightLines } from "@/lib/render";
import { renderCodeTableForPage } from "@/lib/render/render-code-table-for-page";
import { MARKDOWN_MAX_HTML_CHARS, MARKDOWN_RATE_LIMITED_CHARS, MARKDOWN_RENDER_MAX_CHARS } from "@/lib/render/markdown-limits";
import { renderMarkdownCache } from "@/lib/cache/markdown/render-markdown-cache";
import { renderMarkdownForPage, type PageMarkdown } from "@/lib/render/render-markdown-for-page";
import { createActor } from "../integration/helpers/create-actor";
import { publishFixture } from "../integration/helpers/publish-fixture";
import { longestEventLoopGap, useWorkerSettings } from "./support/hostile-requests";
import { holdClockAtWindowStart } from "../integration/helpers/hold-clock-at-window-start";

const LOOP_GAP_LIMIT_MS = 1500;
let ipCounter = 0;
/** A visitor of its own per call, so rate limits only matter where a test means them to. */
const visitor = () => ({ ip: `203.0.113.${++ipCounter}`, actor: null });
const unique = (text: string) => `${text}\n\n<!-- ${Math.random()} -->\n`;

async function render(markdown: string, who = visitor()): Promise<{ page: PageMarkdown; gapMs: number }> {
  const { result, gapMs } = await longestEventLoopGap(() =>
    renderMarkdownForPage({ markdown, visitor: who, filesLink: { path: "/o/s/files", version: null } }),
  );
  return { page: result, gapMs };
}

const codes = (page: PageMarkdown) => page.notices.map((notice) => notice.code);
/** The whole page's share of markdown: what React serializes into the HTML and the RSC payload. */
const pageChars = (page: PageMarkdown) => page.html.length + page.notices.reduce((sum, notice) => sum + notice.message.length, 0);

afterAll(() => useWorkerSettings({ RENDER_TIMEOUT_MS: undefined, RENDER_CACHE_MAX_BYTES: undefined }));

describe("markdown that once blocked or broke the server", () => {
  test.each([
    [
      "a staircase list 1,000 levels deep (8 s a cold render)",
      Array.from({ length: 1000 }, (_, i) => `${" ".repeat(2 * i)}- item ${i}`).join("\n"),
      "too-deep",
    ],
    ["3,000 nested block quotes (RangeError, a 500)", `${">".repeat(3000)} deep\n`, "too-deep"],
    ["3,000 nested quotes on separate lines", Array.from({ length: 3000 }, (_, i) => `${"> ".repeat(i + 1)}q`).join("\n"), "too-deep"],
  ])(
    "%s: plain text with a note, the event loop never held",
    async (_name, markdown, code) => {
      const { page, gapMs } = await render(unique(markdown));
      expect(codes(page)).toContain(code);
      expect(page.html.startsWith('<pre class="md-plain"')).toBe(true);
      expect(gapMs).toBeLessThan(LOOP_GAP_LIMIT_MS);
    },
    30_000,
  );

  test("a 9.9 MiB single line (RangeError, a 500): cut at the limit with a note, no error", async () => {
    const { page, gapMs } = await render(unique(`# Title\n\n${"word ".repeat(Math.floor((9.9 * 1024 * 1024) / 5))}`));
    expect(codes(page)).toContain("truncated");
    expect(pageChars(page)).toBeLessThan(MARKDOWN_MAX_HTML_CHARS + 1024);
    expect(gapMs).toBeLessThan(LOOP_GAP_LIMIT_MS);
  }, 60_000);

  test("a 9 MiB SKILL.md (a 30 MB page, 1.7 s per view): the first part rendered, with a note pointing at the Files tab", async () => {
    const section = (i: number) => `## Section ${i}\n\nSome *emphasis*, a [link](references/notes.md) and \`code\`.\n\n- one\n- two\n\n`;
    let markdown = "---\nname: big\ndescription: A very long skill.\n---\n\n# Big\n\n";
    for (let i = 0; markdown.length < 9 * 1024 * 1024; i++) markdown += section(i);
    const { page, gapMs } = await render(markdown);
    expect(codes(page)).toEqual(["truncated"]);
    expect(page.notices[0]!.message).toContain("Files tab");
    expect(page.html).toContain('<h2 id="section-0">');
    expect(page.html).toContain('href="/o/s/files?path=references%2Fnotes.md"');
    expect(pageChars(page)).toBeLessThan(MARKDOWN_MAX_HTML_CHARS);
    expect(MARKDOWN_RENDER_MAX_CHARS).toBeLessThan(markdown.length / 50);
    expect(gapMs).toBeLessThan(LOOP_GAP_LIMIT_MS);
  }, 60_000);

  test("64 KiB of '_a' (2.5 s in marked): rendered in the worker, never on the event loop", async () => {
    const { page, gapMs } = await render(unique("_a".repeat(32 * 1024)));
    expect(page.html.length).toBeGreaterThan(0);
    expect(gapMs).toBeLessThan(LOOP_GAP_LIMIT_MS);
  }, 60_000);

  test("a render over the time budget is shown as plain text, and that answer is kept (no second attempt)", async () => {
    await useWorkerSettings({ RENDER_TIMEOUT_MS: "100" });
    const markdown = unique("_a".repeat(60 * 1024));
    const first = await render(markdown);
    expect(codes(first.page)).toContain("too-slow");
    expect(first.gapMs).toBeLessThan(LOOP_GAP_LIMIT_MS);
    const again = await render(markdown);
    expect(again.page).toBe(first.page);
    await useWorkerSettings({ RENDER_TIMEOUT_MS: undefined });
    // The worker was replaced: ordinary text renders again.
    expect((await render(unique("# Fine\n\nText."))).page.html).toContain('<h1 id="fine">');
  }, 60_000);
});

describe("the rendered-markdown cache", () => {
  test("is bounded in bytes, whatever the entries weigh", async () => {
    await useWorkerSettings({ RENDER_CACHE_MAX_BYTES: String(2 * 1024 * 1024) });
    for (let i = 0; i < 20; i++)
      await render(unique(`# Page ${i}\n\n${"A line of ordinary text that renders to a paragraph.\n\n".repeat(1500)}`), { ip: "192.0.2.200", actor: null });
    const stats = renderMarkdownCache().stats();
    expect(stats.bytes).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(stats.evictions).toBeGreaterThan(0);
    expect(stats.entries).toBeGreaterThan(0);
    await useWorkerSettings({ RENDER_CACHE_MAX_BYTES: undefined });
  }, 120_000);
});

describe("cold renders of long texts are rate limited per visitor", () => {
  afterEach(() => vi.useRealTimers());

  test(`past ${rateLimits.expensive.perIp} a minute an address gets plain text (not remembered); another address, and cached texts, are unaffected`, async () => {
    holdClockAtWindowStart();
    const spender = { ip: "198.51.100.250", actor: null };
    const long = (i: number) =>
      `# Long ${i} ${Math.random()}\n\n${"Plain prose for a long page.\n\n".repeat(Math.ceil(MARKDOWN_RATE_LIMITED_CHARS / 28) + 10)}`;
    const cached = long(-1);
    expect(codes((await render(cached, spender)).page)).toEqual([]);
    for (let i = 1; i < rateLimits.expensive.perIp; i++) expect(codes((await render(long(i), spender)).page)).toEqual([]);
    const limitedText = long(999);
    const limited = await render(limitedText, spender);
    expect(codes(limited.page)).toEqual(["rate-limited"]);
    // Already rendered: served from the cache, no budget needed.
    expect(codes((await render(cached, spender)).page)).toEqual([]);
    // Someone else asking for the same text gets it rendered (the plain answer was not kept).
    expect(codes((await render(limitedText, { ip: "198.51.100.251", actor: null })).page)).toEqual([]);
    // Short texts never draw on the budget.
    expect(codes((await render(unique("# Short"), spender)).page)).toEqual([]);
    // Nor does a long file's code table or a large comparison escape it: plain rows, withheld diffs.
    const table = await renderCodeTableForPage({
      code: `let x = "${"y".repeat(MARKDOWN_RATE_LIMITED_CHARS)}";\n${Math.random()}`,
      language: "javascript",
      visitor: spender,
    });
    expect(table).not.toContain('class="tok-');
  }, 120_000);
});

describe("files built against the highlighter and the differ", () => {
  test.each([
    ["javascript", "`\\".repeat(150_000)],
    ["shell", "${".repeat(150_000)],
    ["python", `"\\\n`.repeat(100_000)],
  ])(
    "300 KB of %s made to backtrack (98 s once): highlighted in time linear in the text",
    (language, code) => {
      const started = performance.now();
      const lines = highlightLines(code, language);
      expect(lines.join("\n").length).toBeGreaterThanOrEqual(code.length);
      expect(performance.now() - started).toBeLessThan(10_000);
    },
    120_000,
  );

  test("the Files tab's code table is built in the worker: the event loop never held, the rows all there", async () => {
    const code = `${"const x = `\\`;\n".repeat(20_000)}`;
    const { result, gapMs } = await longestEventLoopGap(() => renderCodeTableForPage({ code, language: "javascript", visitor: visitor() }));
    expect(result.match(/<tr id="L/g)?.length).toBe(20_000);
    expect(gapMs).toBeLessThan(LOOP_GAP_LIMIT_MS);
  }, 60_000);

  test("comparing two versions of many large, nearly equal files: at most DIFF_MAX_TOTAL_BYTES are line-diffed, in the worker", async () => {
    const owner = await createActor();
    const file = (salt: number) => Array.from({ length: 60_000 }, (_, i) => (i % 3 === salt % 3 ? "a" : "b")).join("\n");
    const files = (salt: number) => Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`references/f${i}.txt`, file(salt + i)]));
    const slug = `diff-bomb-${Date.now().toString(36)}`;
    await publishFixture({ actor: owner, slug, version: "1.0.0", content: { files: files(0) } });
    const published = await publishFixture({ actor: owner, slug, version: "1.0.1", content: { files: files(1) } });
    const { result, gapMs } = await longestEventLoopGap(() => diffSkillVersions({ skillId: published.skill.id, from: "1.0.0", to: "1.0.1" }));
    const diffed = result.changes.filter((change) => change.diff !== undefined);
    const diffedBytes = diffed.reduce((sum, change) => sum + (change.oldSize ?? 0) + (change.newSize ?? 0), 0);
    expect(diffed.length).toBeGreaterThan(0);
    expect(diffed.length).toBeLessThan(result.changes.filter((change) => change.status === "modified").length);
    expect(diffedBytes).toBeLessThanOrEqual(DIFF_MAX_TOTAL_BYTES);
    expect(gapMs).toBeLessThan(LOOP_GAP_LIMIT_MS);
    // A visitor whose render budget is spent gets the file list without line diffs.
    const withheld = await diffSkillVersions({ skillId: published.skill.id, from: "1.0.0", to: "1.0.1", mayDiff: async () => false });
    expect(withheld.diffsWithheld).toBe(true);
    expect(withheld.changes.filter((change) => change.diff !== undefined)).toEqual([]);
  }, 120_000);
});
