// MCP server definitions, wherever a skill declares them (frontmatter `mcpServers:`, `.mcp.json`,
// `claude_desktop_config.json`): the agent starts each command and connects to each URL on its own, with
// the environment and headers the entry gives it. Read from the parsed value, so YAML lists and JSON
// spread over lines are one entry.
import { findUrls } from "../hosts";
import type { Collector } from "./collector";
import { nameMatchesHost } from "./flow";
import { excerpt } from "./evidence";

const RUNNER = /^(?:npx|bunx|pnpm|pnpx|yarn|uvx|pipx)$/;
const SECRET_REF = /\$\{?([A-Z][A-Z0-9_]{2,60})\}?/g;
const SECRET_NAME = /(?:KEY|TOKEN|SECRET|PASSWORD|PASSWD|PASS|PWD|CREDENTIALS?|AUTH|COOKIE|SESSION|PRIVATE|APIKEY)(?:_|$)/;

type Where = (needle: string) => { line: number; column: number; text: string };
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The package an npx/uvx-style command runs, and whether it is pinned to a version. */
function runnerPackage(command: string, args: readonly string[]): { pkg: string; pinned: boolean } | undefined {
  if (!RUNNER.test(command)) return undefined;
  const pkg = args.find((a) => !a.startsWith("-") && !/^(?:dlx|x|exec|run|tool)$/.test(a));
  if (!pkg) return undefined;
  return { pkg, pinned: /@\d/.test(pkg.replace(/^@[^/]{1,60}\//, "")) || /==\d/.test(pkg) };
}

export function checkMcpServers(
  file: string,
  servers: unknown,
  where: Where,
  sink: Collector,
  declared: ReadonlySet<string>,
  context: "frontmatter" | "script",
): void {
  if (!isRecord(servers)) return;
  let n = 0;
  for (const [name, entry] of Object.entries(servers)) {
    if (++n > 64 || !isRecord(entry)) continue;
    const command = typeof entry.command === "string" ? entry.command.trim() : "";
    const args = Array.isArray(entry.args) ? entry.args.filter((a): a is string => typeof a === "string").slice(0, 64) : [];
    const run = runnerPackage(command.split("/").pop() ?? "", args);
    if (run && !run.pinned) {
      const at = where(run.pkg);
      const wide = args.some((a) => /^(?:\/|~\/?|\$HOME|[A-Za-z]:\\{1,2})$/.test(a));
      sink.add({
        ruleId: "persist-agent-settings",
        file,
        line: at.line,
        column: at.column,
        confidence: wide ? 0.8 : 0.55,
        message: `MCP server "${name}" runs the unpinned package ${run.pkg.slice(0, 60)} on every start${wide ? " with access to the whole disk or home folder" : ""}`,
        evidence: excerpt(at.text, at.column - 1, 80),
        context,
      });
    }
    // Secrets the agent sends to a server on another host (headers, URL) or hands to an unpinned package (env).
    const url = typeof entry.url === "string" ? findUrls(entry.url)[0] : undefined;
    const carried: Array<{ value: string; to: "url" | "env" }> = [];
    if (url) {
      carried.push({ value: entry.url as string, to: "url" });
      if (isRecord(entry.headers)) for (const v of Object.values(entry.headers)) if (typeof v === "string") carried.push({ value: v, to: "url" });
    }
    if (run && !run.pinned && isRecord(entry.env)) for (const v of Object.values(entry.env)) if (typeof v === "string") carried.push({ value: v, to: "env" });
    for (const c of carried.slice(0, 32)) {
      for (const m of c.value.matchAll(SECRET_REF)) {
        const secret = m[1]!;
        if (!SECRET_NAME.test(secret) || declared.has(secret)) continue;
        if (c.to === "url" && url && (url.hostClass === "private-ip" || nameMatchesHost(secret, url.host) !== false)) continue;
        const at = where(c.value.length <= 80 ? c.value : m[0]);
        sink.add({
          ruleId: c.to === "url" ? "exfil-credential-to-network" : "cred-undeclared-secret",
          file,
          line: at.line,
          column: at.column,
          confidence: c.to === "url" ? 0.8 : 0.6,
          message:
            c.to === "url"
              ? `MCP server "${name}" at ${url!.host} is sent ${secret}, which does not belong to it`
              : `MCP server "${name}" hands ${secret} to the unpinned package ${run!.pkg.slice(0, 60)}`,
          evidence: excerpt(at.text, at.column - 1, 80),
          context,
        });
        break;
      }
    }
  }
}

const MCP_CONFIG = /(?:^|\/)(?:\.?mcp|mcp_config|mcp_settings|claude_desktop_config|cline_mcp_settings)\.json$/i;

/** A bundled MCP configuration file (`.mcp.json`, `claude_desktop_config.json`). */
export function checkMcpConfig(path: string, text: string, sink: Collector, declared: ReadonlySet<string>): void {
  if (!MCP_CONFIG.test(path) || text.length > 1024 * 1024) return;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return;
  }
  const servers = isRecord(data) ? (data.mcpServers ?? data.servers) : undefined;
  if (!servers) return;
  const lines = text.split("\n");
  // Each finding searches the lines for its text: after 16 of them the rest point at line 1 (linear in any file).
  let lookups = 0;
  const where = (needle: string) => {
    const i = needle && lookups++ < 16 ? lines.findIndex((l) => l.includes(needle)) : -1;
    return i === -1 ? { line: 1, column: 1, text: lines[0] ?? "" } : { line: i + 1, column: lines[i]!.indexOf(needle) + 1, text: lines[i]! };
  };
  checkMcpServers(path, servers, where, sink, declared, "script");
}
