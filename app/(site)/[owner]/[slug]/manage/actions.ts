"use server";
// The owner's actions on the manage page. Each is an authedAction (same-origin, session, rate
// limit, zod), and each domain function checks again that the actor may manage the skill.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { authedAction } from "@/lib/auth/next/authed-action";
import { rotateGithubWebhookSecret, setGithubSync } from "@/lib/github";
import { slugSchema } from "@/lib/ids";
import {
  cancelTransfer,
  deleteSkill,
  removeDistTag,
  requestTransfer,
  restoreVersion,
  setDistTag,
  setSkillTopics,
  setSkillVisibility,
  undeleteSkill,
  withdrawVersion,
} from "@/lib/publish";

const version = z.string().trim().min(1, "Pick a version.").max(128);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/** The manage page, the skill's tabs and the dashboard all show what changed. */
function refresh() {
  revalidatePath("/[owner]/[slug]", "layout");
  revalidatePath("/dashboard");
}

export const setTopicsAction = authedAction(
  { input: z.object({ slug: slugSchema, topics: z.string().max(2000) }), rateLimit: "write" },
  async ({ actor, input, ip }) => {
    const result = await setSkillTopics({ actor, slug: input.slug, topics: input.topics.split(","), ip });
    refresh();
    return { ...result, message: result.topics.length ? `Saved: ${result.topics.join(", ")}.` : "Topics cleared." };
  },
);

export const setVisibilityAction = authedAction(
  { input: z.object({ slug: slugSchema, visibility: z.enum(["public", "internal", "private"]) }), rateLimit: "write" },
  async ({ actor, input, ip }) => {
    const result = await setSkillVisibility({ actor, slug: input.slug, visibility: input.visibility, ip });
    refresh();
    return { ...result, message: result.changed ? `Visibility is now ${result.visibility}.` : `Visibility was already ${result.visibility}.` };
  },
);

export const withdrawVersionAction = authedAction(
  { input: z.object({ slug: slugSchema, version, reason: optionalText(1000) }), rateLimit: "write" },
  async ({ actor, input, ip }) => {
    const result = await withdrawVersion({ actor, slug: input.slug, version: input.version, reason: input.reason, ip });
    refresh();
    return { version: result.version, releasedTags: result.releasedTags };
  },
);

export const restoreVersionAction = authedAction({ input: z.object({ slug: slugSchema, version }), rateLimit: "write" }, async ({ actor, input, ip }) => {
  await restoreVersion({ actor, slug: input.slug, version: input.version, ip });
  refresh();
  return { version: input.version };
});

export const setDistTagAction = authedAction(
  { input: z.object({ slug: slugSchema, tag: z.string().trim().min(1, "Name the tag.").max(64), version }), rateLimit: "write" },
  async ({ actor, input, ip }) => {
    const result = await setDistTag({ actor, slug: input.slug, tag: input.tag, version: input.version, ip });
    refresh();
    return { ...result, message: `${result.tag} now points at v${result.version}.` };
  },
);

export const removeDistTagAction = authedAction(
  { input: z.object({ slug: slugSchema, tag: z.string().min(1).max(64) }), rateLimit: "write" },
  async ({ actor, input, ip }) => {
    await removeDistTag({ actor, slug: input.slug, tag: input.tag, ip });
    refresh();
    return { tag: input.tag };
  },
);

export const requestTransferAction = authedAction(
  {
    input: z.object({
      slug: slugSchema,
      toHandle: z
        .string()
        .trim()
        .min(1, "Who should get it?")
        .max(64)
        .transform((value) => value.replace(/^@+/, "")),
      message: optionalText(1000),
    }),
    rateLimit: "write",
  },
  async ({ actor, input, ip }) => {
    const result = await requestTransfer({ actor, slug: input.slug, toHandle: input.toHandle, message: input.message, ip });
    refresh();
    return { toHandle: result.toHandle, message: `Offered to @${result.toHandle}.` };
  },
);

export const cancelTransferAction = authedAction(
  { input: z.object({ transferId: z.string().min(1).max(64) }), rateLimit: "write" },
  async ({ actor, input, ip }) => {
    await cancelTransfer({ actor, transferId: input.transferId, ip });
    refresh();
    return { cancelled: true };
  },
);

export const deleteSkillAction = authedAction(
  { input: z.object({ slug: slugSchema, reason: optionalText(1000) }), rateLimit: "write" },
  async ({ actor, input, ip }) => {
    await deleteSkill({ actor, slug: input.slug, reason: input.reason, ip });
    refresh();
    return { deleted: true };
  },
);

export const undeleteSkillAction = authedAction({ input: z.object({ slug: slugSchema }), rateLimit: "write" }, async ({ actor, input, ip }) => {
  await undeleteSkill({ actor, slug: input.slug, ip });
  refresh();
  return { undeleted: true };
});

export const rotateWebhookSecretAction = authedAction({ input: z.object({ slug: slugSchema }), rateLimit: "write" }, async ({ actor, input, ip }) => {
  await rotateGithubWebhookSecret({ actor, slug: input.slug, ip });
  refresh();
  return { message: "New secret: paste it into the webhook's settings on GitHub now; the old one no longer works." };
});

export const setGithubSyncAction = authedAction(
  { input: z.object({ slug: slugSchema, enabled: z.enum(["true", "false"]) }), rateLimit: "write" },
  async ({ actor, input, ip }) => {
    const result = await setGithubSync({ actor, slug: input.slug, enabled: input.enabled === "true", ip });
    refresh();
    return { ...result, message: `GitHub sync is ${result.syncEnabled ? "on" : "off"}.` };
  },
);
