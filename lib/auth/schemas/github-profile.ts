// The fields of GitHub's user profile we keep at sign-in, checked: the profile arrives from the
// OAuth exchange (or an enterprise server) and is a trust boundary like any request body.
import { z } from "zod";

export const githubProfileSchema = z.object({
  id: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,20}$/)]).transform(String),
  login: z.string().min(1).max(100),
  name: z
    .string()
    .max(255)
    .nullish()
    .transform((value) => value ?? null),
  avatar_url: z
    .string()
    .max(2048)
    .nullish()
    .transform((value) => value ?? null),
  email: z
    .string()
    .max(320)
    .nullish()
    .transform((value) => value ?? null),
});
