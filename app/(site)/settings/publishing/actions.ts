"use server";
// Add and remove trusted publishers (GitHub workflows allowed to publish a skill).
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { authedAction } from "@/lib/auth/next/authed-action";
import { addTrustedPublisher } from "@/lib/auth/trusted-publishing/add-trusted-publisher";
import { removeTrustedPublisher } from "@/lib/auth/trusted-publishing/remove-trusted-publisher";

const slug = z.string().min(1).max(100);

export const addTrustedPublisherAction = authedAction(
  {
    input: z.object({
      slug,
      repository: z.string().max(200),
      workflow: z.string().max(300),
      environment: z.string().max(300).optional(),
      ref: z.string().max(300).optional(),
    }),
    rateLimit: "write",
  },
  async ({ actor, input, ip }) => {
    const { slug: skillSlug, ...publisher } = input;
    const added = await addTrustedPublisher({ actor, slug: skillSlug, publisher, ip });
    revalidatePath("/settings/publishing");
    return { id: added.id };
  },
);

export const removeTrustedPublisherAction = authedAction(
  { input: z.object({ slug, id: z.string().min(1).max(100) }), rateLimit: "write" },
  async ({ actor, input, ip }) => {
    await removeTrustedPublisher({ actor, slug: input.slug, id: input.id, ip });
    revalidatePath("/settings/publishing");
    return { removed: true };
  },
);
