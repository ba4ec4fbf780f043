// Creates or updates the account behind an enterprise (OpenID Connect) sign-in, and, when a group
// map is configured, its claim-granted org memberships, in one transaction. The account is found by
// the Auth.js Account link "<issuer>#<subject>" only (an issuer URL has no fragment, so the pair
// cannot be forged by a subject containing "#"): never by handle or e-mail, so no one becomes an
// existing account, or an org, by naming themselves after it at their identity provider.
import type { ClaimRole } from "@/lib/config/oidc-group-map-schema";
import { db } from "@/lib/db";
import { syncOidcGroups, type OidcGroupSync } from "@/lib/orgs/sync-oidc-groups";
import type { OidcIdentity } from "../schemas/oidc-claims";
import { pickOidcHandle } from "./pick-oidc-handle";

export const OIDC_PROVIDER_ID = "oidc";

export function oidcAccountId(issuer: string, subject: string): string {
  return `${issuer}#${subject}`;
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error, depth = 0; typeof cause === "object" && cause !== null && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (code === "P2002" || code === "23505") return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

export type OidcSignInResult = { id: string; handle: string; bannedAt: Date | null; created: boolean; groups: OidcGroupSync | null };

async function syncOnce(identity: OidcIdentity, grants: ReadonlyMap<string, ClaimRole> | null): Promise<OidcSignInResult> {
  const providerAccountId = oidcAccountId(identity.iss, identity.sub);
  const profile = {
    ...(identity.name || identity.preferred_username ? { displayName: identity.name ?? identity.preferred_username } : {}),
    ...(identity.email ? { email: identity.email } : {}),
    ...(identity.picture ? { image: identity.picture } : {}),
  };
  const select = { id: true, handle: true, bannedAt: true } as const;
  return db.$transaction(async (tx) => {
    const link = await tx.account.findUnique({
      where: { provider_providerAccountId: { provider: OIDC_PROVIDER_ID, providerAccountId } },
      select: { userId: true },
    });
    let created = false;
    let user;
    if (link) {
      // The handle stays what it was: it names the account's skills, and the provider's username may change.
      user = await tx.user.update({ where: { id: link.userId }, data: profile, select });
    } else {
      const handle = await pickOidcHandle(tx, { preferredUsername: identity.preferred_username, email: identity.email });
      user = await tx.user.create({ data: { handle, displayName: handle, ...profile }, select });
      await tx.account.create({ data: { userId: user.id, type: "oidc", provider: OIDC_PROVIDER_ID, providerAccountId } });
      created = true;
    }
    const groups = grants && !user.bannedAt ? await syncOidcGroups(tx, { user, grants }) : null;
    return { ...user, created, groups };
  });
}

export async function syncOidcUser(input: { identity: OidcIdentity; grants: ReadonlyMap<string, ClaimRole> | null }): Promise<OidcSignInResult> {
  // Two first sign-ins at once (same person in two tabs, or two people with one name) collide on a
  // unique index; the retry finds the other's link, or picks the next free handle.
  for (let attempt = 1; ; attempt++) {
    try {
      return await syncOnce(input.identity, input.grants);
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}
