// Where a finding's file:line opens (app/_lib/file-line-href.ts): the Files tab asked for that line
// (the window around it, marked), the fragment to scroll to it; archive members open the archive.
import { describe, expect, test } from "vitest";
import { fileLineHref } from "@/app/_lib/file-line-href";

describe("fileLineHref", () => {
  test.each([
    [{ file: "scripts/setup.sh", line: 27_777 }, "/o/s/files?path=scripts%2Fsetup.sh&line=27777#L27777"],
    [{ file: "SKILL.md", line: 3, version: "1.2.0" }, "/o/s/files?version=1.2.0&path=SKILL.md&line=3#L3"],
    [{ file: "assets/a b#c.txt", line: 1 }, "/o/s/files?path=assets%2Fa+b%23c.txt&line=1#L1"],
    [{ file: "assets/bin.png", line: 0 }, "/o/s/files?path=assets%2Fbin.png"],
    [{ file: "assets/kit.zip!/inner/run.sh", line: 4 }, "/o/s/files?path=assets%2Fkit.zip"],
    [{ file: "README.md", line: null }, "/o/s/files?path=README.md"],
  ])("%j → %s", (input, href) => {
    expect(fileLineHref({ base: "/o/s", ...input })).toBe(href);
  });
});
