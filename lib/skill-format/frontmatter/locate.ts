// File positions of frontmatter keys and values, for diagnostics ("SKILL.md:3:1").
import { isMap, isScalar, isSeq, type Node } from "yaml";
import type { LenientFrontmatter } from "./parse-frontmatter";

export type Position = { line: number; column: number };
export type YamlPath = Array<string | number>;

function child(node: unknown, segment: string | number): { key: Node | null; value: unknown } | null {
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = pair.key;
      if (isScalar(key) ? String(key.value) === String(segment) : false) return { key: key as Node, value: pair.value };
    }
    return null;
  }
  if (isSeq(node) && typeof segment === "number") return { key: null, value: node.items[segment] };
  return null;
}

/** Position of the key at `path` (or of its value with part "value"); the nearest found ancestor otherwise. */
export function locate(fm: LenientFrontmatter, path: YamlPath, part: "key" | "value" = "key"): Position | undefined {
  if (!fm.doc) return undefined;
  let node: unknown = fm.doc.contents;
  let best: Node | null = null;
  for (const segment of path) {
    const found = child(node, segment);
    if (!found) break;
    best = (part === "key" && found.key) || (found.value as Node | null) || found.key || best;
    node = found.value;
  }
  if (part === "value" && node && (node as Node).range) best = node as Node;
  const offset = best?.range?.[0];
  if (offset === undefined) return undefined;
  const { line, col } = fm.lineCounter.linePos(offset);
  return { line: line + fm.yamlLine - 1, column: col };
}
