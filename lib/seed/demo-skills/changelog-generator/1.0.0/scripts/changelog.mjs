#!/usr/bin/env node
// Groups Conventional Commits read from stdin into a Keep a Changelog section.
// Input: `git log --format='%h%x1f%s%x1f%b%x1e'`. Output: markdown on stdout.
// Uses only the standard library and never spawns processes.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values: opts } = parseArgs({
  options: {
    version: { type: "string", default: "Unreleased" },
    date: { type: "string", default: new Date().toISOString().slice(0, 10) },
    "repo-url": { type: "string" },
    "include-chores": { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});

if (opts.help) {
  process.stdout.write(
    "usage: git log --format='%h%x1f%s%x1f%b%x1e' A..B | node changelog.mjs " +
      "[--version X] [--date YYYY-MM-DD] [--repo-url URL] [--include-chores]\n",
  );
  process.exit(0);
}

const SECTIONS = {
  feat: "Added",
  fix: "Fixed",
  perf: "Changed",
  refactor: "Changed",
  revert: "Removed",
  docs: "Documentation",
};
const CHORES = new Set(["chore", "ci", "build", "test", "style"]);
const ORDER = ["Added", "Changed", "Fixed", "Removed", "Documentation", "Other"];
const HEADER = /^(?<type>[a-z]+)(?:\((?<scope>[^)]+)\))?(?<bang>!)?: (?<text>.+)$/;

const repoUrl = opts["repo-url"]?.replace(/\/+$/, "");

function link(text) {
  if (!repoUrl) return text;
  return text.replace(/(^|[\s(])#(\d+)\b/g, `$1[#$2](${repoUrl}/issues/$2)`);
}

function shaRef(sha) {
  return repoUrl ? `([${sha}](${repoUrl}/commit/${sha}))` : `(${sha})`;
}

const input = readFileSync(0, "utf8");
const groups = new Map(ORDER.map((name) => [name, []]));
const breaking = [];
let skipped = 0;

for (const record of input.split("\x1e")) {
  const [sha = "", subject = "", body = ""] = record.replace(/^\s+/, "").split("\x1f");
  if (!sha || !subject) continue;
  const m = subject.trim().match(HEADER);
  const type = m?.groups?.type ?? "";
  if (CHORES.has(type) && !opts["include-chores"]) {
    skipped++;
    continue;
  }
  const scope = m?.groups?.scope;
  const text = m ? m.groups.text : subject.trim();
  const line = `- ${scope ? `**${scope}:** ` : ""}${link(text)} ${shaRef(sha)}`;
  groups.get(SECTIONS[type] ?? "Other").push(line);

  const footer = body.match(/^BREAKING[ -]CHANGE: (.+)$/m);
  if (m?.groups?.bang || footer) {
    breaking.push(`- ${link(footer ? footer[1].trim() : text)} ${shaRef(sha)}`);
  }
}

const out = [];
const heading = opts.version === "Unreleased" ? "## [Unreleased]" : `## [${opts.version}] - ${opts.date}`;
out.push(heading, "");
if (breaking.length > 0) out.push("### Breaking changes", "", ...breaking, "");
for (const name of ORDER) {
  const lines = groups.get(name);
  if (lines.length > 0) out.push(`### ${name}`, "", ...lines, "");
}
if (out.length === 2) out.push("_No user-facing changes._", "");
process.stdout.write(out.join("\n"));
if (skipped > 0) process.stderr.write(`changelog: skipped ${skipped} chore-type commit(s); pass --include-chores to keep them\n`);
