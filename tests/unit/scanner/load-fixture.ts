// Reads a fixture skill folder from tests/fixtures/scanner into the scanner's input shape.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { ScanInputFile, ScanOptions } from "@/scanner";

export const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/scanner");

export function loadSkill(dir: string): ScanInputFile[] {
  const out: ScanInputFile[] = [];
  const walk = (abs: string, rel: string) => {
    for (const name of readdirSync(abs).sort()) {
      const a = path.join(abs, name);
      const r = rel ? `${rel}/${name}` : name;
      if (statSync(a).isDirectory()) walk(a, r);
      else out.push({ path: r, bytes: new Uint8Array(readFileSync(a)) });
    }
  };
  walk(dir, "");
  return out;
}

export type Expected = { rule: string; fires: Array<{ file: string; line: number }>; options?: ScanOptions };

export function ruleFixtureIds(): string[] {
  return readdirSync(FIXTURES)
    .filter((n) => !n.startsWith("_") && n !== "corpus" && !n.startsWith("heldout-") && statSync(path.join(FIXTURES, n)).isDirectory())
    .sort();
}

export function readExpected(rule: string): Expected {
  return JSON.parse(readFileSync(path.join(FIXTURES, rule, "expected.json"), "utf8")) as Expected;
}
