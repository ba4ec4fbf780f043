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
    ["zero-width joiner between Latin letters", "pay\u200Dpal"],
    ["zero-width non-joiner between Latin letters", "pay\u200Cpal"],
    ["zero-width joiner after an emoji at the end", "Tools \u{1F468}\u200D"],
    ["zero-width joiner between a letter and an emoji", "a\u200D\u{1F468}"],
  ])("refuses a %s (DISPLAY_NAME_INVALID)", (_, raw) => {
    expect(codeOf(() => normalizeDisplayName(raw))).toBe("DISPLAY_NAME_INVALID");
  });

  test.each([
    ["an emoji ZWJ sequence", "Family \u{1F468}\u200D\u{1F469}\u200D\u{1F467}"],
    ["a skin-toned emoji ZWJ sequence", "Dev \u{1F468}\u{1F3FD}\u200D\u{1F4BB}"],
    ["a flag ZWJ sequence with VS16", "Flag \u{1F3F3}\uFE0F\u200D\u{1F308}"],
    ["a Persian name with ZWNJ", "\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645"],
    ["a Devanagari half-form with ZWJ", "\u0915\u094D\u200D\u0937"],
  ])("keeps the joiners of %s", (_, raw) => {
    expect(normalizeDisplayName(raw)).toBe(raw);
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
