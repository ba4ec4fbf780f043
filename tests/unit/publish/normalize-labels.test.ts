// Display names and topics as publishVersion stores them for every caller (website, CLI, GitHub
// import, seed): one normalisation each, with stable codes for what cannot be stored.
import { describe, expect, test } from "vitest";
import { AppError } from "@/lib/errors";
import { normalizeDisplayName, titleFromName } from "@/lib/publish/normalize-display-name";
import { normalizeTopics } from "@/lib/publish/normalize-topics";

function codeOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : "not an AppError";
  }
}

describe("display names", () => {
  test("trimmed, inner whitespace collapsed; blank means none", () => {
    expect(normalizeDisplayName("  PDF \t\n Tools  ")).toBe("PDF Tools");
    expect([normalizeDisplayName(undefined), normalizeDisplayName(""), normalizeDisplayName(" \n\t ")]).toEqual([undefined, undefined, undefined]);
    expect(normalizeDisplayName("Ünïcödé ✓ 名前")).toBe("Ünïcödé ✓ 名前");
  });

  test.each([
    ["right-to-left override", "Safe\u202Egnp.exe"],
    ["zero-width space", "PDF\u200BTools"],
    ["isolate", "a\u2066b"],
    ["NUL", "a\u0000b"],
    ["escape", "a\u001b[31mred"],
    ["C1 control", "a\u0085b"],
    ["byte-order mark inside", "na\uFEFFme"],
  ])("refuses a %s (DISPLAY_NAME_INVALID)", (_, raw) => {
    expect(codeOf(() => normalizeDisplayName(raw))).toBe("DISPLAY_NAME_INVALID");
  });

  test("at most 100 characters, counted as characters not UTF-16 units", () => {
    expect(normalizeDisplayName("é".repeat(100))).toHaveLength(100);
    expect(normalizeDisplayName("😀".repeat(100))).toBe("😀".repeat(100));
    expect(codeOf(() => normalizeDisplayName("a".repeat(101)))).toBe("DISPLAY_NAME_INVALID");
  });

  test("a new skill nobody named is titled from its name", () => {
    expect(titleFromName("pdf-tools_v2 helper")).toBe("Pdf Tools V2 Helper");
  });
});

describe("topics", () => {
  test("lower-cased, spaces and underscores to hyphens, leading # dropped, duplicates collapsed in order", () => {
    expect(normalizeTopics(["Developer Tools", "#AI", "ai", "data_science", "  ", "pdf"])).toEqual(["developer-tools", "ai", "data-science", "pdf"]);
  });

  test.each([
    ["punctuation", ["c++"]],
    ["too long", ["a".repeat(33)]],
    ["leading hyphen", ["-x"]],
    ["too many", Array.from({ length: 21 }, (_, i) => `t${i}`)],
  ])("refuses %s (TOPIC_INVALID)", (_, topics) => {
    expect(codeOf(() => normalizeTopics(topics))).toBe("TOPIC_INVALID");
  });
});
