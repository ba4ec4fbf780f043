// Shared by the trust-route tests: tokens for real users, and the skills' route parameters.
import type { Actor } from "@/lib/auth/actor";
import { createApiToken } from "@/lib/auth/create-api-token";

export async function tokenFor(actor: Actor): Promise<string> {
  return (await createApiToken({ userId: actor.userId, label: "test", scopes: ["read", "publish"] })).token;
}

export function versionPath(slug: string, version: string, leaf: string, query = ""): { path: string; params: Record<string, string> } {
  return { path: `/api/v1/skills/${slug}/versions/${version}/${leaf}${query}`, params: { slug, version } };
}
