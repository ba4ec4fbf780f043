// The publish gate: only hygiene, a missing SKILL.md, unreadable frontmatter and an unusable
// name/description block publishing; SKILL_INVALID carries the gate diagnostics (the refusal
// itself is lib/publish/decide-publication.ts's, tests/unit/publish/decide-publication.test.ts).
import { describe, expect, it } from "vitest";
import { readBundle } from "@/lib/bundle";
import { publicationRefusal } from "@/lib/publish/decide-publication";
import { validateSkill } from "@/lib/skill-format";
import type { ScanReport } from "@/scanner";
import { buildZip } from "../bundle/archive-builders";

const encoder = new TextEncoder();
const validate = async (files: Record<string, string>, rootName?: string) =>
  validateSkill({
    bundle: await readBundle({ kind: "files", files: Object.entries(files).map(([path, text]) => ({ path, bytes: encoder.encode(text) })), rootName }),
  });

describe("publish gate", () => {
  it("passes a skill that is only invalid for strict dialects, and shows dialect errors as warnings", async () => {
    const v = await validate({ "SKILL.md": "---\nname: Mixed_Case\ndescription: fine\nversion: 2\n---\n" });
    expect(v.gate).toEqual({ ok: true, errors: [] });
    expect(v.dialects.agentskills.valid).toBe(false);
    expect(v.diagnostics.filter((d) => d.source === "agentskills").every((d) => d.severity !== "error")).toBe(true);
  });

  it("keeps dialect errors as errors when a dialect is chosen", async () => {
    const v = validateSkill({
      bundle: await readBundle({ kind: "files", files: [{ path: "SKILL.md", bytes: encoder.encode("---\nname: Bad\ndescription: d\n---\n") }] }),
      dialect: "agentskills",
    });
    expect(v.diagnostics.filter((d) => d.severity === "error").map((d) => d.code)).toContain("NAME_NOT_LOWERCASE");
  });

  it("defaults the name to the folder or file name", async () => {
    const v = await validate({ "SKILL.md": "---\ndescription: d\n---\n" }, "folder-name");
    expect(v.name).toBe("folder-name");
    expect(v.gate.ok).toBe(true);
    const flat = validateSkill({
      bundle: await readBundle({ kind: "file", filename: "note-taker.md", bytes: encoder.encode("---\ndescription: Takes notes.\n---\n") }),
    });
    expect(flat.name).toBe("note-taker");
  });

  it("blocks when there is no usable name or description", async () => {
    const v = await validate({ "SKILL.md": "---\nname: ''\ndescription: [a, b]\n---\n" });
    expect(v.gate.errors.map((d) => d.code)).toEqual(["NAME_MISSING", "DESCRIPTION_MISSING"]);
    expect(v.gate.errors[0]).toMatchObject({ file: "SKILL.md", line: 2 });
  });

  it("blocks on hygiene violations collected from the bundle", async () => {
    const zip = buildZip([
      { name: "SKILL.md", data: encoder.encode("---\nname: a\ndescription: b\n---\n") },
      { name: "../x", data: encoder.encode("x") },
    ]);
    const v = validateSkill({ bundle: await readBundle({ kind: "archive", filename: "a.zip", bytes: zip }, { onViolation: "collect" }) });
    expect(v.gate.errors.map((d) => [d.code, d.file])).toEqual([["BUNDLE_PATH_TRAVERSAL", "../x"]]);
  });

  it("points at a SKILL.md one folder down when the root has none", async () => {
    const v = await validate({ "inner/SKILL.md": "---\nname: a\ndescription: b\n---\n", "README.md": "x" });
    expect(v.gate.errors[0]).toMatchObject({ code: "SKILL_MD_MISSING" });
    expect(v.gate.errors[0]!.hint).toContain("inner/SKILL.md");
  });

  it("is refused as SKILL_INVALID (422) with the gate diagnostics", async () => {
    const v = await validate({ "SKILL.md": "no frontmatter" });
    const clean: ScanReport = {
      scannerVersion: "test",
      verdict: "clean",
      summary: "",
      explanation: "",
      findings: [],
      stats: { files: 1, bytes: 0, durationMs: 0 },
    };
    const error = publicationRefusal({ validation: v, scan: clean });
    expect({ code: error!.code, status: error!.status }).toEqual({ code: "SKILL_INVALID", status: 422 });
    expect((error!.details as { diagnostics: Array<{ code: string }> }).diagnostics.map((d) => d.code)).toEqual(["FRONTMATTER_MISSING"]);
  });

  it("converts a flat YAML skill to SKILL.md with the instructions as body", async () => {
    const bundle = await readBundle({
      kind: "file",
      filename: "summarize.yml",
      bytes: encoder.encode("# a comment\ndescription: Summarizes.\ninstructions: |\n  Write five bullets.\nmodel: haiku\n"),
    });
    const v = validateSkill({ bundle });
    expect(v).toMatchObject({
      name: "summarize",
      description: "Summarizes.",
      frontmatter: { description: "Summarizes.", model: "haiku" },
      body: "\nWrite five bullets.\n",
    });
    expect(v.gate.ok).toBe(true);
  });

  it("wraps unparseable YAML skills so the YAML error is reported with a position", async () => {
    const bundle = await readBundle({ kind: "file", filename: "broken.yaml", bytes: encoder.encode("description: a: b\n") });
    const v = validateSkill({ bundle });
    expect(v.gate.errors[0]).toMatchObject({ code: "YAML_SYNTAX", line: 2 });
  });
});
