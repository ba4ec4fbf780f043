// The sign-in field's pattern compiles the way browsers compile `pattern` (anchored, `v` flag)
// and accepts exactly the handles the server's schema accepts.
import { describe, expect, it } from "vitest";
import { HANDLE_INPUT_PATTERN, HANDLE_MAX_LENGTH, handleSchema } from "@/lib/auth/schemas/handle";

const browserPattern = new RegExp(`^(?:${HANDLE_INPUT_PATTERN})$`, "v");

describe("HANDLE_INPUT_PATTERN", () => {
  it.each(["alice", "Bob9", "a", "a-b", "web-e2e-3", "x".repeat(39), "a--b", "-a", "a-", "", "a_b", "a b", "ä", "a.b", "a-b-"])(
    "agrees with handleSchema on %j",
    (handle) => {
      const accepted = browserPattern.test(handle) && handle.length <= HANDLE_MAX_LENGTH;
      expect(accepted).toBe(handleSchema.safeParse(handle).success);
    },
  );
});
