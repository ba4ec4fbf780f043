import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { findHighlights, wordMatches } from "@/lib/search/find-highlights";
import { markHighlights } from "@/lib/search/mark-highlights";

describe("findHighlights", () => {
  test("marks words matched by prefix, stem, synonym or typo", () => {
    expect(wordMatches("kubernetes", "kube")).toBe(true);
    expect(wordMatches("extractor", "extracting")).toBe(true);
    expect(wordMatches("kubernetes", "k8s")).toBe(true);
    expect(wordMatches("kubernetes", "kubernets")).toBe(true);
    expect(wordMatches("docker", "dock")).toBe(true);
    expect(wordMatches("podman", "dock")).toBe(false);
    expect(wordMatches("cat", "car")).toBe(false);
  });

  test("returns UTF-16 ranges of whole words", () => {
    const text = "Résumé builder: build résumés";
    expect(findHighlights(text, ["résumé"])).toEqual([
      { start: 0, end: 6 },
      { start: 22, end: 29 },
    ]);
    expect(findHighlights(text, [])).toEqual([]);
  });
});

describe("markHighlights", () => {
  test("escapes the text and wraps only the ranges in <mark>", () => {
    expect(markHighlights(`<script>alert("x")</script> & co`, [{ start: 8, end: 13 }])).toBe(
      "&lt;script&gt;<mark>alert</mark>(&quot;x&quot;)&lt;/script&gt; &amp; co",
    );
  });

  test("ignores overlapping, empty and out-of-range ranges", () => {
    expect(
      markHighlights("abcdef", [
        { start: 0, end: 3 },
        { start: 2, end: 4 },
        { start: 4, end: 4 },
        { start: 5, end: 99 },
      ]),
    ).toBe("<mark>abc</mark>def");
  });

  test("never emits markup but <mark>, whatever the text and ranges", () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.record({ start: fc.nat(40), end: fc.nat(40) })), (text, ranges) => {
        const html = markHighlights(text, ranges);
        const stripped = html.replace(/<\/?mark>/g, "");
        expect(stripped).not.toMatch(/[<>"']/);
        expect(stripped.replace(/&(amp|lt|gt|quot|#39);/g, "_")).toHaveLength(text.length);
      }),
    );
  });
});
