// The one-line summary and the one-paragraph explanation a non-expert can read.
import { ruleById } from "../rules";
import type { Finding, Severity } from "../types";
import type { Judgement } from "./verdict";

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

export function summarize(j: Judgement, findings: readonly Finding[], files: number): string {
  const order: Severity[] = ["critical", "high", "medium", "low", "info"];
  const parts = order
    .map((s) => [s, findings.filter((f) => f.severity === s).length] as const)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${s}`);
  const what = parts.length ? `${parts.join(", ")} finding${findings.length === 1 ? "" : "s"}` : "no findings";
  return `${j.verdict}: ${what} in ${plural(files, "file")}`;
}

function behaviours(list: readonly Finding[], max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const f of list) {
    if (seen.has(f.ruleId)) continue;
    seen.add(f.ruleId);
    out.push(`${ruleById(f.ruleId).plain} (${f.file} line ${f.line})`);
    if (out.length >= max) break;
  }
  return out;
}

function join(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join("; it ")}; and it ${items[items.length - 1]}`;
}

export function explain(j: Judgement, findings: readonly Finding[], files: number): string {
  const checked = `We checked ${plural(files, "file")} in this skill`;
  if (j.verdict === "clean") {
    if (findings.length === 0)
      return `${checked} and found nothing that looks dangerous: no hidden text, no downloads that run code, no access to passwords, keys or other secrets, and no instructions trying to take over the agent.`;
    const minor = behaviours(j.leading, 1);
    return `${checked} and found nothing serious. There ${findings.length === 1 ? "is one minor note" : `are ${findings.length} minor notes`} listed below (for example, it ${minor[0] ?? "has a low-risk pattern"}), but none of them is dangerous on its own or we are not confident enough that it is meant.`;
  }
  const main = behaviours(j.leading, 3);
  const more =
    j.leading.length > main.length
      ? ` There ${j.leading.length - main.length === 1 ? "is one more finding" : `are ${j.leading.length - main.length} more findings`} below.`
      : "";
  if (j.verdict === "malicious") {
    return `This skill looks malicious and should not be installed. ${checked} and it ${join(main)}. It is treated as an attack ${j.reasons.length === 1 ? "for this reason" : "for these reasons"}: ${j.reasons.slice(0, 2).join("; ")}. Such techniques are used to steal data or take over computers through agent skills, and legitimate skills have no need for them.${more}`;
  }
  return `This skill needs a careful look before you install it. ${checked} and it ${join(main)}. This can be legitimate (for example, an installer or an integration that needs a key), but it deserves a human check of the lines shown before trusting the skill.${more}`;
}
