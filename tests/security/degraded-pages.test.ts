// A page that shows a fallback of the moment — plain text because the visitor's render budget is
// spent, the render worker is busy or the (wall-clock) time budget ran out; a code table without
// highlighting for those reasons; line diffs withheld or not computed — marks its response so the
// page cache (lib/cache/page) does not keep it for everyone for up to a minute. Each render runs in
// the scope the cache step gives it (page-render-scope.ts); fallbacks that belong to the text
// (too deep, too large, truncated) and ordinary renders leave the page cacheable.
// tests/security/degraded-pages.spec.ts shows the same against the built server.
import { afterAll, describe, expect, test } from "vitest";
import { diffSkillVersions } from "@/lib/catalog/diff-skill-versions";
import { pendingPageRender, runPageRender } from "@/lib/cache/page/page-render-scope";
import { rateLimits } from "@/lib/ratelimit";
import { chargeRender } from "@/lib/render/charge-render";
import { renderCodeTableForPage } from "@/lib/render/render-code-table-for-page";
import { MARKDOWN_MAX_NESTING, MARKDOWN_RATE_LIMITED_CHARS } from "@/lib/render/markdown-limits";
import { renderMarkdownForPage } from "@/lib/render/render-markdown-for-page";
import { createActor } from "../integration/helpers/create-actor";
import { publishFixture } from "../integration/helpers/publish-fixture";
import { useWorkerSettings } from "./support/hostile-requests";

afterAll(() => useWorkerSettings({ RENDER_TIMEOUT_MS: undefined }));

/** Runs `work` as a page render the cache step started; what the scope says afterwards. */
async function asPage<T>(work: () => Promise<T>): Promise<{ result: T; uncacheable: string | null }> {
  const scope = pendingPageRender();
  let running: Promise<T> | undefined;
  runPageRender(scope, () => {
    running = work();
  });
  const result = await running!;
  return { result, uncacheable: scope.uncacheable };
}

let counter = 0;
const visitor = () => ({ ip: `192.0.2.${++counter}`, actor: null });
const markdown = (text: string, who = visitor()) => renderMarkdownForPage({ markdown: `${text}\n\n<!-- ${Math.random()} -->\n`, visitor: who });
const long = () => `# Long ${Math.random()}\n\n${"Plain prose for a long page.\n\n".repeat(Math.ceil(MARKDOWN_RATE_LIMITED_CHARS / 28) + 10)}`;

async function spentVisitor() {
  // Budgets are per clock minute: spend and use this one well inside one window.
  if (Date.now() % 60_000 > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - (Date.now() % 60_000)));
  const who = { ip: "198.51.100.240", actor: null };
  for (let i = 0; i < rateLimits.expensive.perIp; i++) await chargeRender(who);
  return who;
}

describe("momentary fallbacks mark the page uncacheable", () => {
  test("ordinary renders, and fallbacks that belong to the text, leave it cacheable", async () => {
    expect((await asPage(() => markdown("# Fine\n\nText."))).uncacheable).toBeNull();
    const deep = await asPage(() => markdown(Array.from({ length: MARKDOWN_MAX_NESTING + 5 }, (_, i) => `${"> ".repeat(i + 1)}q`).join("\n")));
    expect(deep.result.notices.map((notice) => notice.code)).toContain("too-deep");
    expect(deep.uncacheable).toBeNull();
    expect((await asPage(() => renderCodeTableForPage({ code: "let x = 1;\n", language: "javascript", visitor: visitor() }))).uncacheable).toBeNull();
  });

  test("a spent render budget: plain markdown, a plain code table, withheld diffs", async () => {
    const who = await spentVisitor();
    const text = await asPage(() => markdown(long(), who));
    expect(text.result.notices.map((notice) => notice.code)).toEqual(["rate-limited"]);
    expect(text.uncacheable).toBe("rate-limited");
    const table = await asPage(() =>
      renderCodeTableForPage({ code: `let x = "${"y".repeat(MARKDOWN_RATE_LIMITED_CHARS)}";\n${Math.random()}`, language: "javascript", visitor: who }),
    );
    expect(table.result).not.toContain('class="tok-');
    expect(table.uncacheable).toBe("rate-limited");

    const owner = await createActor();
    const slug = `degraded-diff-${Date.now().toString(36)}`;
    const big = (word: string) => ({ files: { "references/notes.md": `${word}\n`.repeat(MARKDOWN_RATE_LIMITED_CHARS / 4) } });
    await publishFixture({ actor: owner, slug, version: "1.0.0", content: big("old") });
    const published = await publishFixture({ actor: owner, slug, version: "1.1.0", content: big("new") });
    // As the compare page asks: more than a long document's worth of text draws on the budget.
    const diff = await asPage(() =>
      diffSkillVersions({
        skillId: published.skill.id,
        from: "1.0.0",
        to: "1.1.0",
        mayDiff: async (chars) => chars <= MARKDOWN_RATE_LIMITED_CHARS || chargeRender(who),
      }),
    );
    expect(diff.result.diffsWithheld).toBe(true);
    expect(diff.uncacheable).toBe("rate-limited");
    // Another visitor with budget left gets the diffs, on a page that may be kept.
    const fresh = await asPage(() =>
      diffSkillVersions({
        skillId: published.skill.id,
        from: "1.0.0",
        to: "1.1.0",
        mayDiff: async (chars) => chars <= MARKDOWN_RATE_LIMITED_CHARS || chargeRender(visitor()),
      }),
    );
    expect(fresh.result.diffsWithheld).toBe(false);
    expect(fresh.uncacheable).toBeNull();
  }, 120_000);

  test("over the time budget: the plain text is kept (no second attempt), and every page showing it stays uncacheable", async () => {
    await useWorkerSettings({ RENDER_TIMEOUT_MS: "100" });
    const text = `${"_a".repeat(60 * 1024)}\n${Math.random()}`;
    const who = visitor();
    const first = await asPage(() => renderMarkdownForPage({ markdown: text, visitor: who }));
    expect(first.result.notices.map((notice) => notice.code)).toContain("too-slow");
    expect(first.uncacheable).toBe("too-slow");
    const again = await asPage(() => renderMarkdownForPage({ markdown: text, visitor: who }));
    expect(again.result).toBe(first.result);
    expect(again.uncacheable).toBe("too-slow");
    await useWorkerSettings({ RENDER_TIMEOUT_MS: undefined });
  }, 60_000);

  test("every render worker busy: the visitors turned away get plain text on an uncacheable page", async () => {
    const pages = await Promise.all(Array.from({ length: 90 }, (_, i) => asPage(() => markdown(`# Page ${i}\n\n${"Some *text* here.\n\n".repeat(200)}`))));
    const busy = pages.filter((page) => page.result.notices.some((notice) => notice.code === "busy"));
    expect(busy.length).toBeGreaterThan(0);
    expect(new Set(busy.map((page) => page.uncacheable))).toEqual(new Set(["busy"]));
    expect(pages.filter((page) => page.result.notices.length === 0).every((page) => page.uncacheable === null)).toBe(true);
  }, 60_000);
});
