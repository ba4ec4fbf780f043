// Opaque list cursors: base64url JSON naming the list they belong to and the sort key of the last
// row served. A cursor from another list or sort, or a tampered one, is CURSOR_INVALID.
import { z } from "zod";
import { AppError } from "@/lib/errors";

const cursorSchema = z.object({
  l: z.string(),
  k: z
    .array(z.union([z.string(), z.number()]))
    .min(1)
    .max(4),
});

export type CursorKey = Array<string | number>;

export function encodeCursor(list: string, key: CursorKey): string {
  return Buffer.from(JSON.stringify({ l: list, k: key })).toString("base64url");
}

export function decodeCursor(list: string, cursor: string | undefined, shape: Array<"string" | "number">): CursorKey | null {
  if (!cursor) return null;
  const invalid = () => new AppError("CURSOR_INVALID", "The cursor does not belong to this list; start again without it.", { details: { cursor } });
  let parsed: z.infer<typeof cursorSchema>;
  try {
    parsed = cursorSchema.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
  } catch {
    throw invalid();
  }
  if (parsed.l !== list || parsed.k.length !== shape.length || parsed.k.some((value, i) => typeof value !== shape[i])) throw invalid();
  return parsed.k;
}
