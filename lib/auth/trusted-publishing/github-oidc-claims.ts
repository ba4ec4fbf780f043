// The GitHub Actions ID-token claims trusted publishing relies on, checked with zod after the
// signature: a token without them cannot be matched to a registration, so it is refused.
import { z } from "zod";

const id = z.union([z.string().min(1), z.number()]).transform(String);

export const githubOidcClaimsSchema = z.object({
  jti: z.string().min(1).max(200),
  sub: z.string().min(1),
  exp: z.number(),
  repository: z.string().min(3),
  repository_id: id,
  repository_owner: z.string().min(1),
  repository_owner_id: id,
  workflow_ref: z.string().min(1),
  sha: z.string().min(7),
  ref: z.string(),
  run_id: id,
  run_attempt: id.optional(),
  environment: z.string().optional(),
});

export type GithubOidcClaims = z.infer<typeof githubOidcClaimsSchema>;

/** "owner/repo/.github/workflows/publish.yml@refs/heads/main" → its parts, or null. */
export function parseWorkflowRef(workflowRef: string): { repository: string; workflow: string; ref: string } | null {
  const match = /^([^/]+\/[^/]+)\/\.github\/workflows\/([^@/]+)@(.+)$/.exec(workflowRef);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  return { repository: match[1], workflow: match[2], ref: match[3] };
}

type Registration = { repository: string; workflow: string; environment: string | null; repositoryId: string | null };

/**
 * Does a registration allow this run? Repository names compare case-insensitively (as on GitHub);
 * the workflow must be the registered file in that same repository (workflow_ref, not a caller's
 * reusable workflow); a registered environment must match; a pinned repository id must match.
 */
export function matchesRegistration(registration: Registration, claims: GithubOidcClaims): boolean {
  const workflow = parseWorkflowRef(claims.workflow_ref);
  if (!workflow) return false;
  const repository = claims.repository.toLowerCase();
  if (registration.repository.toLowerCase() !== repository) return false;
  if (workflow.repository.toLowerCase() !== repository) return false;
  if (workflow.workflow !== registration.workflow) return false;
  if (registration.environment && registration.environment.toLowerCase() !== claims.environment?.toLowerCase()) return false;
  if (registration.repositoryId && registration.repositoryId !== claims.repository_id) return false;
  return true;
}
