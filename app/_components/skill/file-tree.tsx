// A version's files as a folder tree of links. Folders are <details> (open by default, so the
// whole tree is visible and keyboard reachable); the selected file carries aria-current.
import Link from "next/link";
import type { FileTreeNode } from "@/lib/catalog/build-file-tree";
import { formatBytes } from "../format";
import { focusRing } from "../ui/focus";
import { FileIcon, FolderIcon } from "../ui/icons";

function Nodes({ nodes, selected, hrefFor, depth }: { nodes: FileTreeNode[]; selected: string | null; hrefFor: (path: string) => string; depth: number }) {
  return (
    <ul className={depth > 0 ? "ml-3 border-l border-slate-200 pl-2 dark:border-slate-800" : ""}>
      {nodes.map((node) =>
        node.kind === "folder" ? (
          <li key={node.path}>
            <details open>
              <summary
                className={`flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 ${focusRing}`}
              >
                <FolderIcon size={14} className="text-slate-500" />
                <span className="truncate">{node.name}</span>
                <span className="ml-auto text-xs text-slate-600 dark:text-slate-400">{node.fileCount}</span>
              </summary>
              <Nodes nodes={node.children} selected={selected} hrefFor={hrefFor} depth={depth + 1} />
            </details>
          </li>
        ) : (
          <li key={node.path}>
            <Link
              href={hrefFor(node.path)}
              aria-current={node.path === selected ? "page" : undefined}
              data-testid="file-link"
              className={`flex items-center gap-1.5 rounded-md px-2 py-1 text-sm ${focusRing} ${
                node.path === selected
                  ? "bg-brand-50 font-medium text-brand-800 dark:bg-brand-950 dark:text-brand-200"
                  : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
              }`}
            >
              <FileIcon size={14} className="text-slate-500" />
              <span className="truncate">{node.name}</span>
              <span className={`ml-auto shrink-0 text-xs ${node.path === selected ? "" : "text-slate-600 dark:text-slate-400"}`}>{formatBytes(node.size)}</span>
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}

export function FileTree({ nodes, selected, hrefFor }: { nodes: FileTreeNode[]; selected: string | null; hrefFor: (path: string) => string }) {
  return (
    <nav aria-label="Files" data-testid="file-tree">
      <Nodes nodes={nodes} selected={selected} hrefFor={hrefFor} depth={0} />
    </nav>
  );
}
