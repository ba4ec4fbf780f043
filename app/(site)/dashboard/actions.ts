"use server";
// Answer transfer offers from the dashboard: accept or decline one addressed to you, withdraw one you made.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { authedAction } from "@/lib/auth/next/authed-action";
import { acceptTransfer, cancelTransfer, rejectTransfer } from "@/lib/publish";

const input = z.object({ transferId: z.string().min(1).max(64) });

export const acceptTransferAction = authedAction({ input, rateLimit: "write" }, async ({ actor, input: { transferId }, ip }) => {
  const accepted = await acceptTransfer({ actor, transferId, ip });
  revalidatePath("/dashboard");
  return accepted;
});

export const rejectTransferAction = authedAction({ input, rateLimit: "write" }, async ({ actor, input: { transferId }, ip }) => {
  await rejectTransfer({ actor, transferId, ip });
  revalidatePath("/dashboard");
  return { rejected: true };
});

export const cancelTransferAction = authedAction({ input, rateLimit: "write" }, async ({ actor, input: { transferId }, ip }) => {
  await cancelTransfer({ actor, transferId, ip });
  revalidatePath("/dashboard");
  return { cancelled: true };
});
