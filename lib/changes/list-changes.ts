// The change feed mirrors and installers follow (GET /api/v1/changes): the anonymous feed
// (list-public-changes.ts, numeric positions of public events), or, with a token or session, the
// reader's own (list-reader-changes.ts, sealed cursors). A cursor of one kind given to the other
// is translated to the same point of the feed, so a mirror that adds or drops its token continues.
import { readableAudience, type StandingActor } from "@/lib/access";
import { db } from "@/lib/db";
import { parseFeedCursor } from "./change-cursor";
import type { ChangesPage } from "./change-page";
import { listPublicChanges } from "./list-public-changes";
import { listReaderChanges } from "./list-reader-changes";

export const CHANGES_DEFAULT_LIMIT = 100;
export const CHANGES_MAX_LIMIT = 500;

async function scalar(query: Promise<Array<{ value: bigint | null }>>): Promise<bigint> {
  return (await query)[0]?.value ?? 0n;
}

export async function listChanges(input: { since?: string; limit?: number; reader?: StandingActor | null } = {}): Promise<ChangesPage> {
  const limit = Math.min(Math.max(1, input.limit ?? CHANGES_DEFAULT_LIMIT), CHANGES_MAX_LIMIT);
  const cursor = parseFeedCursor(input.since);
  if (!input.reader) {
    // A reader's cursor: the public events up to that event (positions and ids grow together).
    const since =
      "position" in cursor
        ? cursor.position
        : await scalar(db.$queryRaw`SELECT max("publicSeq") AS value FROM "ChangeEvent" WHERE "id" <= ${cursor.sealed} AND "publicSeq" IS NOT NULL`);
    return listPublicChanges({ since, limit });
  }
  // A public position: the last public event at or before it; what follows is this reader's.
  const since =
    "sealed" in cursor
      ? cursor.sealed
      : cursor.position === 0n
        ? 0n
        : await scalar(db.$queryRaw`SELECT max("id") AS value FROM "ChangeEvent" WHERE "publicSeq" <= ${cursor.position}`);
  const audience = await readableAudience(db, input.reader);
  return listReaderChanges({ since, limit, reader: { userId: input.reader.userId, audience } });
}
