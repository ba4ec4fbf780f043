"use server";
// Completing the first-admin setup link (lib/auth/setup): the signed-in account becomes admin.
import { redirect } from "next/navigation";
import { z } from "zod";
import { authedAction } from "@/lib/auth/next/authed-action";
import { redeemSetupCode } from "@/lib/auth/setup";

export const becomeAdminAction = authedAction(
  // Counted against the per-IP "auth" budget like sign-in: a code cannot be guessed, but tries are logged.
  { input: z.object({ code: z.string().max(100) }), rateLimit: "auth", rateLimitKey: "setup" },
  async ({ actor, input, ip }) => {
    await redeemSetupCode({ code: input.code, userId: actor.userId, ip });
    redirect("/moderation");
  },
);
