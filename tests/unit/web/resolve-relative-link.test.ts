// Relative links in SKILL.md point at files of the same version, and never out of the bundle.
import { describe, expect, it } from "vitest";
import { resolveRelativeLink } from "@/lib/render/resolve-relative-link";

const fileUrl = (path: string) => `/files?path=${path}`;

describe("resolveRelativeLink", () => {
  it.each([
    ["references/api.md", "/files?path=references/api.md"],
    ["./scripts/run.sh", "/files?path=scripts/run.sh"],
    ["references/../scripts/run.sh", "/files?path=scripts/run.sh"],
    ["references/api.md#auth", "/files?path=references/api.md"],
    ["references/my%20notes.md", "/files?path=references/my notes.md"],
    ["#usage", "#usage"],
  ])("%s → %s", (href, expected) => {
    expect(resolveRelativeLink(href, fileUrl)).toBe(expected);
  });

  it.each(["../outside.md", "a/../../outside.md", "%E0%A4%A", "./", ""])("does not link %j", (href) => {
    expect(resolveRelativeLink(href, fileUrl)).toBeNull();
  });
});
