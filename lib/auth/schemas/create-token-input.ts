// What a person may ask for when creating a personal API token (settings page, API).
import { z } from "zod";
import { scopeSchema } from "../scopes";

export const createTokenInputSchema = z.object({
  label: z.string().trim().min(1, "Give the token a label.").max(64, "Labels are at most 64 characters."),
  scopes: z.array(scopeSchema).min(1, "Pick at least one scope.").max(scopeSchema.options.length),
  /** null: never expires. */
  expiresInDays: z.number().int().min(1).max(3650).nullable(),
});

export type CreateTokenInput = z.infer<typeof createTokenInputSchema>;
