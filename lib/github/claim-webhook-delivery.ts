// Makes deliveries idempotent: the delivery id is the primary key, so of two identical deliveries
// (GitHub retries, a replay) exactly one inserts the row and is processed. A delivery whose
// processing failed may be claimed again (GitHub's "Redeliver" keeps the id), once at a time.
import { db, type Prisma } from "@/lib/db";

export type DeliveryClaim = { claimed: true } | { claimed: false; status: string; result: Prisma.JsonValue | null };

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "P2002" || code === "23505";
}

export async function claimWebhookDelivery(input: { deliveryId: string; event: string; repository: string | null }): Promise<DeliveryClaim> {
  try {
    await db.webhookDelivery.create({ data: { deliveryId: input.deliveryId, event: input.event, repository: input.repository, status: "processing" } });
    return { claimed: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const retried = await db.webhookDelivery.updateMany({
    where: { deliveryId: input.deliveryId, status: "failed" },
    data: { status: "processing", result: undefined },
  });
  if (retried.count === 1) return { claimed: true };
  const existing = await db.webhookDelivery.findUniqueOrThrow({ where: { deliveryId: input.deliveryId }, select: { status: true, result: true } });
  return { claimed: false, status: existing.status, result: existing.result };
}

export async function finishWebhookDelivery(input: {
  deliveryId: string;
  status: "processed" | "ignored" | "failed";
  result: Prisma.InputJsonValue;
}): Promise<void> {
  await db.webhookDelivery.update({ where: { deliveryId: input.deliveryId }, data: { status: input.status, result: input.result } });
}
