// The Files tab's code table for a page: from a byte-bounded cache (a version's files never
// change), else highlighted in the render worker under its time budget; when that is spent or the
// worker is busy, the same rows without highlighting, built here (escaping only, linear). A cold
// highlight of a long file draws on the visitor's render budget, like long markdown. A table shown
// without highlighting for the moment's sake (rate limited, busy, over the wall-clock budget) is
// marked for the page cache not to keep the page for everyone.
import { createHash } from "node:crypto";
import { createByteLru, type ByteLru } from "@/lib/cache/byte-lru";
import { renderWorkers } from "@/lib/workers/get-worker-pools";
import { markPageUncacheable } from "@/lib/cache/page/page-render-scope";
import { workerFailure } from "@/lib/workers/worker-pool";
import { chargeRender, type RenderVisitor } from "./charge-render";
import { buildCodeTable, markCodeTableLine, type CodeTableOptions } from "./code-table";
import { MARKDOWN_RATE_LIMITED_CHARS } from "./markdown-limits";

/** 32 MiB of HTML (UTF-16, 2 bytes a character); a table of at most 4 MiB is kept. */
const MAX_CACHED_BYTES = 32 * 1024 * 1024;
/** `slow`: highlighting ran out of time, so the plain table is kept (not retried on every view). */
type CodeTable = { html: string; slow: boolean };
const holder = globalThis as { __skillvaultCodeTables?: ByteLru<CodeTable> };
const cache = (holder.__skillvaultCodeTables ??= createByteLru<CodeTable>({
  maxBytes: MAX_CACHED_BYTES,
  sizeOf: (key, table) => 2 * (key.length + table.html.length),
}));

export async function renderCodeTableForPage(input: {
  code: string;
  language: string | null;
  highlightLine?: number;
  /** A window of a long file (line-window.ts): its first line's number and the lines shown cut. */
  firstLine?: number;
  cut?: Record<number, number>;
  visitor: RenderVisitor;
}): Promise<string> {
  const options: CodeTableOptions = { firstLine: input.firstLine, cut: input.cut };
  // The marked row is set on the way out, so one cached table serves every line asked for.
  return markCodeTableLine(await codeTable(input, options), input.highlightLine);
}

async function codeTable(input: { code: string; language: string | null; visitor: RenderVisitor }, options: CodeTableOptions): Promise<string> {
  const key = createHash("sha256")
    .update(input.code)
    .update("\0")
    .update(input.language ?? "")
    .update("\0")
    .update(JSON.stringify(options))
    .digest("hex");
  const hit = cache.get(key);
  if (hit !== undefined) {
    if (hit.slow) markPageUncacheable("too-slow");
    return hit.html;
  }
  if (input.language && input.code.length > MARKDOWN_RATE_LIMITED_CHARS && !(await chargeRender(input.visitor)))
    return buildCodeTable(input.code, null, options);
  let table: CodeTable;
  try {
    const task = { code: input.code, language: input.language, options };
    table = { html: input.language ? await renderWorkers().run("codeTable", task) : buildCodeTable(input.code, null, options), slow: false };
  } catch (error) {
    const plain = buildCodeTable(input.code, null, options);
    const kind = workerFailure(error)?.kind;
    // Busy is momentary: the plain table is shown, not remembered.
    if (kind === "busy") {
      markPageUncacheable("busy");
      return plain;
    }
    table = { html: plain, slow: kind === "budget" };
    if (table.slow) markPageUncacheable("too-slow");
  }
  cache.set(key, table);
  return table.html;
}
