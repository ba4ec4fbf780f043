"use server";
// /<org>/-/settings: the org's profile and its team policy. Each is an authedAction (same-origin,
// session, rate limit, zod); lib/orgs checks the owner/admin role again and audits the change.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { authedAction } from "@/lib/auth/next/authed-action";
import { setOrgPolicy, setOrgProfile } from "@/lib/orgs";

const org = z.string().trim().min(1).max(64);

export const saveProfileAction = authedAction(
  { input: z.object({ org, displayName: z.string().max(400), bio: z.string().max(4000) }), rateLimit: "write" },
  async ({ actor, input, ip }) => {
    const result = await setOrgProfile({ org: input.org, displayName: input.displayName, bio: input.bio, actor, ip });
    revalidatePath(`/${result.org}`);
    revalidatePath(`/${result.org}/-/settings`);
    return { ...result, message: result.changed ? "Profile saved." : "Nothing changed." };
  },
);

export const savePolicyAction = authedAction(
  {
    input: z.object({
      org,
      publish: z.enum(["publishers", "admins"]),
      suspicious: z.enum(["warn", "hold"]),
      membersPublic: z.enum(["yes", "no"]),
    }),
    rateLimit: "write",
  },
  async ({ actor, input, ip }) => {
    const policy = { publish: input.publish, suspicious: input.suspicious, membersPublic: input.membersPublic === "yes" };
    const result = await setOrgPolicy({ org: input.org, policy, actor, ip });
    revalidatePath(`/${result.org}/-/settings`);
    return { ...result, message: result.changed ? "Policy saved." : "Nothing changed." };
  },
);
