// The one way user YAML is parsed with the `yaml` package (frontmatter, single-file .yaml skills,
// the scanner's manifest): limits checked before parsing, the exact depth checked after, duplicate
// keys found in linear time (the package's own check compares every key with every earlier one:
// 13 s for 27,000 keys), aliases capped when values are built. The strict Agent Skills dialect
// parses with js-yaml behind the same checkYamlLimits gate (docs/decisions/003).
import {
  isCollection,
  isMap,
  isPair,
  isScalar,
  parseDocument,
  YAMLParseError,
  type Document,
  type DocumentOptions,
  type Node,
  type ParseOptions,
  type SchemaOptions,
} from "yaml";
import { checkYamlLimits, type YamlLimitProblem } from "./check-yaml-limits";
import type { YamlLimits } from "./yaml-limits";

export type YamlParseOptions = Omit<ParseOptions & DocumentOptions & SchemaOptions, "uniqueKeys"> & {
  /** Report a key repeated in one mapping as a DUPLICATE_KEY error (the `yaml` default). */
  uniqueKeys?: boolean;
};

export type UntrustedYaml = { ok: true; doc: Document.Parsed } | { ok: false; problem: YamlLimitProblem };

export type UntrustedYamlValue = { ok: true; value: unknown } | { ok: false; code: "YAML_ALIAS_LIMIT" | "YAML_SYNTAX"; message: string };

function tooDeep(limits: YamlLimits): UntrustedYaml {
  return { ok: false, problem: { code: "YAML_TOO_DEEP", message: `The YAML nests deeper than ${limits.maxDepth} levels.` } };
}

/** Deepest collection nesting of a parsed document, without recursion. */
export function depthOfYaml(root: unknown): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[root, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (!isCollection(node)) continue;
    max = Math.max(max, depth);
    for (const item of node.items) {
      if (isPair(item)) stack.push([item.key, depth + 1], [item.value, depth + 1]);
      else stack.push([item, depth + 1]);
    }
  }
  return max;
}

/** `yaml`'s duplicate-key rule (same node, or scalars with === values), with one Set per mapping. */
function reportDuplicateKeys(doc: Document.Parsed): void {
  const stack: unknown[] = [doc.contents];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!isCollection(node)) continue;
    const seen = isMap(node) ? new Set<unknown>() : null;
    for (const item of node.items) {
      if (!isPair(item)) {
        stack.push(item);
        continue;
      }
      stack.push(item.key, item.value);
      if (!seen || !isScalar(item.key) || Number.isNaN(item.key.value)) continue;
      if (seen.has(item.key.value)) {
        const range = (item.key as Node).range ?? [0, 0, 0];
        doc.errors.push(new YAMLParseError([range[0], range[0] + 1], "DUPLICATE_KEY", "Map keys must be unique"));
      }
      seen.add(item.key.value);
    }
  }
}

export function parseUntrustedYaml(text: string, input: { limits: YamlLimits; options?: YamlParseOptions }): UntrustedYaml {
  const problem = checkYamlLimits(text, input.limits);
  if (problem) return { ok: false, problem };
  const { uniqueKeys = true, ...options } = input.options ?? {};
  let doc: Document.Parsed;
  try {
    doc = parseDocument(text, { ...options, uniqueKeys: false });
  } catch (thrown) {
    // The composer recurses once per level: a nesting the estimate missed ends here.
    if (thrown instanceof RangeError) return tooDeep(input.limits);
    throw thrown;
  }
  if (depthOfYaml(doc.contents) > input.limits.maxDepth) return tooDeep(input.limits);
  if (uniqueKeys) reportDuplicateKeys(doc);
  return { ok: true, doc };
}

/** Plain values of a parsed document, expanding at most `maxAliasCount` aliases. */
export function untrustedYamlValue(doc: Document.Parsed, limits: YamlLimits): UntrustedYamlValue {
  try {
    return { ok: true, value: doc.toJS({ maxAliasCount: limits.maxAliasCount }) };
  } catch (thrown) {
    if (!(thrown instanceof Error)) throw thrown;
    if (/alias/i.test(thrown.message) && /resource exhaustion/i.test(thrown.message)) {
      return { ok: false, code: "YAML_ALIAS_LIMIT", message: `The YAML expands aliases more than ${limits.maxAliasCount} times (a "YAML bomb" guard).` };
    }
    // Semantic errors found while building values: bad merge sources, unresolved aliases.
    return { ok: false, code: "YAML_SYNTAX", message: thrown.message };
  }
}
