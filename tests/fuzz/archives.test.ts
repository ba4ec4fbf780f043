// Hostile archives (fast-check): zip slip, links, devices, zip bombs (deflate, lying sizes,
// overlapping entries), truncated and bit-flipped archives, encrypted entries, nested archives and
// huge file counts. Every case ends in a Bundle whose paths stay inside the root and whose sizes
// respect the limits, or in one of lib/bundle's stable codes: never another error, never a hang,
// and peak memory stays bounded while reading archives that would expand to gigabytes.
import fc from "fast-check";
import { deflateSync } from "fflate";
import { describe, expect, test } from "vitest";
import { readBundle, type Bundle, type BundleLimits } from "@/lib/bundle";
import { bundleCodes } from "@/lib/errors/codes/bundle";
import { AppError } from "@/lib/errors";
import { buildTar, buildZip, type TarEntrySpec, type ZipEntrySpec } from "../unit/bundle/archive-builders";
import { fuzzParams, within } from "./fuzz-settings";

const BUNDLE_CODES = new Set(Object.keys(bundleCodes));
const encoder = new TextEncoder();
const SKILL_MD = encoder.encode("---\nname: fuzzed\ndescription: A fuzzed skill used by the hostile-archive tests.\n---\n\n# Fuzzed\n");
// Small limits so caps are reached quickly; the bomb tests use the real defaults.
const SMALL: Partial<BundleLimits> = { maxFiles: 40, maxFileBytes: 64 * 1024, maxTotalBytes: 256 * 1024, maxRatio: 100 };

const segment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("SKILL.md", "scripts", "run.sh", "references", "a", "B", "x.md") },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "..",
      ".",
      "",
      "~",
      "C:",
      "\\..\\..",
      "..\\",
      "%2e%2e",
      ".git",
      "__MACOSX",
      "._x",
      ".DS_Store",
      "\u0000",
      "\u202e",
      "e\u0301",
      "é",
      "CON",
      "a".repeat(300),
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 8, unit: "binary" }) },
);
const entryName = fc
  .tuple(fc.constantFrom("", "", "", "/", "./", "../", "\\", "//server/", "C:/", "top/"), fc.array(segment, { minLength: 1, maxLength: 5 }))
  .map(([lead, parts]) => lead + parts.join("/"));
const smallData = fc.oneof(
  fc.uint8Array({ maxLength: 300 }),
  fc.constant(SKILL_MD),
  fc.integer({ min: 0, max: 300_000 }).map((n) => new Uint8Array(n)),
);

const zipEntry: fc.Arbitrary<ZipEntrySpec> = fc.record(
  {
    name: entryName,
    data: smallData,
    method: fc.constantFrom(0, 8, 8, 8, 12, 99),
    // regular, directory, symlink, FIFO, char device, socket
    unixMode: fc.constantFrom(0o100644, 0o100755, 0o040755, 0o120777, 0o010644, 0o020644, 0o140755),
    flags: fc.constantFrom(0x800, 0x800, 0x801, 0x808, 0),
    badCrc: fc.boolean(),
    declaredCompressedSizeExtra: fc.integer({ min: 0, max: 2000 }),
    declaredUncompressedSize: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
  },
  { requiredKeys: ["name", "data"] },
);
const tarEntry: fc.Arbitrary<TarEntrySpec> = fc.record(
  {
    name: entryName,
    data: smallData,
    type: fc.constantFrom("0", "0", "0", "1", "2", "3", "4", "5", "6", "7", "g", "Z"),
    linkname: fc.constantFrom("../../etc/passwd", "/etc/shadow", "SKILL.md", ""),
    pax: fc.boolean(),
    gnuLongName: fc.boolean(),
  },
  { requiredKeys: ["name", "data"] },
);

/** Random damage after building: cut the end off, flip bytes, or splice garbage in. */
const damage: fc.Arbitrary<Damage> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: "none" as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("truncate" as const), keep: fc.double({ min: 0, max: 1, noNaN: true }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("flip" as const), at: fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), value: fc.nat(255) }) },
);

type Damage = { kind: "none" } | { kind: "truncate"; keep: number } | { kind: "flip"; at: number[]; value: number };

function applyDamage(bytes: Uint8Array, d: Damage): Uint8Array {
  if (d.kind === "truncate") return bytes.subarray(0, Math.floor(bytes.length * d.keep));
  if (d.kind === "flip") {
    const copy = bytes.slice();
    for (const at of d.at) if (copy.length) copy[at % copy.length] = d.value;
    return copy;
  }
  return bytes;
}

function isSafePath(p: string): boolean {
  return (
    p.length > 0 &&
    !p.startsWith("/") &&
    !/^[A-Za-z]:/.test(p) &&
    !p.includes("\\") &&
    // no control characters (C0, DEL, C1)
    !/[\u0000-\u001f\u007f-\u009f]/.test(p) &&
    p.split("/").every((s) => s !== "" && s !== "." && s !== "..")
  );
}

/** The property every read must satisfy, whatever the input. */
async function expectSafeOutcome(read: () => Promise<Bundle>, limits: BundleLimits): Promise<"ok" | string> {
  let bundle: Bundle;
  try {
    bundle = await within(5_000, "readBundle", read);
  } catch (error) {
    expect(error, String(error instanceof Error ? error.stack : error)).toBeInstanceOf(AppError);
    expect(BUNDLE_CODES.has((error as AppError).code), (error as AppError).code).toBe(true);
    return (error as AppError).code;
  }
  expect(bundle.files.length).toBeLessThanOrEqual(limits.maxFiles);
  expect(bundle.totalSize).toBeLessThanOrEqual(limits.maxTotalBytes);
  const seen = new Set<string>();
  for (const file of bundle.files) {
    expect(isSafePath(file.path), JSON.stringify(file.path)).toBe(true);
    expect(file.size).toBeLessThanOrEqual(limits.maxFileBytes);
    expect(file.bytes.length).toBe(file.size);
    const folded = file.path.normalize("NFC").toLowerCase();
    expect(seen.has(folded), `case-insensitive duplicate ${file.path}`).toBe(false);
    seen.add(folded);
  }
  return "ok";
}

const limitsOf = (partial: Partial<BundleLimits>): BundleLimits => ({
  maxFiles: 1000,
  maxFileBytes: 10 * 1024 * 1024,
  maxTotalBytes: 50 * 1024 * 1024,
  maxRatio: 100,
  ...partial,
});

/** Rewrites every central-directory entry of a zip to point at the first local header (Fifield's overlapping bomb). */
function overlapAll(zip: Uint8Array): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  const eocd = copy.length - 22;
  let at = view.getUint32(eocd + 16, true);
  const count = view.getUint16(eocd + 10, true);
  for (let i = 0; i < count && at + 46 <= eocd; i++) {
    view.setUint32(at + 42, 0, true);
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return copy;
}

describe("hostile archives", () => {
  test("random zips: safe bundle or a BUNDLE_* code", async () => {
    const outcomes = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(zipEntry, { minLength: 0, maxLength: 12 }), fc.boolean(), damage, fc.boolean(), async (entries, withSkill, d, overlap) => {
        const all = withSkill ? [{ name: "SKILL.md", data: SKILL_MD }, ...entries] : entries;
        let bytes = applyDamage(buildZip(all), d);
        if (overlap && d.kind === "none" && all.length > 1) bytes = overlapAll(bytes);
        const filename = fc.sample(fc.constantFrom("x.zip", "x.skill", "upload"), { numRuns: 1, seed: bytes.length })[0]!;
        const outcome = await expectSafeOutcome(() => readBundle({ kind: "archive", filename, bytes }, { limits: SMALL }), limitsOf(SMALL));
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }),
      fuzzParams(1500, "random zips"),
    );
    // The generator reaches both outcomes and many distinct rules, not one error over and over.
    expect(outcomes.get("ok") ?? 0).toBeGreaterThan(0);
    expect(outcomes.size).toBeGreaterThan(8);
  });

  test("random tars (plain and gzipped): safe bundle or a BUNDLE_* code", async () => {
    const outcomes = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(tarEntry, { minLength: 0, maxLength: 12 }),
        fc.boolean(),
        fc.boolean(),
        damage,
        fc.boolean(),
        async (entries, withSkill, gzip, d, badChecksum) => {
          const all = withSkill ? [{ name: "SKILL.md", data: SKILL_MD }, ...entries] : entries;
          const bytes = applyDamage(buildTar(all, { gzip, badChecksum }), d);
          const outcome = await expectSafeOutcome(
            () => readBundle({ kind: "archive", filename: gzip ? "x.tgz" : "x.tar", bytes }, { limits: SMALL }),
            limitsOf(SMALL),
          );
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        },
      ),
      fuzzParams(1500, "random tars"),
    );
    expect(outcomes.get("ok") ?? 0).toBeGreaterThan(0);
    expect(outcomes.size).toBeGreaterThan(6);
  });

  test("random bytes as an upload of any name: never anything but a BUNDLE_* code", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 2048 }),
          fc.uint8Array({ maxLength: 64 }).map((tail) => new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...tail])),
          fc.uint8Array({ maxLength: 64 }).map((tail) => new Uint8Array([0x1f, 0x8b, 0x08, ...tail])),
        ),
        fc.constantFrom("x.zip", "x.tgz", "x.tar.gz", "x.tar", "x.skill", "SKILL.md", "skill.yaml", "x.bin", ""),
        async (bytes, filename) => {
          await expectSafeOutcome(() => readBundle({ kind: "file", filename, bytes }, { limits: SMALL }), limitsOf(SMALL));
        },
      ),
      fuzzParams(2000, "random bytes"),
    );
  });

  test("zip bombs: deflate bombs, lying sizes, overlapping entries and nested zips stop at the limits with bounded memory", async () => {
    // 16 MiB of zeros deflate to ~16 KiB; each case claims a small size and expands far beyond the limits.
    const zeros = deflateSync(new Uint8Array(16 * 1024 * 1024), { level: 9 });
    // One level of nesting is allowed (the scanner reports it); a zip in a zip in the bundle is not.
    const innermost = buildZip([{ name: "big.bin", data: new Uint8Array(4 * 1024 * 1024) }]);
    const inner = buildZip([
      { name: "SKILL.md", data: SKILL_MD },
      { name: "deeper.zip", data: innermost },
    ]);
    const peakBefore = process.resourceUsage().maxRSS;
    const codes = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom("honest", "lying", "overlap", "nested"),
        fc.integer({ min: 1, max: 16 * 1024 * 1024 }),
        async (copies, kind, claimed) => {
          const bomb = (i: number): ZipEntrySpec => ({ name: `assets/b${i}.bin`, data: new Uint8Array(0), method: 0 });
          let bytes: Uint8Array;
          if (kind === "nested") {
            bytes = buildZip([{ name: "SKILL.md", data: SKILL_MD }, ...Array.from({ length: copies }, (_, i) => ({ name: `n${i}.zip`, data: inner }))]);
          } else {
            // Write stored placeholders, then splice the deflated zeros in as method 8 with the chosen declared size.
            const entries = [{ name: "SKILL.md", data: SKILL_MD }, ...Array.from({ length: copies }, (_, i) => bomb(i))];
            bytes = spliceDeflated(entries, zeros, kind === "honest" ? 16 * 1024 * 1024 : claimed);
            if (kind === "overlap") bytes = overlapAll(bytes);
          }
          const outcome = await expectSafeOutcome(() => readBundle({ kind: "archive", filename: "bomb.zip", bytes }), limitsOf({}));
          expect(outcome, `${kind} bomb with ${copies} copies was accepted`).not.toBe("ok");
          codes.add(outcome);
        },
      ),
      fuzzParams(120, "zip bombs"),
    );
    const grewMb = (process.resourceUsage().maxRSS - peakBefore) / 1024;
    console.log(`[fuzz] zip bombs ended with ${[...codes].sort().join(", ")}; peak RSS grew ${grewMb.toFixed(0)} MB`);
    // Up to 60 × 16 MiB = 960 MiB per archive if expanded; reading must stay within a few limits' worth.
    expect(grewMb).toBeLessThan(400);
  });

  test("huge file counts are refused by count, before the files are read", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1001, max: 5000 }), fc.constantFrom("zip", "tgz"), async (count, format) => {
        const entries = [
          { name: "SKILL.md", data: SKILL_MD },
          ...Array.from({ length: count }, (_, i) => ({ name: `f/${i}.txt`, data: encoder.encode(String(i)) })),
        ];
        const bytes = format === "zip" ? buildZip(entries) : buildTar(entries, { gzip: true });
        const outcome = await expectSafeOutcome(() => readBundle({ kind: "archive", filename: `many.${format}`, bytes }), limitsOf({}));
        expect(outcome).toBe("BUNDLE_TOO_MANY_FILES");
      }),
      fuzzParams(12, "huge file counts"),
    );
  });
});

/** A zip whose entries after SKILL.md all carry `deflated` as their data (method 8), declaring `declaredSize`. */
function spliceDeflated(entries: ZipEntrySpec[], deflated: Uint8Array, declaredSize: number): Uint8Array {
  return buildZip(entries.map((entry, index) => (index === 0 ? entry : { name: entry.name, compressed: deflated, declaredUncompressedSize: declaredSize })));
}
