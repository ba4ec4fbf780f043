"use server";
// Approve or deny a pending CLI login. Approving carries the confirmation checkbox, whose value
// names the scopes granted. Wrong codes count against the "auth" rate limit.
import { z } from "zod";
import { decideDeviceCode } from "@/lib/auth/device/decide-device-code";
import { authedAction } from "@/lib/auth/next/authed-action";

export const decideDeviceAction = authedAction(
  {
    input: z.object({ userCode: z.string().max(20), decision: z.enum(["approve", "deny"]), confirm: z.string().max(100).optional() }),
    rateLimit: "auth",
    rateLimitKey: "device-approve",
  },
  async ({ actor, input, ip }) =>
    decideDeviceCode({ actor, userCode: input.userCode, approve: input.decision === "approve", confirmScopes: input.confirm, ip }),
);
