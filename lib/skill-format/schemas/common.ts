// Small zod building blocks shared by the dialect schemas.
import { z } from "zod";

export const nonEmptyString = z.string().trim().min(1, "must not be empty");
export const stringList = z.array(nonEmptyString);
export const osId = z.enum(["darwin", "linux", "win32"]);
export const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
/** Package, formula, module or crate identifiers end up in shell commands we display: no shell syntax. */
export const packageIdentifier = z.string().regex(/^[^\s;|&$`'"\\(){}<>*?!#]+$/, "must be a package identifier without spaces or shell characters");
/** `yes`/`no` strings are what line-based frontmatter parsers (OpenClaw's) see for booleans. */
export const looseBoolean = z.union([z.boolean(), z.enum(["true", "false"])]);

export function unknownKeys(value: unknown, known: readonly string[]): string[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
  return Object.keys(value).filter((key) => !known.includes(key));
}
