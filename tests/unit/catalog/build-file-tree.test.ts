// The Files tab's tree: folders first, names sorted, counts per folder.
import { describe, expect, it } from "vitest";
import { buildFileTree } from "@/lib/catalog/build-file-tree";

describe("buildFileTree", () => {
  it("nests paths into folders, folders before files, each sorted by name", () => {
    const tree = buildFileTree([
      { path: "SKILL.md", size: 10, isText: true },
      { path: "scripts/b.sh", size: 2, isText: true },
      { path: "scripts/a.py", size: 1, isText: true },
      { path: "assets/img/logo.png", size: 5, isText: false },
      { path: "README.md", size: 3, isText: true },
    ]);
    const names = (nodes: typeof tree): unknown[] =>
      nodes.map((node) => (node.kind === "folder" ? { [node.name]: names(node.children), count: node.fileCount } : node.name));
    expect(names(tree)).toEqual([{ assets: [{ img: ["logo.png"], count: 1 }], count: 1 }, { scripts: ["a.py", "b.sh"], count: 2 }, "README.md", "SKILL.md"]);
  });

  it("returns an empty tree for no files", () => {
    expect(buildFileTree([])).toEqual([]);
  });
});
