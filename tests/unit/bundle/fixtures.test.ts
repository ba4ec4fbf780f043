// Every bundle fixture: the hygiene error code (and offending path) it must raise, or the files,
// folder name, format and warnings it must produce. Failing cases also fail in "collect" mode when
// the rule is per-entry, and then the violation is recorded instead of thrown.
import { afterAll, describe, expect, it } from "vitest";
import { readBundle } from "@/lib/bundle";
import { AppError } from "@/lib/errors";
import { buildCaseInput, bundleCases, cleanupCaseDirs } from "./bundle-fixture-cases";

const PER_ENTRY = new Set([
  "BUNDLE_PATH_TRAVERSAL",
  "BUNDLE_ABSOLUTE_PATH",
  "BUNDLE_BACKSLASH_PATH",
  "BUNDLE_CONTROL_CHARACTER",
  "BUNDLE_INVISIBLE_CHARACTER",
  "BUNDLE_INVALID_PATH",
  "BUNDLE_CASE_COLLISION",
  "BUNDLE_DUPLICATE_PATH",
  "BUNDLE_LINK",
  "BUNDLE_SPECIAL_FILE",
  "BUNDLE_GIT_DIRECTORY",
  "BUNDLE_NESTED_ARCHIVE",
  "BUNDLE_ENCRYPTED",
]);

afterAll(cleanupCaseDirs);

describe("bundle fixtures", () => {
  for (const c of bundleCases()) {
    it(`${c.name}: ${c.description}`, async () => {
      const input = buildCaseInput(c);
      const read = readBundle(input, { limits: c.limits });
      if ("error" in c.expect) {
        const error = await read.then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(AppError);
        const appError = error as AppError;
        expect(appError.code).toBe(c.expect.error);
        expect(appError.status).toBeGreaterThanOrEqual(400);
        expect(appError.status).toBeLessThan(500);
        if (c.expect.path !== undefined) expect((appError.details as { path?: string }).path).toBe(c.expect.path);
        if (PER_ENTRY.has(c.expect.error)) {
          const collected = await readBundle(buildCaseInput(c), { limits: c.limits, onViolation: "collect" });
          expect(collected.violations.map((v) => v.code)).toContain(c.expect.error);
          expect(collected.files.map((f) => f.path)).toContain("SKILL.md");
        }
        return;
      }
      const bundle = await read;
      if (c.expect.files) expect(bundle.files.map((f) => f.path)).toEqual(c.expect.files);
      if (c.expect.rootName !== undefined) expect(bundle.rootName).toBe(c.expect.rootName);
      if (c.expect.format) expect(bundle.format).toBe(c.expect.format);
      if (c.expect.digest) expect(bundle.digest).toBe(c.expect.digest);
      for (const code of c.expect.warnings ?? []) expect(bundle.warnings.map((w) => w.code)).toContain(code);
      expect(bundle.violations).toEqual([]);
      expect(bundle.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    });
  }
});
