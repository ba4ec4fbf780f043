// A trusted publisher as an owner registers it: which GitHub repository and workflow file may
// publish the skill, optionally only from one deployment environment and/or one git ref.
import { z } from "zod";

// GitHub owner (≤39, letters/digits/hyphens) / repository (≤100, letters/digits . _ -).
const repository = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/, "Repository must look like owner/name.")
  .refine((value) => !value.endsWith("/.") && !value.endsWith("/.."), "Repository must look like owner/name.");

// The workflow file under .github/workflows/, e.g. "publish.yml"; the folder prefix is forgiven.
const workflow = z
  .string()
  .trim()
  .transform((value) => value.replace(/^\.github\/workflows\//, ""))
  .pipe(z.string().regex(/^[A-Za-z0-9._-]{1,200}\.ya?ml$/, "Workflow must be a file name like publish.yml."));

const environment = z
  .string()
  .trim()
  .max(255)
  .regex(/^[^'"`,;\\]*$/, "That is not a GitHub environment name.")
  .optional()
  .transform((value) => (value ? value : undefined));

// A branch or tag ref, exact or as a prefix ending in "*" ("refs/tags/v*"). Pull-request refs are
// refused: a pull request's merge commit is not the owner's release.
const ref = z
  .string()
  .trim()
  .max(255)
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(
    z
      .string()
      .regex(/^refs\/(?:heads|tags)\/[^\s*~^:?[\\]+\*?$|^refs\/(?:heads|tags)\/\*$/, "Ref must look like refs/heads/main or refs/tags/v*.")
      .optional(),
  );

export const trustedPublisherInputSchema = z.object({ repository, workflow, environment, ref });

export type TrustedPublisherInput = z.input<typeof trustedPublisherInputSchema>;
