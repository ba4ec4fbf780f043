"use server";
// Create an organisation from the website: the signed-in account becomes its owner. The handle
// rules and collisions are lib/orgs createOrg's, the same as `npm run hub -- org create`.
import { redirect } from "next/navigation";
import { z } from "zod";
import { authedAction } from "@/lib/auth/next/authed-action";
import { createOrg } from "@/lib/orgs";

export const createOrgAction = authedAction(
  { input: z.object({ handle: z.string().trim().min(1, "Enter a handle.").max(64), displayName: z.string().max(400).optional() }), rateLimit: "write" },
  async ({ actor, input, ip }) => {
    const org = await createOrg({ handle: input.handle, ownerHandle: actor.handle, displayName: input.displayName, actor, ip });
    redirect(`/${org.handle}/-/settings`);
  },
);
