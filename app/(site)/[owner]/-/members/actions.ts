"use server";
// Member management on /<org>/-/members and invitation answers on the dashboard. Each is an
// authedAction (same-origin, session, rate limit, zod); lib/orgs checks the actor's org role again.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { authedAction } from "@/lib/auth/next/authed-action";
import { answerOrgInvitation, inviteOrgMember, removeOrgMember, setOrgMember } from "@/lib/orgs";

const handle = z.string().trim().min(1, "Enter a handle.").max(64);
const role = z.enum(["owner", "admin", "publisher", "member"]);

function refresh(org: string) {
  revalidatePath(`/${org}/-/members`);
  revalidatePath("/dashboard");
}

export const inviteMemberAction = authedAction({ input: z.object({ org: handle, user: handle, role }), rateLimit: "write" }, async ({ actor, input, ip }) => {
  const result = await inviteOrgMember({ org: input.org, user: input.user, role: input.role, actor, ip });
  refresh(result.org);
  return { ...result, message: `Invited @${result.user} as ${result.role}.` };
});

export const setMemberRoleAction = authedAction({ input: z.object({ org: handle, user: handle, role }), rateLimit: "write" }, async ({ actor, input, ip }) => {
  const result = await setOrgMember({ org: input.org, user: input.user, role: input.role, actor, ip });
  refresh(result.org);
  return { ...result, message: `@${result.user} is now ${result.role}.` };
});

export const removeMemberAction = authedAction({ input: z.object({ org: handle, user: handle }), rateLimit: "write" }, async ({ actor, input, ip }) => {
  const result = await removeOrgMember({ org: input.org, user: input.user, actor, ip });
  refresh(result.org);
  return { ...result, message: result.left ? `You left ${result.org}.` : `Removed @${result.user}.` };
});

export const answerInvitationAction = authedAction(
  { input: z.object({ id: z.string().min(1).max(64), accept: z.enum(["true", "false"]) }), rateLimit: "write" },
  async ({ actor, input, ip }) => {
    const result = await answerOrgInvitation({ invitationId: input.id, accept: input.accept === "true", actor, ip });
    refresh(result.org);
    return { ...result, message: result.accepted ? `You joined ${result.org} as ${result.role}.` : `Declined the invitation to ${result.org}.` };
  },
);
