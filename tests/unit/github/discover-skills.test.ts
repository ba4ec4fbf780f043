// Discovery over repository layouts: the priority places, marketplace manifests, the depth-5
// fallback, skills inside skills, and the list of places searched when nothing is found.
import { describe, expect, it } from "vitest";
import { discoverSkills } from "@/lib/github";

function discover(files: Record<string, string>, base = "") {
  return discoverSkills({ paths: Object.keys(files), readText: (path) => files[path], base });
}

const skill = "---\nname: x\ndescription: y\n---\n";

describe("discoverSkills", () => {
  it("treats a base folder with SKILL.md as one skill, everything inside it included", () => {
    const result = discover({ "SKILL.md": skill, "skills/a/SKILL.md": skill, "scripts/run.sh": "" });
    expect(result.skills).toEqual([{ path: "", source: "root" }]);
  });

  it("finds skills/<name>/, the .curated/.experimental/.system sets and agent folders, in that order", () => {
    const result = discover({
      "skills/zeta/SKILL.md": skill,
      "skills/alpha/SKILL.md": skill,
      "skills/alpha/nested/SKILL.md": skill,
      "skills/not-a-skill/README.md": "",
      "skills/.curated/cur/SKILL.md": skill,
      "skills/.experimental/exp/skill.md": skill,
      "skills/.system/sys/SKILL.md": skill,
      ".claude/skills/claude-one/SKILL.md": skill,
      ".agents/skills/agent-one/SKILL.md": skill,
      ".codex/skills/codex-one/SKILL.md": skill,
      ".cursor/skills/cursor-one/SKILL.md": skill,
      "docs/deep/SKILL.md": skill,
    });
    expect(result.skills.map((s) => `${s.source}:${s.path}`)).toEqual([
      "skills-folder:skills/alpha",
      "skills-folder:skills/zeta",
      "skills-folder:skills/.curated/cur",
      "skills-folder:skills/.experimental/exp",
      "skills-folder:skills/.system/sys",
      "agent-folder:.agents/skills/agent-one",
      "agent-folder:.claude/skills/claude-one",
      "agent-folder:.codex/skills/codex-one",
      "agent-folder:.cursor/skills/cursor-one",
    ]);
  });

  it("follows .claude-plugin/marketplace.json: plugin sources, pluginRoot, explicit skill paths, remote plugins skipped", () => {
    const marketplace = {
      metadata: { pluginRoot: "./plugins" },
      plugins: [
        { name: "a", source: "./alpha", skills: ["./tools/one", "./bundle"] },
        { name: "b", source: "./beta" },
        { name: "remote", source: { source: "github", repo: "x/y" }, skills: ["./skills/r"] },
        { name: "escape", source: "../../..", skills: ["./etc"] },
        "not an object",
      ],
    };
    const result = discover({
      ".claude-plugin/marketplace.json": JSON.stringify(marketplace),
      "plugins/alpha/tools/one/SKILL.md": skill,
      "plugins/alpha/bundle/two/SKILL.md": skill,
      "plugins/alpha/skills/three/SKILL.md": skill,
      "plugins/beta/skills/four/SKILL.md": skill,
      "skills/r/SKILL.md": skill,
    });
    expect(result.skills.map((s) => `${s.source}:${s.path}`)).toEqual([
      "skills-folder:skills/r",
      "marketplace:plugins/alpha/tools/one",
      "marketplace:plugins/alpha/bundle/two",
      "marketplace:plugins/alpha/skills/three",
      "marketplace:plugins/beta/skills/four",
    ]);
  });

  it("ignores a marketplace.json that is not JSON and still searches the rest", () => {
    const result = discover({ ".claude-plugin/marketplace.json": "{ nope", "deep/er/SKILL.md": skill });
    expect(result.skills).toEqual([{ path: "deep/er", source: "nested" }]);
  });

  it("falls back to any SKILL.md up to five folders deep, skipping node_modules and build output", () => {
    const result = discover({
      "a/SKILL.md": skill,
      "b/c/d/e/f/SKILL.md": skill,
      "b/c/d/e/f/g/SKILL.md": skill,
      "x/y/z/w/v/u/SKILL.md": skill,
      "node_modules/pkg/SKILL.md": skill,
      "dist/SKILL.md": skill,
    });
    expect(result.skills.map((s) => s.path)).toEqual(["a", "b/c/d/e/f"]);
    expect(result.skills.every((s) => s.source === "nested")).toBe(true);
  });

  it("searches below a base folder only, with paths still relative to the repository", () => {
    const files = { "skills/a/SKILL.md": skill, "packages/tools/skills/b/SKILL.md": skill, "packages/tools/skills/c/SKILL.md": skill };
    expect(discover(files, "packages/tools").skills.map((s) => s.path)).toEqual(["packages/tools/skills/b", "packages/tools/skills/c"]);
    expect(discover(files, "packages/tools/skills/c").skills).toEqual([{ path: "packages/tools/skills/c", source: "root" }]);
  });

  it("lists every place it searched when it finds nothing", () => {
    const result = discover({ "README.md": "# hi", "src/index.ts": "" }, "src");
    expect(result.skills).toEqual([]);
    expect(result.searched).toContain("src/SKILL.md");
    expect(result.searched).toContain("src/skills/*/SKILL.md");
    expect(result.searched).toContain("src/skills/.curated/*/SKILL.md");
    expect(result.searched).toContain("src/.claude/skills/*/SKILL.md");
    expect(result.searched).toContain("src/.claude-plugin/marketplace.json");
    expect(result.searched.at(-1)).toBe("any SKILL.md up to 5 folders below src");
  });
});
