// The title and plain explanation of each rule that fired, keyed by rule id, so a publish answer
// carries what the website shows next to each finding without shipping the whole rule catalog.
import { rules, type Finding } from "@/scanner";

const byId = new Map(rules.map((rule) => [rule.id, { title: rule.title, description: rule.description }]));

export function ruleTexts(findings: readonly Pick<Finding, "ruleId">[]): Record<string, { title: string; description: string }> {
  const out: Record<string, { title: string; description: string }> = {};
  for (const finding of findings) {
    const text = byId.get(finding.ruleId);
    if (text) out[finding.ruleId] = text;
  }
  return out;
}
