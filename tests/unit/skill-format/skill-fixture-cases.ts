// Loads tests/fixtures/skills/<case>/{expect.json,<skill-folder>/} for the fixture tests.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { DialectId, RuntimeId } from "@/lib/skill-format";

export const SKILL_FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/skills");

export type SkillCase = {
  name: string;
  dir: string;
  expect: {
    gate: boolean;
    dialects: Record<DialectId, boolean>;
    codes: string[];
    compat?: Partial<Record<RuntimeId, boolean>>;
    manifest?: Record<string, unknown>;
  };
};

export function skillCases(): SkillCase[] {
  return readdirSync(SKILL_FIXTURES)
    .filter((name) => statSync(path.join(SKILL_FIXTURES, name)).isDirectory())
    .sort()
    .map((name) => {
      const caseDir = path.join(SKILL_FIXTURES, name);
      const folder = readdirSync(caseDir).find((entry) => statSync(path.join(caseDir, entry)).isDirectory());
      if (!folder) throw new Error(`fixture ${name} has no skill folder`);
      return { name, dir: path.join(caseDir, folder), expect: JSON.parse(readFileSync(path.join(caseDir, "expect.json"), "utf8")) };
    });
}
