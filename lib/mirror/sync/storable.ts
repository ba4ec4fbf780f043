// What a mirror records about an upstream (rejections, sync status) may quote the upstream's bytes,
// such as an archive entry's name; PostgreSQL's text and jsonb refuse U+0000, and a refused write
// would lose the record (the rejected archive fetched again every sync, the sync's status gone).
import type { Prisma } from "@/lib/db";

const NUL = /\u0000/g;

export function storableText(value: string): string {
  return value.replace(NUL, "\uFFFD");
}

/** `value` as plain JSON (no undefined, no class instances), every string storable. */
export function storableJson(value: unknown): Prisma.InputJsonValue {
  return JSON.parse(JSON.stringify(value, (_key, item: unknown) => (typeof item === "string" ? storableText(item) : item))) as Prisma.InputJsonValue;
}
