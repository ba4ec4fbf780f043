// The shape of one page of the change feed, anonymous or a reader's.
import type { Prisma } from "@/lib/db";

export type ChangeItem = { id: string; kind: string; slug: string; version: string | null; data: unknown; createdAt: string };

export type ChangesPage = { items: ChangeItem[]; nextCursor: string; hasMore: boolean; limit: number; head: string };

export type ChangeRow = {
  id: bigint | null;
  kind: string | null;
  slug: string | null;
  version: string | null;
  data: Prisma.JsonValue | null;
  createdAt: Date | null;
};
