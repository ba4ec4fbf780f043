// readBundle behaviour beyond the one-fixture-per-failure cases: zip64 directories, trailing bytes,
// per-file metadata, collect mode, limit overrides, documents vs nested archives, bombs one level down.
import { gzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { defaultBundleLimits, readBundle } from "@/lib/bundle";
import type { AppError } from "@/lib/errors";
import { buildTar, buildZip, concat } from "./archive-builders";

const encoder = new TextEncoder();
const skillMd = encoder.encode("---\nname: reader\ndescription: Reader tests.\n---\nBody\n");
const errorCode = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (e: AppError) => e.code,
  );

/** Rewrites a small zip so its end record defers to a zip64 end record (as streaming writers do). */
function toZip64(zip: Uint8Array): Uint8Array {
  const eocdAt = zip.length - 22;
  const dv = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const count = dv.getUint16(eocdAt + 10, true);
  const cdSize = dv.getUint32(eocdAt + 12, true);
  const cdOffset = dv.getUint32(eocdAt + 16, true);
  const record = new Uint8Array(56);
  const rv = new DataView(record.buffer);
  rv.setUint32(0, 0x06064b50, true);
  rv.setBigUint64(4, 44n, true);
  rv.setBigUint64(24, BigInt(count), true);
  rv.setBigUint64(32, BigInt(count), true);
  rv.setBigUint64(40, BigInt(cdSize), true);
  rv.setBigUint64(48, BigInt(cdOffset), true);
  const locator = new Uint8Array(20);
  const lv = new DataView(locator.buffer);
  lv.setUint32(0, 0x07064b50, true);
  lv.setBigUint64(8, BigInt(eocdAt), true);
  lv.setUint32(16, 1, true);
  const eocd = zip.slice(eocdAt);
  const ev = new DataView(eocd.buffer);
  ev.setUint16(8, 0xffff, true);
  ev.setUint16(10, 0xffff, true);
  ev.setUint32(12, 0xffffffff, true);
  ev.setUint32(16, 0xffffffff, true);
  return concat([zip.subarray(0, eocdAt), record, locator, eocd]);
}

describe("zip reading", () => {
  it("reads a zip64 end-of-central-directory record", async () => {
    const zip = toZip64(buildZip([{ name: "SKILL.md", data: skillMd }]));
    const bundle = await readBundle({ kind: "archive", filename: "z.zip", bytes: zip });
    expect(bundle.files.map((f) => f.path)).toEqual(["SKILL.md"]);
  });

  it("refuses bytes hidden after the end record, but accepts a declared comment", async () => {
    const zip = buildZip([{ name: "SKILL.md", data: skillMd }]);
    expect(await errorCode(readBundle({ kind: "archive", filename: "z.zip", bytes: concat([zip, encoder.encode("trailing")]) }))).toBe("BUNDLE_CORRUPT");
    const commented = concat([zip, encoder.encode("hi")]);
    new DataView(commented.buffer).setUint16(zip.length - 2, 2, true);
    expect((await readBundle({ kind: "archive", filename: "z.zip", bytes: commented })).files).toHaveLength(1);
  });

  it("calls a file with an archive extension but no archive inside corrupt, and an unknown file unsupported", async () => {
    expect(await errorCode(readBundle({ kind: "archive", filename: "x.zip", bytes: encoder.encode("not a zip") }))).toBe("BUNDLE_CORRUPT");
    expect(await errorCode(readBundle({ kind: "file", filename: "x.exe", bytes: encoder.encode("MZ") }))).toBe("BUNDLE_UNSUPPORTED_FORMAT");
  });
});

describe("bundle files", () => {
  it("records size, sha256, text/UTF-8 detection and content type per file", async () => {
    const bundle = await readBundle({
      kind: "files",
      files: [
        { path: "SKILL.md", bytes: skillMd },
        { path: "assets/logo.png", bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]) },
        { path: "references/latin1.txt", bytes: Uint8Array.from([0x63, 0x61, 0x66, 0xe9]) },
        { path: "scripts/run.py", bytes: encoder.encode("print('hi')\n") },
      ],
    });
    const byPath = Object.fromEntries(bundle.files.map((f) => [f.path, f]));
    expect(byPath["SKILL.md"]).toMatchObject({ size: skillMd.length, isText: true, isUtf8: true, contentType: "text/markdown" });
    expect(byPath["SKILL.md"]!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(byPath["assets/logo.png"]).toMatchObject({ isText: false, isUtf8: false, contentType: "image/png" });
    expect(byPath["references/latin1.txt"]).toMatchObject({ isText: false, isUtf8: false });
    expect(byPath["scripts/run.py"]).toMatchObject({ isText: true, contentType: "text/x-python" });
    expect(bundle.totalSize).toBe(bundle.files.reduce((n, f) => n + f.size, 0));
    expect(bundle.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps the folder name of a directory as rootName and never unwraps it", async () => {
    const bundle = await readBundle({ kind: "files", files: [{ path: "SKILL.md", bytes: skillMd }], rootName: "given" });
    expect(bundle.rootName).toBe("given");
  });
});

describe("limits and modes", () => {
  it("uses the issue's defaults", () => {
    expect(defaultBundleLimits).toEqual({ maxFiles: 1000, maxFileBytes: 10 * 1024 * 1024, maxTotalBytes: 50 * 1024 * 1024, maxRatio: 100 });
  });

  it("applies partial overrides and keeps the other defaults", async () => {
    const files = [
      { path: "SKILL.md", bytes: skillMd },
      { path: "a.md", bytes: new Uint8Array(600) },
    ];
    expect(await errorCode(readBundle({ kind: "files", files }, { limits: { maxFileBytes: 500 } }))).toBe("BUNDLE_FILE_TOO_LARGE");
    expect((await readBundle({ kind: "files", files }, { limits: { maxFileBytes: 700 } })).files).toHaveLength(2);
  });

  it("collects every per-entry violation in collect mode and keeps the good files", async () => {
    const zip = buildZip([
      { name: "SKILL.md", data: skillMd },
      { name: "../up.txt", data: encoder.encode("x") },
      { name: "link", data: encoder.encode("/etc"), unixMode: 0o120777 },
      { name: ".git/HEAD", data: encoder.encode("ref") },
    ]);
    const bundle = await readBundle({ kind: "archive", filename: "z.zip", bytes: zip }, { onViolation: "collect" });
    expect(bundle.violations.map((v) => v.code).sort()).toEqual(["BUNDLE_GIT_DIRECTORY", "BUNDLE_LINK", "BUNDLE_PATH_TRAVERSAL"]);
    expect(bundle.files.map((f) => f.path)).toEqual(["SKILL.md"]);
    expect(await errorCode(readBundle({ kind: "archive", filename: "z.zip", bytes: zip }))).toBe("BUNDLE_PATH_TRAVERSAL");
  });
});

describe("nested archives", () => {
  it("treats an office document (a zip with [Content_Types].xml) as a file even when it embeds a workbook", async () => {
    const embedded = buildZip([{ name: "[Content_Types].xml", data: encoder.encode("<Types/>") }]);
    const pptx = buildZip([
      { name: "[Content_Types].xml", data: encoder.encode("<Types/>") },
      { name: "ppt/embeddings/chart.xlsx", data: embedded },
    ]);
    const bundle = await readBundle({
      kind: "files",
      files: [
        { path: "SKILL.md", bytes: skillMd },
        { path: "assets/deck.pptx", bytes: pptx },
      ],
    });
    expect(bundle.files.map((f) => f.path)).toContain("assets/deck.pptx");
    expect(bundle.warnings.map((w) => w.code)).not.toContain("BUNDLE_ARCHIVE_KEPT");
  });

  it("finds an archive inside a tar.gz inside the bundle", async () => {
    const inner = buildTar([{ name: "x/deep.zip", data: buildZip([{ name: "a.txt", data: encoder.encode("a") }]) }], { gzip: true });
    const code = await errorCode(
      readBundle({
        kind: "files",
        files: [
          { path: "SKILL.md", bytes: skillMd },
          { path: "assets/pack.tgz", bytes: inner },
        ],
      }),
    );
    expect(code).toBe("BUNDLE_NESTED_ARCHIVE");
  });

  it("refuses a gzip bomb one level down without inflating it", async () => {
    const bomb = gzipSync(new Uint8Array(20 * 1024 * 1024), { level: 9 });
    const code = await errorCode(
      readBundle({
        kind: "files",
        files: [
          { path: "SKILL.md", bytes: skillMd },
          { path: "assets/data.gz", bytes: bomb },
        ],
      }),
    );
    expect(code).toBe("BUNDLE_COMPRESSION_RATIO");
  });
});
