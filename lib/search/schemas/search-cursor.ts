// Opaque page cursors: base64url JSON holding where the page ended and a fingerprint of the
// query, so a cursor replayed against a different query is refused instead of paging nonsense.
import { z } from "zod";
import { AppError } from "@/lib/errors";
import type { SearchPosition } from "../types";

const cursorSchema = z.object({
  /** fingerprint of the query and filters */
  h: z.string().max(32),
  /** how many of the query's words were required (fewer when all of them found nothing) */
  w: z.number().int().min(0).max(8),
  /** typo-tolerant matching was on */
  t: z.boolean().optional(),
  k: z
    .array(z.union([z.string().max(200), z.number()]))
    .max(8)
    .optional(),
  o: z.number().int().min(0).max(100_000).optional(),
});

export type DecodedCursor = { fingerprint: string; words: number; typos: boolean; position: SearchPosition };

export function encodeSearchCursor(cursor: DecodedCursor): string {
  const position = "keyset" in cursor.position ? { k: cursor.position.keyset } : { o: cursor.position.offset };
  return Buffer.from(JSON.stringify({ h: cursor.fingerprint, w: cursor.words, ...(cursor.typos ? { t: true } : {}), ...position })).toString("base64url");
}

export function decodeSearchCursor(cursor: string): DecodedCursor {
  let parsed: z.infer<typeof cursorSchema>;
  try {
    parsed = cursorSchema.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
  } catch {
    throw new AppError("SEARCH_CURSOR_INVALID", "This cursor is not one a search returned.");
  }
  const position: SearchPosition | null = parsed.k ? { keyset: parsed.k } : parsed.o !== undefined ? { offset: parsed.o } : null;
  if (!position) throw new AppError("SEARCH_CURSOR_INVALID", "This cursor is not one a search returned.");
  return { fingerprint: parsed.h, words: parsed.w, typos: parsed.t ?? false, position };
}
