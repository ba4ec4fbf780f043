// Browser side: turn a drop or a file picker into what the publish routes accept: one archive, or
// a folder as (path, File) pairs. `.git/` is left out here (the server refuses repository
// internals) and counted, so the page can say what it skipped.
export type PickedUpload =
  | { kind: "archive"; file: File; name: string; size: number }
  | { kind: "folder"; name: string; files: Array<{ path: string; file: File }>; skippedGit: number; size: number };

const isGitPath = (path: string) => path.split("/").some((segment) => segment.toLowerCase() === ".git");

function folderUpload(entries: Array<{ path: string; file: File }>): PickedUpload {
  const kept = entries.filter((entry) => !isGitPath(entry.path));
  const tops = new Set(kept.map((entry) => entry.path.split("/")[0]));
  const name = tops.size === 1 && kept.every((entry) => entry.path.includes("/")) ? [...tops][0]! : "selected files";
  return { kind: "folder", name, files: kept, skippedGit: entries.length - kept.length, size: kept.reduce((sum, entry) => sum + entry.file.size, 0) };
}

/** From `<input type="file">`: a folder picker (webkitdirectory) or one file. */
export function fromInput(list: FileList): PickedUpload | null {
  const files = [...list];
  if (files.length === 0) return null;
  if (files.length === 1 && !files[0]!.webkitRelativePath) return { kind: "archive", file: files[0]!, name: files[0]!.name, size: files[0]!.size };
  return folderUpload(files.map((file) => ({ path: file.webkitRelativePath || file.name, file })));
}

function readAll(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  // readEntries hands out at most ~100 entries per call: keep asking until it returns none.
  return new Promise((resolve, reject) => {
    const out: FileSystemEntry[] = [];
    const next = () =>
      reader.readEntries((batch) => {
        if (batch.length === 0) return resolve(out);
        out.push(...batch);
        next();
      }, reject);
    next();
  });
}

async function walk(entry: FileSystemEntry, out: Array<{ path: string; file: File }>): Promise<void> {
  const path = entry.fullPath.replace(/^\/+/, "");
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject));
    out.push({ path, file });
  } else if (entry.isDirectory) {
    if (isGitPath(path)) {
      out.push({ path: `${path}/`, file: new File([], ".git") }); // counted as skipped, never sent
      return;
    }
    for (const child of await readAll((entry as FileSystemDirectoryEntry).createReader())) await walk(child, out);
  }
}

/** From a drop: folders are walked; one dropped file is an archive (or a lone SKILL.md). */
export async function fromDrop(transfer: DataTransfer): Promise<PickedUpload | null> {
  const entries = [...transfer.items].map((item) => item.webkitGetAsEntry?.()).filter((entry): entry is FileSystemEntry => Boolean(entry));
  if (entries.length === 0) {
    const file = transfer.files[0];
    return file ? { kind: "archive", file, name: file.name, size: file.size } : null;
  }
  if (entries.length === 1 && entries[0]!.isFile) {
    const file = transfer.files[0];
    if (file) return { kind: "archive", file, name: file.name, size: file.size };
  }
  const collected: Array<{ path: string; file: File }> = [];
  for (const entry of entries) await walk(entry, collected);
  return folderUpload(collected);
}
