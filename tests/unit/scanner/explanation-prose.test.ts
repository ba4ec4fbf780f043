// The verdict explanation reads as prose: locations as "file line N" (never "file:4:" next to the
// sentence's own colon), rule titles lower-cased inside the sentence, and one reason per rule.
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scanSkill } from "@/scanner";
import { FIXTURES, loadSkill } from "./load-fixture";

const malicious = readdirSync(path.join(FIXTURES, "_malicious")).sort();

describe("malicious explanations", () => {
  for (const name of malicious) {
    it(`_malicious/${name} reads as sentences`, () => {
      const { explanation } = scanSkill({ files: loadSkill(path.join(FIXTURES, "_malicious", name)) });
      expect(explanation).not.toMatch(/[\w.-]+\.\w+:\d+/); // no file:line
      const reasons = /for (?:this reason|these reasons): (.*?)\. Such techniques/.exec(explanation)?.[1];
      expect(reasons, explanation).toBeTruthy();
      expect(reasons![0]).toBe(reasons![0]!.toLowerCase());
      const parts = reasons!.split("; ").filter((part) => /\)$/.test(part));
      for (const part of parts) expect(part[0], part).toBe(part[0]!.toLowerCase());
      expect(new Set(parts).size).toBe(parts.length);
    });
  }
});
