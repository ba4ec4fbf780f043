// Cursors of a reader's change feed (with a token): event ids sealed so they say nothing. A
// reader's feed skips the events it may not read; plain ids would show by their gaps how many
// there were (other orgs' private activity). One AES-256 block over a fixed tag and the id, with a
// key derived from AUTH_SECRET (lib/auth/server-key.ts): deterministic (an event has one id for a
// reader), unforgeable in practice (a block that does not open to the tag is refused), 22 characters.
// The anonymous feed needs none: its positions are numbers of public events only (publicSeq).
import { createCipheriv, createDecipheriv } from "node:crypto";
import { serverKey } from "@/lib/auth/server-key";
import { AppError } from "@/lib/errors";

const PREFIX = "c1.";
const TAG = Buffer.from("sv-feed1", "latin1");
const SEALED_CURSOR = /^c1\.[A-Za-z0-9_-]{22}$/;

function cipher(decrypt: boolean) {
  const key = serverKey("change-cursor");
  const made = decrypt ? createDecipheriv("aes-256-ecb", key, null) : createCipheriv("aes-256-ecb", key, null);
  made.setAutoPadding(false);
  return made;
}

export function sealCursor(id: bigint): string {
  const block = Buffer.alloc(16);
  TAG.copy(block, 0);
  block.writeBigUInt64BE(id, 8);
  const made = cipher(false);
  return PREFIX + Buffer.concat([made.update(block), made.final()]).toString("base64url");
}

export function openCursor(text: string): bigint {
  const invalid = () =>
    new AppError("CURSOR_INVALID", "This feed cursor was not handed out by this registry (or its AUTH_SECRET changed): start again from 0 or the head.");
  if (!SEALED_CURSOR.test(text)) throw invalid();
  const bytes = Buffer.from(text.slice(PREFIX.length), "base64url");
  if (bytes.length !== 16) throw invalid();
  const made = cipher(true);
  const block = Buffer.concat([made.update(bytes), made.final()]);
  if (!block.subarray(0, 8).equals(TAG)) throw invalid();
  return block.readBigUInt64BE(8);
}

/** A `since` as the request gave it: a public position (digits) or a sealed reader cursor. */
export type FeedCursor = { position: bigint } | { sealed: bigint };

export function parseFeedCursor(text: string | undefined): FeedCursor {
  if (text === undefined) return { position: 0n };
  return SEALED_CURSOR.test(text) ? { sealed: openCursor(text) } : { position: BigInt(text) };
}
