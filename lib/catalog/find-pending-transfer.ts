// The pending transfer offer of a skill, by slug: the clawhub CLI names transfers by skill
// (`transfer accept <slug>`) while lib/publish acts on a transfer id. There is at most one.
import { db } from "@/lib/db";
import { transferNotFound } from "@/lib/publish/lock-pending-transfer";

export async function findPendingTransfer(input: { slug: string }): Promise<{ id: string }> {
  const transfer = await db.transferRequest.findFirst({
    where: { status: "PENDING", skill: { slug: input.slug } },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  if (!transfer) throw transferNotFound({ slug: input.slug });
  return transfer;
}
