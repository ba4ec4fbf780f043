"use server";
// Answer transfer offers from the dashboard (accept or decline one addressed to you, withdraw one
// you made), appeal a skill hidden pending review, and mark notifications read.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { authedAction } from "@/lib/auth/next/authed-action";
import { appealHiddenSkill } from "@/lib/moderation";
import { markNotificationsRead } from "@/lib/notifications/mark-notifications-read";
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

export const appealAction = authedAction(
  { input: z.object({ slug: z.string().min(1).max(100), message: z.string().max(2000) }), rateLimit: "write" },
  async ({ actor, input, ip }) => {
    const appeal = await appealHiddenSkill({ actor, slug: input.slug, message: input.message, ip });
    revalidatePath("/dashboard");
    return { ...appeal, message: "Appeal sent; a moderator will look again." };
  },
);

export const markReadAction = authedAction({ input: z.object({ id: z.string().min(1).max(64).optional() }), rateLimit: "write" }, async ({ actor, input }) => {
  const marked = await markNotificationsRead({ actor, id: input.id });
  revalidatePath("/dashboard");
  return marked;
});
