// writeDeterministicZip: same files ⇒ same bytes; fixed timestamps; no extra fields; readable by
// an independent unzipper (fflate) and by readBundle, with the same digest as the files it holds.
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { computeBundleDigest, readBundle, writeDeterministicZip } from "@/lib/bundle";
import { parseZipDirectory } from "@/scanner/archive";
import { sha256Hex } from "@/lib/bundle/sha256";

const encoder = new TextEncoder();
const files = [
  { path: "SKILL.md", bytes: encoder.encode("---\nname: zip-me\ndescription: Zipped deterministically.\n---\nBody\n".repeat(3)) },
  { path: "scripts/run.sh", bytes: encoder.encode("#!/bin/sh\necho run\n") },
  // Hash output: incompressible, so the writer must store it rather than deflate it.
  { path: "assets/logo.bin", bytes: Uint8Array.from(Buffer.from(Array.from({ length: 10 }, (_, i) => sha256Hex(String(i))).join(""), "hex")) },
  { path: "references/ü.md", bytes: encoder.encode("unicode name\n") },
];

describe("writeDeterministicZip", () => {
  it("produces identical bytes for the same files in any order", () => {
    const a = writeDeterministicZip(files);
    const b = writeDeterministicZip([...files].reverse());
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(sha256Hex(a)).toBe(sha256Hex(writeDeterministicZip(files.map((f) => ({ path: f.path, bytes: f.bytes.slice() })))));
  });

  it("sorts entries by path bytes, fixes the date to 1980-01-01 and writes no extra fields", () => {
    const zip = writeDeterministicZip(files);
    const dv = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    const entries = parseZipDirectory(zip);
    expect(entries.map((e) => e.name)).toEqual(["SKILL.md", "assets/logo.bin", "references/ü.md", "scripts/run.sh"]);
    for (const entry of entries) {
      const local = entry.dataStart - 30 - entry.rawName.length;
      expect(dv.getUint16(local + 10, true)).toBe(0); // time 00:00:00
      expect(dv.getUint16(local + 12, true)).toBe(0x21); // date 1980-01-01
      expect(dv.getUint16(local + 28, true)).toBe(0); // no extra field
      expect(entry.kind).toBe("file");
    }
    // Compressible text is deflated; bytes that do not shrink are stored.
    expect(entries.find((e) => e.name === "SKILL.md")!.method).toBe(8);
    expect(entries.find((e) => e.name === "assets/logo.bin")!.method).toBe(0);
  });

  it("is read back identically by fflate and by readBundle (same digest)", async () => {
    const zip = writeDeterministicZip(files);
    const unzipped = unzipSync(zip);
    for (const f of files) expect(Buffer.from(unzipped[f.path]!).equals(Buffer.from(f.bytes))).toBe(true);
    const bundle = await readBundle({ kind: "archive", filename: "v.zip", bytes: zip });
    expect(bundle.digest).toBe(computeBundleDigest(files.map((f) => ({ path: f.path, size: f.bytes.length, sha256: sha256Hex(f.bytes) }))));
    expect(bundle.files.map((f) => f.path)).toEqual(["SKILL.md", "assets/logo.bin", "references/ü.md", "scripts/run.sh"]);
  });

  it("writes an empty archive and refuses duplicate paths", () => {
    expect(unzipSync(writeDeterministicZip([]))).toEqual({});
    expect(() => writeDeterministicZip([files[0]!, files[0]!])).toThrow();
  });
});

describe("crc32", () => {
  it("gives the standard check value and agrees with the table implementation", async () => {
    const { crc32, tableCrc32 } = await import("@/lib/bundle/crc32");
    expect(crc32(new TextEncoder().encode("123456789"))).toBe(0xcbf43926);
    for (const bytes of files.map((f) => f.bytes)) expect(crc32(bytes)).toBe(tableCrc32(bytes));
  });
});
