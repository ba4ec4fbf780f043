// Transfer requests expire after 7 days. Expiry is applied lazily, in its own committed write,
// before any transfer action reads them: the refusal that follows must not roll it back.
import { db } from "@/lib/db";

export const TRANSFER_TTL_DAYS = 7;

export async function expireTransfers(input: { skillId?: string; transferId?: string; now?: Date }): Promise<number> {
  const now = input.now ?? new Date();
  const { count } = await db.transferRequest.updateMany({
    where: {
      status: "PENDING",
      expiresAt: { lte: now },
      ...(input.skillId ? { skillId: input.skillId } : {}),
      ...(input.transferId ? { id: input.transferId } : {}),
    },
    data: { status: "EXPIRED", resolvedAt: now },
  });
  return count;
}
