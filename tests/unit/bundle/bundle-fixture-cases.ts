// Turns tests/fixtures/bundles/<case>/{case.json, files/} into a BundleInput: the files/ tree plus
// the special entries case.json describes, packed as the case's input kind. Links and FIFOs for
// directory cases are created in a temporary folder, since git cannot carry a FIFO.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BundleInput, BundleLimits } from "@/lib/bundle";
import { buildTar, buildZip, type TarEntrySpec, type ZipEntrySpec } from "./archive-builders";

export const BUNDLE_FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/bundles");
const made: string[] = [];

/** Removes the temporary folders built for directory cases. */
export function cleanupCaseDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export type EntrySpec = {
  name?: string;
  nameHex?: string;
  text?: string;
  base64?: string;
  zeros?: number;
  type?: "file" | "dir" | "symlink" | "hardlink" | "chardev" | "fifo";
  target?: string;
  method?: "store" | "deflate" | number;
  encrypted?: boolean;
  badCrc?: boolean;
  localName?: string;
  declaredCompressedSizeExtra?: number;
  declaredUncompressedSize?: number;
  pax?: boolean;
  gnuLongName?: boolean;
  /** Content is itself a zip of these entries (for nested-archive cases). */
  zip?: EntrySpec[];
};

export type BundleCase = {
  name: string;
  description: string;
  input: "zip" | "skill" | "tar.gz" | "tar" | "directory" | "files" | "file" | "raw";
  /** For input "raw": an archive file in the case folder, made by a real tool. */
  raw?: string;
  filename?: string;
  prefix?: string;
  entries?: EntrySpec[];
  truncate?: number;
  tarBadChecksum?: boolean;
  limits?: Partial<BundleLimits>;
  expect: { error: string; path?: string } | { ok: true; files?: string[]; rootName?: string | null; warnings?: string[]; format?: string; digest?: string };
};

const TAR_TYPES: Record<string, string> = { file: "0", dir: "5", symlink: "2", hardlink: "1", chardev: "3", fifo: "6" };
const UNIX_TYPES: Record<string, number> = { file: 0o100644, dir: 0o040755, symlink: 0o120777, chardev: 0o020644, fifo: 0o010644 };

function nameOf(spec: EntrySpec): string | Uint8Array {
  return spec.nameHex ? Uint8Array.from(Buffer.from(spec.nameHex, "hex")) : spec.name!;
}

function dataOf(spec: EntrySpec): Uint8Array {
  if (spec.zip) return buildZip(spec.zip.map(zipEntry));
  if (spec.base64) return Uint8Array.from(Buffer.from(spec.base64, "base64"));
  if (spec.zeros !== undefined) return new Uint8Array(spec.zeros);
  if (spec.type === "symlink" || spec.type === "hardlink") return new TextEncoder().encode(spec.target ?? "");
  return new TextEncoder().encode(spec.text ?? "");
}

function zipEntry(spec: EntrySpec): ZipEntrySpec {
  const type = spec.type ?? "file";
  const method = spec.method === "store" ? 0 : spec.method === "deflate" || spec.method === undefined ? 8 : spec.method;
  return {
    name: nameOf(spec),
    data: dataOf(spec),
    method: type === "dir" ? 0 : method,
    unixMode: UNIX_TYPES[type],
    flags: 0x800 | (spec.encrypted ? 1 : 0),
    badCrc: spec.badCrc,
    localName: spec.localName,
    declaredCompressedSizeExtra: spec.declaredCompressedSizeExtra,
    declaredUncompressedSize: spec.declaredUncompressedSize,
  };
}

function tarEntry(spec: EntrySpec): TarEntrySpec {
  const type = spec.type ?? "file";
  return { name: nameOf(spec), data: dataOf(spec), type: TAR_TYPES[type], linkname: spec.target, pax: spec.pax, gnuLongName: spec.gnuLongName };
}

function walk(dir: string, prefix = ""): EntrySpec[] {
  if (!statSync(dir, { throwIfNoEntry: false })) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return walk(full, `${prefix}${name}/`);
      return [{ name: `${prefix}${name}`, base64: readFileSync(full).toString("base64") }];
    });
}

export function bundleCases(): BundleCase[] {
  return readdirSync(BUNDLE_FIXTURES)
    .filter((name) => statSync(path.join(BUNDLE_FIXTURES, name)).isDirectory())
    .sort()
    .map((name) => ({ name, ...JSON.parse(readFileSync(path.join(BUNDLE_FIXTURES, name, "case.json"), "utf8")) }));
}

export function caseEntries(c: BundleCase): EntrySpec[] {
  const base = walk(path.join(BUNDLE_FIXTURES, c.name, "files")).map((e) => ({ ...e, name: `${c.prefix ?? ""}${e.name}` }));
  return [...base, ...(c.entries ?? [])];
}

export function buildCaseInput(c: BundleCase): BundleInput {
  const entries = caseEntries(c);
  switch (c.input) {
    case "raw":
      return { kind: "archive", filename: c.raw!, bytes: readFileSync(path.join(BUNDLE_FIXTURES, c.name, c.raw!)) };
    case "zip":
    case "skill":
      return { kind: "archive", filename: c.filename ?? `upload.${c.input}`, bytes: buildZip(entries.map(zipEntry), { truncate: c.truncate }) };
    case "tar":
    case "tar.gz":
      return {
        kind: "archive",
        filename: c.filename ?? `upload.${c.input}`,
        bytes: buildTar(entries.map(tarEntry), { gzip: c.input === "tar.gz", badChecksum: c.tarBadChecksum, truncate: c.truncate }),
      };
    case "files":
      return {
        kind: "files",
        files: entries.map((e) => ({
          path: typeof nameOf(e) === "string" ? (nameOf(e) as string) : new TextDecoder().decode(nameOf(e) as Uint8Array),
          bytes: dataOf(e),
        })),
      };
    case "file":
      return { kind: "file", filename: c.filename ?? entries[0]!.name!, bytes: dataOf(entries[0]!) };
    case "directory": {
      const parent = mkdtempSync(path.join(tmpdir(), "bundle-case-"));
      made.push(parent);
      const root = path.join(parent, c.prefix?.replace(/\/$/, "") || c.name);
      mkdirSync(root, { recursive: true });
      for (const e of entries.filter((x) => !c.prefix || x.name?.startsWith(c.prefix))) {
        const relative = c.prefix ? e.name!.slice(c.prefix.length) : e.name!;
        const full = path.join(root, relative);
        mkdirSync(path.dirname(full), { recursive: true });
        if (e.type === "symlink") symlinkSync(e.target!, full);
        else if (e.type === "fifo") spawnSync("mkfifo", [full]);
        else if (e.type === "dir") mkdirSync(full, { recursive: true });
        else writeFileSync(full, dataOf(e));
      }
      return { kind: "directory", path: root };
    }
  }
}
