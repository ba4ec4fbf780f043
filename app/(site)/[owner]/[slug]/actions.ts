"use server";
// Star/unstar and report from the skill page. Built on authedAction: same-origin check,
// session, rate limit and input validation happen before the domain call.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { authedAction } from "@/lib/auth/next/authed-action";
import { catalogSlugSchema } from "@/lib/ids";
import { reportSkill } from "@/lib/moderation";
import { starSkill, unstarSkill } from "@/lib/publish";
import { REPORT_REASONS } from "./_lib/report-reasons";

export const toggleStarAction = authedAction(
  { input: z.object({ slug: catalogSlugSchema, star: z.enum(["1", "0"]), path: z.string().max(300).startsWith("/") }), rateLimit: "write" },
  async ({ actor, input }) => {
    const result = input.star === "1" ? await starSkill({ actor, slug: input.slug }) : await unstarSkill({ actor, slug: input.slug });
    revalidatePath(input.path);
    return { starred: result.starred, stars: result.stars };
  },
);

export const reportSkillAction = authedAction(
  {
    input: z.object({
      slug: catalogSlugSchema,
      version: z.string().max(128).optional(),
      reason: z.enum(REPORT_REASONS, { message: "Pick a reason." }),
      details: z.string().max(5000).optional(),
    }),
    rateLimit: "write",
  },
  async ({ actor, input, ip }) => {
    const report = await reportSkill({ actor, slug: input.slug, version: input.version || undefined, reason: input.reason, details: input.details, ip });
    return { id: report.id };
  },
);
