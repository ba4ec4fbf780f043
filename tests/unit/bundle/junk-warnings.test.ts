// Dropped macOS metadata is named in at most MAX_JUNK_WARNINGS warnings, the rest counted in one
// more: junk entries do not count against BUNDLE_MAX_FILES, so 60,000 `d<n>/.DS_Store` entries
// (a 1 MB zip) once made 60,000 warnings — a 6.8 MB check answer, stored as such with the version.
import { describe, expect, test } from "vitest";
import { readBundle } from "@/lib/bundle";
import { MAX_JUNK_WARNINGS } from "@/lib/bundle/assemble-bundle";
import { buildZip } from "./archive-builders";

const encoder = new TextEncoder();
const skill = encoder.encode("---\nname: junk\ndescription: A skill packed with Finder junk.\n---\n\nHello.\n");

describe("a zip of thousands of .DS_Store files", () => {
  test.each([
    ["a few", 3],
    ["5,000", 5000],
  ])("%s: the skill is read, and the warnings stay bounded", async (_label, count) => {
    const entries = [{ name: "SKILL.md", data: skill }, ...Array.from({ length: count }, (_, i) => ({ name: `d${i}/.DS_Store`, data: encoder.encode("x") }))];
    const bundle = await readBundle({ kind: "archive", filename: "junk.zip", bytes: buildZip(entries) });
    expect(bundle.files.map((file) => file.path)).toEqual(["SKILL.md"]);
    const junk = bundle.warnings.filter((warning) => warning.code === "BUNDLE_JUNK_DROPPED");
    expect(junk.length).toBe(Math.min(count, MAX_JUNK_WARNINGS + 1));
    if (count > MAX_JUNK_WARNINGS) expect(junk.at(-1)?.message).toContain((count - MAX_JUNK_WARNINGS).toLocaleString("en-US"));
  });
});
