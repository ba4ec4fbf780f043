import { describe, expect, test } from "vitest";
import { nameKeyOf, slugKeyOf, splitWords, tokenizeQuery } from "@/lib/search/tokenize-query";
import { documentOs, normalizeOs } from "@/lib/search/normalize-os";

describe("tokenizeQuery", () => {
  test("lower-cases, splits on anything but letters and digits, drops duplicates", () => {
    expect(splitWords("PDF-Extractor, pdf; Größe ÉTÉ 2fa")).toEqual(["pdf", "extractor", "größe", "été", "2fa"]);
  });

  test("drops stop words unless nothing else is left", () => {
    expect(tokenizeQuery("convert the markdown to a pdf")).toEqual(["convert", "markdown", "pdf"]);
    expect(tokenizeQuery("the")).toEqual(["the"]);
    expect(tokenizeQuery("   ")).toEqual([]);
  });

  test("keeps at most 8 words of at most 40 characters", () => {
    expect(tokenizeQuery("a1 b2 c3 d4 e5 f6 g7 h8 i9 j10")).toHaveLength(8);
    expect(tokenizeQuery("x".repeat(100))[0]).toHaveLength(40);
  });
});

describe("exact-match keys", () => {
  test("slugKeyOf turns a typed name into the slug it would be", () => {
    expect(slugKeyOf("PDF Extractor")).toBe("pdf-extractor");
    expect(slugKeyOf("  git_helper ")).toBe("git-helper");
    expect(slugKeyOf("pdf tools!")).toBe("");
    expect(slugKeyOf("-lead")).toBe("");
  });

  test("nameKeyOf compares names case- and space-insensitively", () => {
    expect(nameKeyOf("  Git   Helper\tPro ")).toBe("git helper pro");
  });
});

describe("operating systems", () => {
  test("aliases map to one spelling; no OS declared means every OS", () => {
    expect(normalizeOs("macOS")).toBe("darwin");
    expect(normalizeOs("Windows")).toBe("win32");
    expect(documentOs([])).toEqual(["darwin", "linux", "win32"]);
    expect(documentOs(["linux", "mac", "linux"])).toEqual(["darwin", "linux"]);
  });
});
