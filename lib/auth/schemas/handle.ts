// Publisher handles: GitHub-login shaped (1–39 chars, letters/digits/single hyphens), stored lower-case.
import { z } from "zod";

export const handleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){0,38}$/, "Handles use letters, digits and single hyphens (at most 39 characters).");

export type Handle = z.infer<typeof handleSchema>;
