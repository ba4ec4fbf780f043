// Categories a skill files itself under (frontmatter `category` / `categories`, also inside
// `metadata`), as lower-case hyphenated labels: "Document Processing" → "document-processing".
import { record, strList } from "./read-values";

export const MAX_CATEGORIES = 5;
const MAX_LENGTH = 40;

export function normalizeCategory(raw: string): string | null {
  const label = raw
    .normalize("NFKC")
    .trim()
    .toLowerCase()
    .replace(/[\s_/]+/g, "-")
    .replace(/[^\p{L}\p{N}-]+/gu, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
  return label && label.length <= MAX_LENGTH ? label : null;
}

function listOf(value: unknown): string[] {
  // A single category may contain spaces ("Document Processing"): split lists at commas only.
  return typeof value === "string" ? value.split(",") : strList(value);
}

export function readCategories(data: Record<string, unknown>): string[] {
  const metadata = record(data.metadata);
  const raw = [data.category, data.categories, metadata.category, metadata.categories].flatMap(listOf);
  return [...new Set(raw.flatMap((entry) => normalizeCategory(entry) ?? []))].slice(0, MAX_CATEGORIES);
}
