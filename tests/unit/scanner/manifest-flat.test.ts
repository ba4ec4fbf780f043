// The manifest reader's fast path (flat `key: value` lines and one block of them under a key) must read
// what the YAML parser reads, and hand everything else to YAML.
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parseManifest } from "@/scanner/engine/manifest";

const manifest = (front: string) => parseManifest(`---\n${front}\n---\n# body\n`);

describe("manifest fast path", () => {
  const sameAsYaml = [
    'name: a\ndescription: b\nmetadata:\n  shared-rules: "steering.md"\n  author: someone',
    "name: a\nmetadata:\n  x: '1'\n\n  # a comment\n  y: z\nlicense: MIT",
    "name: a\nmetadata:\n    deep: indent\n    other: 'quoted'\n",
    "name: a\nrequires:\n  env: FOO_TOKEN\nalways: true",
  ];
  for (const front of sameAsYaml) {
    it(`reads ${JSON.stringify(front.slice(0, 40))} as YAML does`, () => {
      const m = manifest(front);
      expect(m.parsed).toBe(true);
      expect(m.data).toEqual(parse(front));
    });
  }

  it("leaves deeper nesting, lists and flow mappings to YAML", () => {
    const front = "name: a\nmetadata:\n  openclaw:\n    requires:\n      env: [API_KEY]\n    always: true\ntags:\n  - x\n  - y";
    const m = manifest(front);
    expect(m.data).toEqual(parse(front));
    expect(m.always).toBe(true);
    expect([...m.declaredEnv]).toEqual(["API_KEY"]);
  });

  it("leaves a block with uneven indentation to YAML (which rejects it)", () => {
    const m = manifest("name: a\nmetadata:\n  x: y\n    z: w");
    expect(m.parsed).toBe(false);
  });

  it("leaves a tab-indented block to YAML (which rejects it)", () => {
    const m = manifest("name: a\nmetadata:\n\tx: y");
    expect(m.parsed).toBe(false);
  });

  it("reads an env block's keys as declared variables", () => {
    const m = manifest("name: a\nenv:\n  GITHUB_TOKEN: required\n  OTHER: optional");
    expect([...m.declaredEnv].sort()).toEqual(["GITHUB_TOKEN", "OTHER"]);
  });
});
