// An org's display name and bio (its settings page): owners and admins, audited (`org.profile`).
// The display name follows the same rules as a skill's (no control, zero-width or direction
// characters; at most 100); a blank one falls back to the handle, as at creation.
import type { StandingActor } from "@/lib/access";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { normalizeDisplayName } from "@/lib/publish/normalize-display-name";
import { assertOrgAdmin } from "./assert-org-admin";
import { lockOrg } from "./lock-org";

export const MAX_ORG_BIO = 500;
// Controls other than line breaks, zero-width and direction marks, bidi embeddings, overrides and isolates.
const HIDDEN_IN_BIO = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;

function normalizeBio(raw: string): string | null {
  const bio = raw.replace(/\r\n?/g, "\n").trim();
  if (!bio) return null;
  if (HIDDEN_IN_BIO.test(bio))
    throw new AppError("VALIDATION_FAILED", "A bio cannot contain control, zero-width or text-direction characters.", {
      details: [{ path: "bio", message: "hidden characters" }],
    });
  if ([...bio].length > MAX_ORG_BIO)
    throw new AppError("VALIDATION_FAILED", `A bio has at most ${MAX_ORG_BIO} characters.`, {
      details: [{ path: "bio", message: `at most ${MAX_ORG_BIO} characters` }],
    });
  return bio;
}

export async function setOrgProfile(input: {
  org: string;
  displayName: string;
  bio: string;
  actor: (StandingActor & { userId: string }) | null;
  ip?: string;
}): Promise<{ org: string; displayName: string; bio: string | null; changed: boolean }> {
  const bio = normalizeBio(input.bio);
  return db.$transaction(async (tx) => {
    const org = await lockOrg(tx, input.org);
    await assertOrgAdmin(tx, input.actor, org.id);
    const displayName = normalizeDisplayName(input.displayName) ?? org.handle;
    const before = await tx.user.findUniqueOrThrow({ where: { id: org.id }, select: { displayName: true, bio: true } });
    if (before.displayName === displayName && before.bio === bio) return { org: org.handle, displayName, bio, changed: false };
    await tx.user.update({ where: { id: org.id }, data: { displayName, bio } });
    await recordAudit(tx, {
      actorId: input.actor?.userId ?? null,
      action: "org.profile",
      targetType: "org",
      targetId: org.id,
      ip: input.ip ?? null,
      data: { org: org.handle, from: before, to: { displayName, bio } },
    });
    return { org: org.handle, displayName, bio, changed: true };
  });
}
