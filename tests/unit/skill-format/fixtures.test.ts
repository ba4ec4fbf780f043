// Every skill fixture: publish gate, per-dialect verdicts, reported codes, runtime compatibility
// and manifest fields, exactly as its expect.json states.
import { describe, expect, it } from "vitest";
import { readBundle } from "@/lib/bundle";
import { DIALECT_IDS, validateSkill } from "@/lib/skill-format";
import { skillCases } from "./skill-fixture-cases";

describe("skill fixtures", () => {
  for (const c of skillCases()) {
    it(c.name, async () => {
      const bundle = await readBundle({ kind: "directory", path: c.dir }, { onViolation: "collect" });
      const v = validateSkill({ bundle });
      expect(v.gate.ok).toBe(c.expect.gate);
      expect(Object.fromEntries(DIALECT_IDS.map((id) => [id, v.dialects[id].valid]))).toEqual(c.expect.dialects);
      const codes = new Set([...v.diagnostics, ...DIALECT_IDS.flatMap((id) => v.dialects[id].diagnostics)].map((d) => d.code));
      for (const code of c.expect.codes) expect([...codes]).toContain(code);
      for (const [runtime, loads] of Object.entries(c.expect.compat ?? {}))
        expect({ runtime, loads: v.compatibility[runtime as keyof typeof v.compatibility].loads }).toEqual({ runtime, loads });
      expect(v.manifest).toMatchObject(c.expect.manifest ?? {});
      // The manifest is stored as JSON: it must survive a round trip unchanged.
      expect(JSON.parse(JSON.stringify(v.manifest))).toEqual(v.manifest);
    });
  }
});
