// Looks a session secret up: the live session and its user, or null when unknown, expired or
// the user is banned (a ban signs people out everywhere).
import { db } from "@/lib/db";
import { hashToken } from "../hash-token";

// Session secrets are 43 base64url characters (ours) or a UUID (Auth.js's default); anything else is not one.
const SESSION_TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;

export async function findSession(input: { sessionToken: string; now?: Date }) {
  if (!SESSION_TOKEN_SHAPE.test(input.sessionToken)) return null;
  // Lookup by hash through a unique index, so timing does not depend on the secret's characters.
  const row = await db.session.findUnique({
    where: { sessionToken: hashToken(input.sessionToken) },
    include: { user: { select: { id: true, handle: true, role: true, displayName: true, image: true, email: true, bannedAt: true } } },
  });
  if (!row) return null;
  if (row.expires <= (input.now ?? new Date())) {
    await db.session.deleteMany({ where: { id: row.id } });
    return null;
  }
  if (row.user.bannedAt) return null;
  return row;
}
