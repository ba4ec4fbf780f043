// The rule catalog: every rule's id, severity and text live in its group file; this merges them.
import type { RuleInfo } from "../types";
import { credentials } from "./credentials";
import { droppers } from "./droppers";
import { execution } from "./execution";
import { exfiltration } from "./exfiltration";
import { injection } from "./injection";
import { loadTime } from "./load-time";
import { obfuscation } from "./obfuscation";
import { persistence } from "./persistence";
import { supply } from "./supply";
import type { LineDetector, RuleDef, RuleGroup } from "./types";

export const RULE_GROUPS: readonly RuleGroup[] = [loadTime, droppers, execution, credentials, exfiltration, persistence, obfuscation, injection, supply];

export type CatalogEntry = RuleDef & { group: string };

const byId = new Map<string, CatalogEntry>();
for (const g of RULE_GROUPS) {
  for (const r of g.rules) {
    if (byId.has(r.id)) throw new Error(`duplicate rule id ${r.id}`);
    byId.set(r.id, { ...r, group: g.group });
  }
}

export const LINE_DETECTORS: readonly LineDetector[] = RULE_GROUPS.flatMap((g) => g.line);

export function ruleById(id: string): CatalogEntry {
  const r = byId.get(id);
  if (!r) throw new Error(`unknown rule id ${id}`);
  return r;
}

export const rules: ReadonlyArray<RuleInfo> = [...byId.values()].map((r) => ({
  id: r.id,
  title: r.title,
  severity: r.severity,
  group: r.group,
  description: r.description,
}));
