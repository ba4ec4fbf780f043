// Post-sign-in redirects stay on this site.
import { describe, expect, test } from "vitest";
import { safeCallbackPath } from "@/lib/auth/safe-callback-path";

describe("safeCallbackPath", () => {
  test("keeps local paths with their query", () => {
    expect(safeCallbackPath("/settings/tokens")).toBe("/settings/tokens");
    expect(safeCallbackPath("/cli/device?code=BCDF-GHJK")).toBe("/cli/device?code=BCDF-GHJK");
  });

  test("anything that could leave the site falls back", () => {
    for (const value of ["https://evil.example", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "evil", "/a\nb", "", undefined, 42, ["/x"]]) {
      expect(safeCallbackPath(value, "/home")).toBe("/home");
    }
  });
});
