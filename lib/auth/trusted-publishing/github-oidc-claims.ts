// The GitHub Actions ID-token claims trusted publishing relies on, checked with zod after the
// signature: a token without them cannot be matched to a registration, so it is refused.
import { z } from "zod";

const id = z.union([z.string().min(1), z.number()]).transform(String);

export const githubOidcClaimsSchema = z.object({
  jti: z.string().min(1).max(200),
  sub: z.string().min(1),
  exp: z.number(),
  iat: z.number(),
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

export type Registration = {
  repository: string;
  workflow: string;
  environment: string | null;
  repositoryId: string | null;
  repositoryOwnerId: string | null;
  ref: string | null;
};

/** Pull-request refs never publish: a pull request's merge commit is not the owner's release. */
export function isPullRequestRef(ref: string): boolean {
  return ref.startsWith("refs/pull/");
}

/** An allowed ref matches exactly, or as a prefix when it ends in "*". */
export function refAllowed(allowed: string | null, ref: string): boolean {
  if (isPullRequestRef(ref)) return false;
  if (!allowed) return true;
  return allowed.endsWith("*") ? ref.startsWith(allowed.slice(0, -1)) : ref === allowed;
}

/**
 * Does a registration allow this run? The workflow must be the registered file in the repository
 * the token names (workflow_ref, not a caller's reusable workflow). A pinned registration matches
 * by GitHub's numeric repository and owner ids (renames keep working; a re-created or transferred
 * repository does not); an unpinned one (registered before pinning) by name, and is pinned by the
 * caller after asking GitHub. A registered environment and an allowed ref must match; pull-request
 * refs never do.
 */
export function matchesRegistration(registration: Registration, claims: GithubOidcClaims): boolean {
  const workflow = parseWorkflowRef(claims.workflow_ref);
  if (!workflow) return false;
  const repository = claims.repository.toLowerCase();
  if (workflow.repository.toLowerCase() !== repository) return false;
  if (workflow.workflow !== registration.workflow) return false;
  if (registration.repositoryId) {
    if (registration.repositoryId !== claims.repository_id) return false;
    if (registration.repositoryOwnerId && registration.repositoryOwnerId !== claims.repository_owner_id) return false;
  } else if (registration.repository.toLowerCase() !== repository) {
    return false;
  }
  if (registration.environment && registration.environment.toLowerCase() !== claims.environment?.toLowerCase()) return false;
  return refAllowed(registration.ref, claims.ref);
}
