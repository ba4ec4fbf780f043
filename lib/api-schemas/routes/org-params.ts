// The {org} path parameter of /api/v1/orgs/{org}/…: a handle, with or without a leading @.
import { z } from "zod";

export const orgParams = z.object({
  org: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .transform((value) => value.replace(/^@+/, "").toLowerCase())
    .describe("The organisation's handle."),
});
