// Dependencies named one slip away from a popular npm or PyPI package, in package.json and requirements files.
import type { Collector } from "./collector";
import { excerpt } from "./evidence";
import { npmTyposquat, pypiTyposquat } from "../supply/popular-packages";

const DEPENDENCY_KEYS = ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies"];

/** A dependency named one slip away from a popular package (crossenv, loadsh): installing it runs its author's code. */
function typosquatFinding(sink: Collector, path: string, lines: readonly string[], name: string, popular: string): void {
  const i = lines.findIndex((l) => l.includes(name));
  sink.add({
    ruleId: "supply-typosquat",
    file: path,
    line: i + 1 || 1,
    column: Math.max(1, (lines[i] ?? "").indexOf(name) + 1),
    confidence: 0.7,
    message: `Depends on "${name}", a look-alike of the popular package "${popular}"`,
    evidence: excerpt(lines[i] ?? name, Math.max(0, (lines[i] ?? "").indexOf(name)), 80),
    context: "script",
  });
}

/** requirements*.txt / constraints: each requirement's name against the popular PyPI packages. */
export function checkRequirements(path: string, text: string, sink: Collector): void {
  if (!/(?:^|\/)(?:requirements|constraints)[\w.-]{0,40}\.txt$/i.test(path)) return;
  const lines = text.split("\n", 4000);
  let n = 0;
  let found = 0;
  for (const l of lines) {
    const m = /^\s{0,8}([A-Za-z0-9][A-Za-z0-9_.-]{1,80})\s{0,4}(?:[<>=!~;[@]|$)/.exec(l);
    if (!m) continue;
    const popular = pypiTyposquat(m[1]!);
    // Each finding looks its line up again: at most 16 of them.
    if (popular && found++ < 16) typosquatFinding(sink, path, lines, m[1]!, popular);
    if (++n > 500) return;
  }
}

/** package.json dependency lists (`data`: the parsed file). */
export function checkPackageDependencies(path: string, text: string, data: unknown, sink: Collector): void {
  // The text's lines are split once, when a look-alike is found, and each name is located at most 16 times.
  let depLines: string[] | undefined;
  let found = 0;
  for (const key of DEPENDENCY_KEYS) {
    const deps = (data as Record<string, unknown> | null)?.[key];
    if (typeof deps !== "object" || deps === null) continue;
    for (const name of Object.keys(deps).slice(0, 500)) {
      const popular = npmTyposquat(name);
      if (popular && found++ < 16) typosquatFinding(sink, path, (depLines ??= text.split("\n", 20000)), name, popular);
    }
  }
}
