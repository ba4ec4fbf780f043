// The manifest reader's fast path (flat `key: value` lines and one block of them under a key) must read
// what the YAML parser reads, and hand everything else to YAML.
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parseManifest } from "@/scanner/engine/manifest";
import { readFlowValue } from "@/scanner/engine/manifest-flow";

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

  // OpenClaw's JSON-like metadata is read by the flow fast path (scanner/engine/manifest-flow.ts), or by
  // YAML when that path is unsure; either way the manifest is what YAML reads.
  const flowSameAsYaml = [
    'name: a\nmetadata: { "openclaw": { "emoji": "x" } }',
    'name: a\nmetadata:\n  {\n    "openclaw":\n      {\n        "requires": { "bins": ["curl", "jq"], "env": ["API_TOKEN",] },\n        "always": true,\n        "install": [{ "id": "brew", "kind": "brew", "formula": "curl" },],\n      },\n  }\nlicense: MIT',
    'name: a\nmetadata: {"openclaw":{"requires":{"env":["A_KEY"]},"always":false,"n":12,"z":null,"e":{},"l":[]}}',
    'name: a\nmetadata: { "openclaw": { "always": true, "always": false } }',
    'name: a\nmetadata: { "__proto__": { "always": true }, "constructor": 1 }',
    'name: a\nmetadata: { "openclaw": { "requires": { "env": ["X"] } } } # trailing comment',
    'name: a\nmetadata: { "openclaw": { "n": 012, "m": -0, "f": 1.5, "g": 1e3, "h": 0x1F, "t": True, "s": plain } }',
    'name: a\nmetadata: { "openclaw": { "s": "tab\there", "u": "line\\nbreak", "q": "\u2028" } }',
    'name: a\nmetadata: { "openclaw": { "k": "v" "j": 1 } }',
    'name: a\nmetadata: { "openclaw": ["a": 1] }',
    'name: a\nmetadata: { "openclaw":\n  { "always": true } }',
    'name: a\nmetadata:\n  { "openclaw": { "always": true } }\n  trailing',
    'name: a\nmetadata: [ "x", ]\nversion: 1.0',
    'name: 123\nmetadata: { "openclaw": { "always": true } }',
    'name: a\nmetadata: { "openclaw": { "always": true }\n}',
    'name: a\nmetadata: { "openclaw": { "always": true },, }',
    "name: a\nmetadata:\n  {\n    'openclaw': { always: true },\n  }",
    'name: 1password\nversion: 1.0.2\nmetadata: { "openclaw": { "always": true } }',
    'metadata: {"a": 1}\n\n\r',
    'metadata: {"a": 1}\n\uFEFF\r',
    'name: a\n\u00a0\nmetadata: { "openclaw": { "always": true } }',
    'name: a\r\nmetadata: { "openclaw": { "always": true } }\r',
    'name: a\nversion: 1.0\nmetadata: { "openclaw": { "always": true } }',
    'name: a\nversion: 0x1F\nmetadata: { "openclaw": { "always": true } }',
    'name: a\ndescription: "Use it: now"\nalways: true',
    "name: a\ndescription: 'Use it: now'\nversion: 2",
    "name: a\ndescription: Use it: now\nalways: true",
    'name: a\ndescription: "Use it: now"\nmetadata: {"otto":{"emoji":"x","requires":{"config":["channels.discord"]}}}',
  ];
  for (const front of flowSameAsYaml) {
    it(`reads flow metadata ${JSON.stringify(front.slice(8, 60))} as YAML does`, () => {
      const m = manifest(front);
      let yaml: unknown;
      try {
        yaml = parse(front, { uniqueKeys: false, strict: false });
      } catch {
        yaml = undefined;
      }
      if (yaml === undefined) expect(m.parsed).toBe(false);
      else expect(m.data).toEqual(yaml);
    });
  }

  it("reads OpenClaw's flow metadata into the manifest's fields", () => {
    const m = manifest(
      'name: a\nmetadata:\n  {\n    "openclaw":\n      { "primaryEnv": "GH_TOKEN", "requires": { "env": ["API_KEY"] }, "always": true, "install": [{ "kind": "download", "url": "https://x.test/a" }] },\n  }',
    );
    expect(m.parsed).toBe(true);
    expect(m.always).toBe(true);
    expect([...m.declaredEnv].sort()).toEqual(["API_KEY", "GH_TOKEN"]);
    expect(m.install.map((i) => [i.kind, i.url])).toEqual([["download", "https://x.test/a"]]);
  });

  it("reads an env block's keys as declared variables", () => {
    const m = manifest("name: a\nenv:\n  GITHUB_TOKEN: required\n  OTHER: optional");
    expect([...m.declaredEnv].sort()).toEqual(["GITHUB_TOKEN", "OTHER"]);
  });
});

describe("flow fast path (readFlowValue)", () => {
  it("reads the JSON-like subset itself", () => {
    expect(readFlowValue('\n  {\n    "a":\n      { "b": ["c", 1, -2, true, false, null,], },\n  }\n')).toEqual({
      value: { a: { b: ["c", 1, -2, true, false, null] } },
    });
    expect(readFlowValue('{"k": 1, "k": 2}')).toEqual({ value: { k: 2 } });
  });
  const unsure = [
    '{ "a": 1 } x',
    "{ a: 1 }",
    "{ 'a': 1 }",
    '{ "a": 1.5 }',
    '{ "a": 012 }',
    '{ "a": "x\\ny" }',
    '{ "a"\n: 1 }',
    '["a": 1]',
    '{ "a": 1 # c\n}',
    '{ "a":\t1 }',
    '{ "__proto__": 1 }',
    "[,]",
    '{ "a": }',
    '"a"',
    "[".repeat(40) + "]".repeat(40),
  ];
  for (const text of unsure) it(`hands ${JSON.stringify(text.slice(0, 30))} to YAML`, () => expect(readFlowValue(text)).toBeUndefined());
});
