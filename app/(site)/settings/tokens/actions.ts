"use server";
// Create and revoke personal API tokens from the settings page.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { authedAction, formList } from "@/lib/auth/next/authed-action";
import { scopeSchema } from "@/lib/auth/scopes";
import { createPersonalToken } from "@/lib/auth/tokens/create-personal-token";
import { revokeApiToken } from "@/lib/auth/tokens/revoke-api-token";

const createInput = z.object({
  label: z.string().max(200),
  scopes: formList(scopeSchema),
  expiresInDays: z.enum(["7", "30", "90", "365", "never"]).transform((value) => (value === "never" ? null : Number(value))),
});

export const createTokenAction = authedAction({ input: createInput, rateLimit: "write" }, async ({ actor, input, ip }) => {
  const created = await createPersonalToken({ actor, token: input, ip });
  revalidatePath("/settings/tokens");
  // The only time the secret leaves the server.
  return { id: created.id, token: created.token, label: created.label, prefix: created.prefix };
});

export const revokeTokenAction = authedAction(
  { input: z.object({ tokenId: z.string().min(1).max(100) }), rateLimit: "write" },
  async ({ actor, input, ip }) => {
    const result = await revokeApiToken({ actor, tokenId: input.tokenId, ip });
    revalidatePath("/settings/tokens");
    return result;
  },
);
