// CLI login user codes: unambiguous letters, forgiving input, strict rejection of anything else.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { generateUserCode, normalizeUserCode } from "@/lib/auth/device/user-code";

describe("user codes", () => {
  test("generated codes are XXXX-XXXX from the vowel-free alphabet and normalise to themselves", () => {
    for (let i = 0; i < 200; i++) {
      const code = generateUserCode();
      expect(code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
      expect(normalizeUserCode(code)).toBe(code);
    }
  });

  test("case, spaces and dashes are forgiven", () => {
    expect(normalizeUserCode("bcdf ghjk")).toBe("BCDF-GHJK");
    expect(normalizeUserCode(" bcdf-ghjk ")).toBe("BCDF-GHJK");
    expect(normalizeUserCode("BCDFGHJK")).toBe("BCDF-GHJK");
  });

  test("wrong length or letters outside the alphabet are not codes", () => {
    for (const input of ["", "BCDF-GHJ", "BCDF-GHJKL", "ABCD-EFGH", "BCDF-GHJ1", "BCDF_GHJK"]) expect(normalizeUserCode(input)).toBeNull();
  });

  test("normalising is idempotent for any input", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (input) => {
        const once = normalizeUserCode(input);
        if (once !== null) expect(normalizeUserCode(once)).toBe(once);
      }),
    );
  });
});
