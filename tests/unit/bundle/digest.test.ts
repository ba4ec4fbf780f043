// The canonical digest (docs/bundle-digest.md) and the clawhub fingerprint.
import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeBundleDigest, computeClawhubFingerprint } from "@/lib/bundle";
import { sha256Hex } from "@/lib/bundle/sha256";
import { AppError } from "@/lib/errors";
// The clawhub CLI's own implementation, to compare against (not a copy of it).
import { buildSkillFingerprint } from "clawhub/dist/skills.js";

const encoder = new TextEncoder();
const file = (path: string, text: string) => {
  const bytes = encoder.encode(text);
  return { path, size: bytes.length, sha256: sha256Hex(bytes) };
};

describe("computeBundleDigest", () => {
  it("matches the worked example in docs/bundle-digest.md", () => {
    const files = [file("scripts/hi.sh", "echo hi\n"), file("SKILL.md", "---\nname: hello\ndescription: Says hello.\n---\nSay hello.\n")];
    expect(files.map((f) => [f.size, f.sha256])).toEqual([
      [8, "ab08508fdf5ca4da5c4995987bc41c56c048aaa5eeb046417ae4049b7d40286e"],
      [56, "08c8f137d4861a5ff58eef886dca3974930410920e0b886883a58b22c5ac2264"],
    ]);
    expect(computeBundleDigest(files)).toBe("sha256:8b70b2c1a19ebc07a0e21b67a6eaa309447e05f9358138e057129dbca39389b4");
  });

  it("does not depend on input order or on the case of the hex", () => {
    const files = [file("a.md", "a"), file("b/c.md", "c"), file("B.md", "B")];
    const upper = files.map((f) => ({ ...f, sha256: f.sha256.toUpperCase() }));
    expect(computeBundleDigest([...files].reverse())).toBe(computeBundleDigest(files));
    expect(computeBundleDigest(upper)).toBe(computeBundleDigest(files));
  });

  it("equals the recomputation recipe published in docs/bundle-digest.md (UTF-8 byte order)", () => {
    // The snippet from the spec, verbatim in logic: what an installer would run.
    function specDigest(files: Array<{ path: string; bytes: Uint8Array }>): string {
      const framed = files.map((f) => ({ path: Buffer.from(f.path.normalize("NFC"), "utf8"), bytes: f.bytes })).sort((a, b) => Buffer.compare(a.path, b.path));
      const u32 = (n: number) => {
        const b = Buffer.alloc(4);
        b.writeUInt32BE(n);
        return b;
      };
      const h = createHash("sha256").update("skillvault-bundle-digest-v1\n").update(u32(framed.length));
      for (const f of framed) {
        const size = Buffer.alloc(8);
        size.writeBigUInt64BE(BigInt(f.bytes.length));
        h.update(u32(f.path.length)).update(f.path).update(u32(8)).update(size).update(u32(32)).update(createHash("sha256").update(f.bytes).digest());
      }
      return `sha256:${h.digest("hex")}`;
    }
    // U+1F600 sorts before U+FF5E by UTF-16 units but after it by UTF-8 bytes.
    const names = fc.constantFrom("\u{1F600}.md", "\uFF5E.md", "SKILL.md", "a/b.md", "a-b.md", "a.md", "Z", "z", "é");
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(names, fc.uint8Array({ maxLength: 40 })), { selector: ([n]) => n, maxLength: 9 }), (entries) => {
        const files = entries.map(([path, bytes]) => ({ path, bytes }));
        expect(computeBundleDigest(files.map((f) => ({ path: f.path, size: f.bytes.length, sha256: sha256Hex(f.bytes) })))).toBe(specDigest(files));
      }),
    );
  });

  it("separates fields so moving bytes between path and content changes the digest", () => {
    expect(computeBundleDigest([file("ab", "c")])).not.toBe(computeBundleDigest([file("a", "bc")]));
    expect(computeBundleDigest([file("a", ""), file("b", "")])).not.toBe(computeBundleDigest([file("a", "b")]));
  });

  it("rejects malformed hashes and sizes", () => {
    expect(() => computeBundleDigest([{ path: "a", size: 1, sha256: "xyz" }])).toThrow(AppError);
    expect(() => computeBundleDigest([{ path: "a", size: -1, sha256: "0".repeat(64) }])).toThrow(AppError);
  });
});

describe("computeClawhubFingerprint", () => {
  it("equals the clawhub CLI's buildSkillFingerprint on random file lists", () => {
    const entry = fc.record({
      path: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("SKILL.md", "skill.md", "a/B.md", "ä.md", "Z.md", "_x", "10.md", "9.md")),
      sha256: fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), fc.constant("")),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), (files) => {
        expect(computeClawhubFingerprint(files)).toBe(buildSkillFingerprint(files));
      }),
    );
  });
});
