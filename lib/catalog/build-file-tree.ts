// Bundle paths → a folder tree for the Files tab: folders first, then files, each by name.
export type FileTreeFile = { kind: "file"; name: string; path: string; size: number; isText: boolean };
export type FileTreeFolder = { kind: "folder"; name: string; path: string; children: FileTreeNode[]; fileCount: number };
export type FileTreeNode = FileTreeFile | FileTreeFolder;

const byName = (a: FileTreeNode, b: FileTreeNode) => (a.kind !== b.kind ? (a.kind === "folder" ? -1 : 1) : a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export function buildFileTree(files: Array<{ path: string; size: number; isText: boolean }>): FileTreeNode[] {
  const root: FileTreeFolder = { kind: "folder", name: "", path: "", children: [], fileCount: 0 };
  for (const file of files) {
    const parts = file.path.split("/");
    let folder = root;
    folder.fileCount++;
    for (let i = 0; i < parts.length - 1; i++) {
      const path = parts.slice(0, i + 1).join("/");
      let next = folder.children.find((child): child is FileTreeFolder => child.kind === "folder" && child.path === path);
      if (!next) {
        next = { kind: "folder", name: parts[i]!, path, children: [], fileCount: 0 };
        folder.children.push(next);
      }
      next.fileCount++;
      folder = next;
    }
    folder.children.push({ kind: "file", name: parts.at(-1)!, path: file.path, size: file.size, isText: file.isText });
  }
  const sort = (nodes: FileTreeNode[]) => {
    nodes.sort(byName);
    for (const node of nodes) if (node.kind === "folder") sort(node.children);
  };
  sort(root.children);
  return root.children;
}
