// Card and header descriptions are cut after a sentence, else a clause, else a word: never mid-word.
import { describe, expect, it } from "vitest";
import { descriptionExcerpt } from "@/app/_components/skill/description-excerpt";

describe("descriptionExcerpt", () => {
  it("keeps a description that fits, trimmed", () => {
    expect(descriptionExcerpt("  Profiles CSV\nfiles.  ", 40)).toEqual({ text: "Profiles CSV\nfiles.", cut: false });
  });

  it("keeps whole sentences", () => {
    const text = "Profiles CSV files and answers questions. Use when the user shares a CSV export.";
    expect(descriptionExcerpt(text, 60)).toEqual({ text: "Profiles CSV files and answers questions.", cut: true });
  });

  it("does not take an abbreviation's full stop for a sentence end", () => {
    const text = "Formats tables, e.g. CSV and TSV exports from spreadsheets, into Markdown for reports and notes.";
    const excerpt = descriptionExcerpt(text, 60);
    expect(excerpt.text).not.toMatch(/e\.g\.$/);
    expect(excerpt.text.endsWith("…")).toBe(true);
  });

  it("falls back to a clause, then to a word boundary, and marks the cut", () => {
    const clause = "Answers grouped questions about any spreadsheet export, including totals per column and per row";
    expect(descriptionExcerpt(clause, 70)).toEqual({ text: "Answers grouped questions about any spreadsheet export…", cut: true });
    const words = "Answers grouped questions about any spreadsheet export including totals per column and per row";
    const cut = descriptionExcerpt(words, 50);
    expect(cut.text).toBe("Answers grouped questions about any spreadsheet…");
    expect(cut.text.length).toBeLessThanOrEqual(51);
  });

  it("never returns more than the limit plus the ellipsis", () => {
    for (const max of [10, 25, 80]) {
      const excerpt = descriptionExcerpt("x".repeat(30) + " " + "word ".repeat(40), max);
      expect(excerpt.text.length).toBeLessThanOrEqual(max + 1);
    }
  });
});
