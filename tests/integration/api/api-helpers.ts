// Shared by the trust-route tests: tokens for real users, and the skills' route parameters.
import type { Actor } from "@/lib/auth/actor";
import { createApiToken } from "@/lib/auth/create-api-token";
import { grantableScopes } from "@/lib/auth/scopes";

/** A token with every scope the actor's role allows (staff scopes for staff). */
export async function tokenFor(actor: Actor): Promise<string> {
  return (await createApiToken({ userId: actor.userId, label: "test", scopes: grantableScopes(actor.role) })).token;
}

export function versionPath(slug: string, version: string, leaf: string, query = ""): { path: string; params: Record<string, string> } {
  return { path: `/api/v1/skills/${slug}/versions/${version}/${leaf}${query}`, params: { slug, version } };
}
