"use server";
// Moderator actions. Every one needs a reason (kept in the audit log, shown to the publisher);
// the role is checked here and again by each lib/moderation function.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { isModerator, type Actor } from "@/lib/auth/actor";
import { authedAction } from "@/lib/auth/next/authed-action";
import { AppError } from "@/lib/errors";
import { catalogSlugSchema } from "@/lib/ids";
import {
  banPublisher,
  blockVersion,
  clearVersion,
  hideSkill,
  markVersionSuspicious,
  triageReport,
  unbanPublisher,
  unblockVersion,
  unhideSkill,
} from "@/lib/moderation";

const reason = z.string().trim().min(1, "Give a reason.").max(1000);

function requireModerator(actor: Actor): void {
  if (!isModerator(actor)) throw new AppError("NOT_MODERATOR", "Only moderators can do that.");
}

function refresh() {
  revalidatePath("/moderation");
  revalidatePath("/[owner]/[slug]", "layout");
}

const VERSION_ACTIONS = { clear: clearVersion, suspicious: markVersionSuspicious, block: blockVersion, unblock: unblockVersion } as const;
const VERSION_DONE = { clear: "cleared", suspicious: "marked suspicious", block: "blocked", unblock: "unblocked" } as const;

export const moderateVersionAction = authedAction(
  {
    input: z.object({
      slug: catalogSlugSchema,
      version: z.string().trim().min(1, "Name the version.").max(128),
      decision: z.enum(["clear", "suspicious", "block", "unblock"]),
      reason,
    }),
    rateLimit: "write",
  },
  async ({ actor, input, ip }) => {
    requireModerator(actor);
    await VERSION_ACTIONS[input.decision]({ actor, slug: input.slug, version: input.version, reason: input.reason, ip });
    refresh();
    return { message: `${input.slug}@${input.version} ${VERSION_DONE[input.decision]}.` };
  },
);

export const moderateSkillAction = authedAction(
  { input: z.object({ slug: catalogSlugSchema, decision: z.enum(["hide", "unhide"]), reason }), rateLimit: "write" },
  async ({ actor, input, ip }) => {
    requireModerator(actor);
    if (input.decision === "hide") await hideSkill({ actor, slug: input.slug, reason: input.reason, ip });
    else await unhideSkill({ actor, slug: input.slug, reason: input.reason, ip });
    refresh();
    return { message: `${input.slug} ${input.decision === "hide" ? "hidden" : "is public again"}.` };
  },
);

export const triageReportAction = authedAction(
  { input: z.object({ reportId: z.string().min(1).max(64), decision: z.enum(["confirm", "dismiss"]), reason }), rateLimit: "write" },
  async ({ actor, input, ip }) => {
    requireModerator(actor);
    const result = await triageReport({ actor, reportId: input.reportId, decision: input.decision, reason: input.reason, ip });
    refresh();
    return { message: `Report on ${result.slug} ${result.status.toLowerCase()}.` };
  },
);

export const moderatePublisherAction = authedAction(
  {
    input: z.object({
      handle: z
        .string()
        .trim()
        .min(1, "Name the publisher.")
        .max(128)
        .transform((value) => value.replace(/^@+/, "")),
      decision: z.enum(["ban", "unban"]),
      reason,
    }),
    rateLimit: "write",
  },
  async ({ actor, input, ip }) => {
    requireModerator(actor);
    if (input.decision === "ban") {
      const result = await banPublisher({ actor, handle: input.handle, reason: input.reason, ip });
      refresh();
      return { message: `@${result.handle} banned: ${result.revokedTokens} tokens revoked, ${result.hiddenSkills.length} skills hidden.` };
    }
    const result = await unbanPublisher({ actor, handle: input.handle, reason: input.reason, ip });
    refresh();
    return { message: `@${result.handle} unbanned.` };
  },
);
