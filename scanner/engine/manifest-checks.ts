// Checks on the parsed SKILL.md manifest: install specs (where downloads come from, pinning, arbitrary
// commands) and frontmatter that could not be parsed.
import { findUrls, isReleaseHost, isUntrustedClass } from "../hosts";
import type { Line } from "../rules/types";
import type { Collector } from "./collector";
import { excerpt } from "./evidence";
import type { SkillManifest } from "./manifest";
import { checkMcpServers } from "./mcp-servers";

const KNOWN_KINDS = new Set([
  "brew",
  "node",
  "npm",
  "pnpm",
  "yarn",
  "bun",
  "go",
  "uv",
  "pip",
  "pipx",
  "cargo",
  "download",
  "apt",
  "gem",
  "winget",
  "scoop",
  "choco",
  "nix",
  "docker",
  "mise",
  "asdf",
]);
const COMMAND_FIELDS = ["command", "cmd", "script", "run", "shell", "exec", "postInstall", "postinstall"];

function locate(lines: readonly Line[], manifest: SkillManifest, needle: string): { line: number; column: number; text: string } {
  for (const l of lines) {
    if (l.n > manifest.endLine) break;
    const i = needle ? l.text.indexOf(needle) : -1;
    if (i >= 0) return { line: l.n, column: i + 1, text: l.text };
  }
  return { line: Math.max(1, manifest.startLine), column: 1, text: lines[0]?.text ?? "" };
}

export function checkManifest(file: string, lines: readonly Line[], manifest: SkillManifest, sink: Collector): void {
  if (!manifest.present || !manifest.parsed) {
    sink.add({
      ruleId: "load-frontmatter-invalid",
      file,
      line: manifest.present ? 1 : 1,
      column: 1,
      confidence: 0.9,
      message: manifest.error ?? "SKILL.md has no frontmatter",
      evidence: excerpt(lines[0]?.text ?? "", 0, 40),
      context: "frontmatter",
    });
  }
  // `allowed-tools: Bash` / `Bash(*)`: every shell command the skill leads to runs without the user's
  // approval. Scoped grants (`Bash(git:*)`) are ordinary.
  const allowed = manifest.data["allowed-tools"] ?? manifest.data["allowed_tools"];
  const tools =
    typeof allowed === "string" ? allowed.split(/[,\s]+(?![^(]*\))/) : Array.isArray(allowed) ? allowed.filter((t): t is string => typeof t === "string") : [];
  const shell = tools.map((t) => t.trim()).find((t) => /^(?:Bash|Shell|PowerShell)(?:\(\s{0,2}\*{1,2}(?::\*)?\s{0,2}\))?$/.test(t));
  if (shell) {
    const at = locate(lines, manifest, shell);
    sink.add({
      ruleId: "inject-no-confirmation",
      file,
      line: at.line,
      column: at.column,
      // Common in legitimate skills: listed and explained, never a verdict on its own or in a pair.
      confidence: 0.45,
      message: `The skill pre-approves every shell command (allowed-tools: ${shell})`,
      evidence: excerpt(at.text, at.column - 1, 60),
      context: "frontmatter",
    });
  }
  // MCP servers declared in the frontmatter: the agent starts and connects to them on its own.
  const servers = manifest.data["mcpServers"] ?? manifest.data["mcp_servers"] ?? manifest.data["mcp-servers"];
  if (servers) checkMcpServers(file, servers, (needle) => locate(lines, manifest, needle), sink, manifest.declaredEnv, "frontmatter");
  for (const spec of manifest.install) {
    for (const field of COMMAND_FIELDS) {
      const v = spec.raw[field];
      if (typeof v === "string" && v.trim()) {
        const at = locate(lines, manifest, v.slice(0, 40));
        sink.add({
          ruleId: "load-install-command",
          file,
          line: at.line,
          column: at.column,
          confidence: 0.85,
          message: `Install spec runs a command: ${v.slice(0, 80)}`,
          evidence: excerpt(at.text, at.column - 1, 80),
          context: "frontmatter",
        });
      }
    }
    if (spec.kind && !KNOWN_KINDS.has(spec.kind.toLowerCase())) {
      const at = locate(lines, manifest, `${spec.kind}`);
      sink.add({
        ruleId: "load-install-command",
        file,
        line: at.line,
        column: at.column,
        confidence: 0.6,
        message: `Unknown install kind "${spec.kind}"`,
        evidence: excerpt(at.text, at.column - 1, 40),
        context: "frontmatter",
      });
    }
    if (!spec.url) continue;
    const at = locate(lines, manifest, spec.url.slice(0, 60));
    const url = findUrls(spec.url)[0];
    const ev = excerpt(at.text, at.column - 1, spec.url.length);
    if (!url || isUntrustedClass(url.hostClass) || url.scheme === "http" || url.scheme === "ftp") {
      sink.add({
        ruleId: "load-install-untrusted-url",
        file,
        line: at.line,
        column: at.column,
        confidence: 0.9,
        message: `Install downloads from ${url ? url.host : spec.url.slice(0, 60)}`,
        evidence: ev,
        context: "frontmatter",
      });
      continue;
    }
    const pinned = typeof spec.sha256 === "string" && /^[0-9a-f]{64}$/i.test(spec.sha256);
    if (!isReleaseHost(url)) {
      sink.add({
        ruleId: "load-install-nonrelease-host",
        file,
        line: at.line,
        column: at.column,
        confidence: pinned ? 0.3 : 0.6,
        message: `Install downloads from ${url.host}${pinned ? " (sha256 pinned)" : " without a checksum"}`,
        evidence: ev,
        context: "frontmatter",
      });
    } else if (!pinned) {
      sink.add({
        ruleId: "load-install-unpinned",
        file,
        line: at.line,
        column: at.column,
        confidence: 0.8,
        message: `Install downloads ${url.host}${url.path.slice(0, 60)} without a sha256`,
        evidence: ev,
        context: "frontmatter",
      });
    }
  }
}
