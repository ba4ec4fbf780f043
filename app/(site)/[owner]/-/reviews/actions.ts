"use server";
// Approve or reject a version the org's policy held, from /<org>/-/reviews. An authedAction
// (same-origin, session, rate limit, zod); lib/publish checks the administer right and that the
// skill belongs to this org.
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { authedAction } from "@/lib/auth/next/authed-action";
import { reviewHeldVersion } from "@/lib/publish";

const input = z.object({
  org: z.string().trim().min(1).max(64),
  slug: z.string().trim().min(1).max(128),
  version: z.string().trim().min(1).max(128),
  decision: z.enum(["approve", "reject"]),
  reason: z.string().trim().max(500).optional(),
});

export const reviewAction = authedAction({ input, rateLimit: "write" }, async ({ actor, input, ip }) => {
  const result = await reviewHeldVersion({
    actor,
    org: input.org,
    slug: input.slug,
    version: input.version,
    decision: input.decision,
    reason: input.reason,
    ip,
  });
  const org = result.org ?? input.org;
  revalidatePath(`/${org}/${result.slug}`);
  // The decided item leaves the queue (and its form with it): the page says what was done.
  redirect(`/${org}/-/reviews?decided=${encodeURIComponent(`${result.slug}@${result.version}`)}&decision=${input.decision}`);
});
