// Where a trusted-publishing token came from. Recorded on the OIDC token when it is minted and
// carried on the Actor, so the publishing service can store it on the version it creates.
import { z } from "zod";

export const provenanceSchema = z.object({
  kind: z.literal("github-actions"),
  /** OIDC issuer that vouched for the run. */
  issuer: z.string(),
  /** "owner/repo" as GitHub reported it for this run. */
  repository: z.string(),
  repositoryId: z.string(),
  /** Commit sha the workflow ran on. */
  commit: z.string(),
  /** Git ref the workflow ran on, e.g. "refs/heads/main" or "refs/tags/v1.2.0". */
  ref: z.string(),
  /** "owner/repo/.github/workflows/publish.yml@refs/heads/main". */
  workflowRef: z.string(),
  /** Workflow file name, e.g. "publish.yml". */
  workflow: z.string(),
  runId: z.string(),
  runAttempt: z.string().optional(),
  environment: z.string().optional(),
});

export type Provenance = z.infer<typeof provenanceSchema>;
