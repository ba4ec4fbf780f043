// isUtf8 stands in front of the fatal UTF-8 decoder (a decoder that throws is slow on a hot path): it must
// accept exactly what that decoder accepts.
import { describe, expect, it } from "vitest";
import { isUtf8 } from "@/scanner/decode/text";

const fatal = new TextDecoder("utf-8", { fatal: true });
const decodes = (b: Uint8Array) => {
  try {
    fatal.decode(b);
    return true;
  } catch {
    return false;
  }
};

describe("isUtf8", () => {
  const cases: Array<[string, number[]]> = [
    ["ASCII", [0x61, 0x62]],
    ["two-byte", [0xc3, 0xa9]],
    ["overlong two-byte", [0xc0, 0xaf]],
    ["overlong three-byte", [0xe0, 0x80, 0xaf]],
    ["surrogate", [0xed, 0xa0, 0x80]],
    ["last BMP", [0xef, 0xbf, 0xbf]],
    ["four-byte", [0xf0, 0x9f, 0x98, 0x80]],
    ["above U+10FFFF", [0xf4, 0x90, 0x80, 0x80]],
    ["F5", [0xf5, 0x80, 0x80, 0x80]],
    ["truncated", [0xe2, 0x82]],
    ["lone continuation", [0x80]],
    ["BOM", [0xef, 0xbb, 0xbf, 0x61]],
  ];
  for (const [name, bytes] of cases)
    it(`agrees with the fatal decoder on ${name}`, () => expect(isUtf8(Uint8Array.from(bytes))).toBe(decodes(Uint8Array.from(bytes))));

  it("agrees with the fatal decoder on random bytes near the boundaries", () => {
    const edges = [0x00, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1, 0xed, 0xef, 0xf0, 0xf3, 0xf4, 0xf5, 0xff, 0x41];
    let s = 2463534242;
    const rnd = () => {
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      return s >>> 0;
    };
    let disagree = 0;
    for (let k = 0; k < 50_000; k++) {
      const b = new Uint8Array(1 + (rnd() % 6));
      for (let i = 0; i < b.length; i++) b[i] = rnd() % 3 === 0 ? rnd() & 255 : edges[rnd() % edges.length]!;
      if (isUtf8(b) !== decodes(b)) disagree++;
    }
    expect(disagree).toBe(0);
  });
});
