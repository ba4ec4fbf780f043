// The handle a new enterprise sign-in account asks for: preferred_username (or the e-mail's local
// part) made handle-shaped; "" when nothing usable is left (the caller then uses "sso-user").
import { describe, expect, test } from "vitest";
import { handleSchema } from "@/lib/auth/schemas/handle";
import { oidcHandleBase } from "@/lib/auth/users/pick-oidc-handle";

describe("oidcHandleBase", () => {
  test.each([
    [{ preferredUsername: "Jane.Doe" }, "jane-doe"],
    [{ preferredUsername: "jane.doe@corp.example" }, "jane-doe"],
    [{ preferredUsername: "Zoë_Ångström" }, "zoe-angstrom"],
    [{ preferredUsername: "--admin--" }, "admin"],
    [{ preferredUsername: "a".repeat(300) }, "a".repeat(39)],
    [{ preferredUsername: `${"ab-".repeat(13)}c` }, "ab-ab-ab-ab-ab-ab-ab-ab-ab-ab-ab-ab-ab"],
    [{ preferredUsername: "李雷", email: "li.lei@corp.example" }, "li-lei"],
    [{ email: "ops+sso@corp.example" }, "ops-sso"],
    [{ preferredUsername: "@@@" }, ""],
    [{}, ""],
  ])("%o → %s", (input, expected) => {
    const base = oidcHandleBase(input);
    expect(base).toBe(expected);
    if (base) expect(handleSchema.parse(base)).toBe(base);
  });
});
