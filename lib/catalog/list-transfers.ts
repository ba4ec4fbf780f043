// Pending transfer offers (`clawhub transfer list`): incoming ones are addressed to the caller (or
// an org they administer: only they can answer), outgoing ones were made for skills the caller
// administers (only they can cancel). Expired offers are left out even before the expiry job marks
// them; incoming offers whose maker may no longer make them are void (offer-stands.ts) and left out
// too, while the sender's side still lists them so they can be cancelled.
import { publishersFor } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import type { TransferList } from "@/lib/api-schemas/transfers";
import { db } from "@/lib/db";
import { offerStands } from "@/lib/publish/offer-stands";
import { presentEmoji } from "./present-manifest";

export async function listTransfers(input: { actor: Actor; direction: "incoming" | "outgoing" }): Promise<TransferList> {
  const parties = (await publishersFor(db, input.actor, "administer")).map((grant) => grant.id);
  const rows = await db.transferRequest.findMany({
    where: {
      status: "PENDING",
      expiresAt: { gt: new Date() },
      ...(input.direction === "incoming" ? { toUserId: { in: parties } } : { skill: { ownerId: { in: parties } } }),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
    select: {
      id: true,
      requestedById: true,
      fromUserId: true,
      message: true,
      createdAt: true,
      expiresAt: true,
      skill: { select: { id: true, slug: true, displayName: true, latestVersion: { select: { manifest: true } } } },
      fromUser: { select: { id: true, handle: true, displayName: true } },
      toUser: { select: { id: true, handle: true, displayName: true } },
    },
  });
  const standing =
    input.direction === "outgoing"
      ? rows
      : (await Promise.all(rows.map(async (row) => ((await offerStands(db, row)) ? row : null)))).filter((row) => row !== null);
  return {
    transfers: standing.map((row) => ({
      _id: row.id,
      skill: { _id: row.skill.id, slug: row.skill.slug, displayName: row.skill.displayName, emoji: presentEmoji(row.skill.latestVersion?.manifest) },
      fromUser: { _id: row.fromUser.id, handle: row.fromUser.handle, displayName: row.fromUser.displayName },
      toUser: { _id: row.toUser.id, handle: row.toUser.handle, displayName: row.toUser.displayName },
      ...(row.message ? { message: row.message } : {}),
      requestedAt: row.createdAt.getTime(),
      expiresAt: row.expiresAt.getTime(),
    })),
  };
}
