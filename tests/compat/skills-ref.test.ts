// The real `skills-ref validate <dir>` (npm package, run as a subprocess) and our strict
// `agentskills` dialect must reach the same verdict on every skill fixture, and so must our CLI
// (`npm run validate -- --json --dialect agentskills`).
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { readBundle } from "@/lib/bundle";
import { validateSkill } from "@/lib/skill-format";
import { skillCases } from "../unit/skill-format/skill-fixture-cases";

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, "../..");
const skillsRef = path.join(repo, "node_modules", ".bin", "skills-ref");
const cases = skillCases();

async function referenceVerdict(dir: string): Promise<boolean> {
  try {
    await run(skillsRef, ["validate", dir]);
    return true;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 1) return false;
    throw error;
  }
}

describe("skills-ref validate vs our agentskills dialect", () => {
  for (const c of cases) {
    it(c.name, async () => {
      const reference = await referenceVerdict(c.dir);
      const bundle = await readBundle({ kind: "directory", path: c.dir }, { onViolation: "collect" });
      const ours = validateSkill({ bundle, dialect: "agentskills" }).dialects.agentskills.valid;
      expect({ case: c.name, ours }).toEqual({ case: c.name, ours: reference });
      expect({ case: c.name, fixture: c.expect.dialects.agentskills }).toEqual({ case: c.name, fixture: reference });
    });
  }

  it("our CLI agrees, one JSON line per path", async () => {
    const tsx = path.join(repo, "node_modules", ".bin", "tsx");
    const dirs = cases.map((c) => c.dir);
    const result = await run(tsx, ["lib/cli/validate.ts", "--json", "--dialect", "agentskills", ...dirs], { cwd: repo, maxBuffer: 64 * 1024 * 1024 }).catch(
      (error: { code?: number; stdout: string }) => {
        expect(error.code).toBe(1); // some fixtures are invalid on purpose
        return error;
      },
    );
    const lines = result.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { path: string; valid: boolean });
    expect(lines.map((l) => l.path)).toEqual(dirs);
    for (const [i, c] of cases.entries()) expect({ case: c.name, valid: lines[i]!.valid }).toEqual({ case: c.name, valid: await referenceVerdict(c.dir) });
  }, 120_000);
});
