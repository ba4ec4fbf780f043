// A skill folder on disk → raw entries. Links and special files are reported, never followed or
// opened; `.git` and macOS junk directories are not descended into; sizes are checked
// on the open handle before a file is read, and files are opened with O_NOFOLLOW so a link
// swapped in after the walk cannot slip by.
import { constants, type Dirent } from "node:fs";
import { open, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { isGitPath, isJunkPath } from "./classify-path";
import { decodeUtf8 } from "@/scanner/archive";
import type { BundleLimits, RawEntry } from "./types";
import { fail, type ViolationSink } from "./violation-sink";

const READ_CONCURRENCY = 8;

/** Opens without following links, then checks type and size on the open handle before reading. */
async function readRegularFile(absolute: string, relative: string, limits: BundleLimits, budget: { total: number }): Promise<Uint8Array> {
  const handle = await open(absolute, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    const info = await handle.stat();
    if (!info.isFile()) fail("BUNDLE_CORRUPT", `"${relative}" changed while it was being read.`, relative);
    if (info.size > limits.maxFileBytes)
      fail("BUNDLE_FILE_TOO_LARGE", `"${relative}" is ${info.size} bytes; the per-file limit is ${limits.maxFileBytes}.`, relative);
    budget.total += info.size;
    if (budget.total > limits.maxTotalBytes) fail("BUNDLE_TOO_LARGE", `The folder holds more than ${limits.maxTotalBytes} bytes.`);
    const bytes = new Uint8Array(info.size);
    let at = 0;
    while (at < info.size) {
      const { bytesRead } = await handle.read(bytes, at, info.size - at, at);
      if (bytesRead === 0) fail("BUNDLE_CORRUPT", `"${relative}" shrank while it was being read.`, relative);
      at += bytesRead;
    }
    return bytes;
  } finally {
    await handle.close();
  }
}

export async function readDirectory(root: string, limits: BundleLimits, sink: ViolationSink): Promise<{ entries: RawEntry[]; rootName: string }> {
  const absoluteRoot = path.resolve(root);
  const rootInfo = await stat(absoluteRoot).catch(() => null);
  if (!rootInfo) fail("BUNDLE_NOT_FOUND", `No such directory: ${root}`, root);
  if (!rootInfo.isDirectory()) fail("BUNDLE_UNSUPPORTED_FORMAT", `${root} is not a directory.`, root);

  const entries: RawEntry[] = [];
  const pending: Array<{ absolute: string; relative: string; slot: number }> = [];

  async function walk(absoluteDir: string, relativeDir: string): Promise<void> {
    const dirents = (await readdir(absoluteDir, { withFileTypes: true, encoding: "buffer" })) as unknown as Array<Dirent<Buffer>>;
    for (const dirent of dirents) {
      const name = decodeUtf8(dirent.name);
      if (name === null) {
        sink.report("BUNDLE_INVALID_PATH", `${relativeDir}${dirent.name.toString("hex")}`, `A file name in "${relativeDir || "."}" is not valid UTF-8.`);
        continue;
      }
      const relative = relativeDir + name;
      const absolute = path.join(absoluteDir, name);
      if (dirent.isSymbolicLink()) entries.push({ type: "link", rawPath: relative });
      else if (dirent.isDirectory()) {
        entries.push({ type: "directory", rawPath: `${relative}/` });
        if (!isGitPath(relative) && !isJunkPath(`${relative}/x`)) await walk(absolute, `${relative}/`);
      } else if (dirent.isFile()) {
        if (isJunkPath(relative)) {
          entries.push({ type: "file", rawPath: relative, bytes: new Uint8Array(0) });
          continue;
        }
        pending.push({ absolute, relative, slot: entries.length });
        entries.push({ type: "directory", rawPath: "" }); // placeholder until the file is read
        if (pending.length > limits.maxFiles) fail("BUNDLE_TOO_MANY_FILES", `The folder has more than ${limits.maxFiles} files.`);
      } else entries.push({ type: "special", rawPath: relative, detail: "a device, FIFO or socket" });
    }
  }

  await walk(absoluteRoot, "");
  // A few reads in flight at once; each is size-checked on its handle before its bytes are read.
  const budget = { total: 0 };
  for (let i = 0; i < pending.length; i += READ_CONCURRENCY) {
    await Promise.all(
      pending.slice(i, i + READ_CONCURRENCY).map(async (file) => {
        entries[file.slot] = { type: "file", rawPath: file.relative, bytes: await readRegularFile(file.absolute, file.relative, limits, budget) };
      }),
    );
  }
  return { entries, rootName: path.basename(absoluteRoot) };
}
