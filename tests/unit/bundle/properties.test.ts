// Property tests (fast-check): no entry name, however hostile, yields a bundle path outside the
// bundle root; and the digest depends only on the files, not on their order or the archive format.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { readBundle, writeDeterministicZip } from "@/lib/bundle";
import { normalizeEntryPath } from "@/lib/bundle/normalize-entry-path";
import { buildTar, buildZip } from "./archive-builders";

const segment = fc.oneof(
  fc.constantFrom(
    "..",
    ".",
    "",
    "a",
    "B",
    "scripts",
    "SKILL.md",
    "C:",
    "~",
    "...",
    "..\\..",
    "%2e%2e",
    "\u0000",
    "\u202e",
    "é",
    "e\u0301",
    ".git",
    "__MACOSX",
    " ",
  ),
  fc.string({ maxLength: 6 }),
);
const hostilePath = fc
  .tuple(fc.constantFrom("", "/", "./", "\\", "//"), fc.array(segment, { minLength: 1, maxLength: 6 }))
  .map(([lead, parts]) => lead + parts.join("/"));

function staysInside(p: string): boolean {
  const root = path.resolve("/bundle-root");
  const resolved = path.resolve(root, p);
  return resolved.startsWith(`${root}${path.sep}`) && !p.split("/").includes("..") && !p.startsWith("/");
}

describe("paths never escape the bundle root", () => {
  it("normalizeEntryPath accepts only paths that resolve inside the root", () => {
    fc.assert(
      fc.property(hostilePath, (raw) => {
        const check = normalizeEntryPath(raw);
        if (check.ok) {
          expect(staysInside(check.path)).toBe(true);
          expect(check.path).not.toMatch(/\\|\u0000/);
          expect(check.path.split("/").some((segment) => /^[A-Za-z]:/.test(segment))).toBe(false);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("a drive name is refused wherever it appears, even after './' is dropped (found by the archive fuzzer)", () => {
    for (const raw of ["./C:/.", "C:", "top/c:/x", "./d:evil"]) expect(normalizeEntryPath(raw)).toMatchObject({ ok: false, code: "BUNDLE_ABSOLUTE_PATH" });
    expect(normalizeEntryPath("notes/ratio:1.md")).toMatchObject({ ok: true });
  });

  it("every file of a bundle read from a random zip or tar stays inside the root", async () => {
    const entry = fc.record({ name: hostilePath, text: fc.string({ maxLength: 20 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { minLength: 1, maxLength: 8 }), fc.constantFrom("zip", "tar"), async (entries, format) => {
        const all = [{ name: "SKILL.md", text: "---\nname: x\ndescription: y\n---\n" }, ...entries];
        const bytes =
          format === "zip"
            ? buildZip(all.map((e) => ({ name: e.name, data: new TextEncoder().encode(e.text) })))
            : buildTar(
                all.map((e) => ({ name: e.name, data: new TextEncoder().encode(e.text), pax: true })),
                { gzip: true },
              );
        const bundle = await readBundle({ kind: "archive", filename: `x.${format === "zip" ? "zip" : "tgz"}`, bytes }, { onViolation: "collect" }).catch(
          (e: { code?: string }) => {
            // Whole-archive failures are fine (e.g. everything was junk or invalid): nothing escaped.
            expect(e.code).toMatch(/^BUNDLE_/);
            return null;
          },
        );
        for (const file of bundle?.files ?? []) expect(staysInside(file.path)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

const root = mkdtempSync(path.join(tmpdir(), "digest-prop-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;

describe("the digest depends only on the files", () => {
  const name = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,8}$/).filter((s) => s !== "." && s !== ".." && !s.startsWith("._") && normalizeEntryPath(s).ok);
  const relPath = fc.array(name, { minLength: 1, maxLength: 3 }).map((parts) => parts.join("/"));
  const fileSet = fc
    .uniqueArray(fc.record({ path: relPath, bytes: fc.uint8Array({ maxLength: 200 }) }), { selector: (f) => f.path.toLowerCase(), minLength: 1, maxLength: 8 })
    .filter((files) => !files.some((a) => files.some((b) => b.path.toLowerCase().startsWith(`${a.path.toLowerCase()}/`))))
    .map((files) => [
      { path: "SKILL.md", bytes: new TextEncoder().encode("---\nname: p\ndescription: q\n---\n") },
      ...files.filter((f) => f.path.toLowerCase() !== "skill.md"),
    ]);

  it("is the same for a folder, a zip, a deterministic zip, a tar.gz, a tar and a file list, in any order", async () => {
    await fc.assert(
      fc.asyncProperty(fileSet, fc.integer(), async (files, seed) => {
        const shuffled = [...files].sort((a, b) => ((a.path.length * 31 + seed) % 7) - ((b.path.length * 31 + seed) % 7));
        const dir = path.join(root, String(n++));
        for (const f of files) {
          mkdirSync(path.dirname(path.join(dir, f.path)), { recursive: true });
          writeFileSync(path.join(dir, f.path), f.bytes);
        }
        const digests = await Promise.all([
          readBundle({ kind: "directory", path: dir }),
          readBundle({ kind: "files", files: shuffled }),
          readBundle({ kind: "files", files }),
          readBundle({ kind: "archive", filename: "a.zip", bytes: buildZip(shuffled.map((f) => ({ name: `top/${f.path}`, data: f.bytes }))) }),
          readBundle({ kind: "archive", filename: "a.zip", bytes: writeDeterministicZip(files) }),
          readBundle({
            kind: "archive",
            filename: "a.tgz",
            bytes: buildTar(
              shuffled.map((f) => ({ name: f.path, data: f.bytes, pax: true })),
              { gzip: true },
            ),
          }),
          readBundle({ kind: "archive", filename: "a.tar", bytes: buildTar(files.map((f) => ({ name: `./${f.path}`, data: f.bytes, pax: true }))) }),
        ]).then((bundles) => bundles.map((b) => b.digest));
        expect(new Set(digests).size).toBe(1);
      }),
      { numRuns: 120 },
    );
  }, 60_000);
});
