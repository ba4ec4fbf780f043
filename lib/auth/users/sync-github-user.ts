// Creates or updates the user behind a GitHub sign-in. Users are keyed by GitHub's numeric id, so a
// renamed GitHub account keeps its skills and simply gets its new login as handle.
import { db, type Tx } from "@/lib/db";
import { handleSchema } from "../schemas/handle";

export type GithubIdentity = { githubId: string; login: string; name?: string | null; image?: string | null; email?: string | null };

/** Handle for a GitHub account whose login cannot be ours (very old logins may end in "-"), or a stale holder. */
export function fallbackHandle(githubId: string): string {
  return `gh-${githubId}`;
}

async function releaseStaleHandle(tx: Tx, holder: { id: string; githubId: string | null }): Promise<void> {
  // GitHub logins are unique at any moment: another GitHub account holding this handle has renamed
  // away and not signed in since. It keeps its skills under a placeholder until it signs in again.
  await tx.user.update({ where: { id: holder.id }, data: { handle: fallbackHandle(holder.githubId ?? holder.id) } });
}

export async function syncGithubUser(identity: GithubIdentity) {
  const parsed = handleSchema.safeParse(identity.login);
  const wanted = parsed.success ? parsed.data : fallbackHandle(identity.githubId);
  const profile = { displayName: identity.name?.trim() || identity.login, image: identity.image ?? null, ...(identity.email ? { email: identity.email } : {}) };
  const select = { id: true, handle: true, role: true, bannedAt: true, kind: true } as const;

  const user = await db.$transaction(async (tx) => {
    const existing = await tx.user.findUnique({ where: { githubId: identity.githubId }, select });
    const holder = await tx.user.findUnique({
      where: { handle: wanted },
      select: { id: true, githubId: true, kind: true, _count: { select: { accounts: true } } },
    });
    let handle = wanted;
    if (holder && holder.id !== existing?.id) {
      if (holder.githubId && holder.githubId !== identity.githubId) {
        await releaseStaleHandle(tx, holder);
      } else if (!existing && !holder.githubId && holder.kind === "USER" && holder._count.accounts === 0) {
        // A user created ahead of time for this login (`npm run hub -- user create <login> --role admin`):
        // the first GitHub sign-in with that login claims it. This is how the first admin signs in.
        // Never an account another provider signs in (single sign-on): a handle is only a name, and
        // anyone may register a GitHub login spelt like an enterprise account's handle.
        return tx.user.update({ where: { id: holder.id }, data: { githubId: identity.githubId, ...profile }, select });
      } else {
        handle = existing?.handle ?? fallbackHandle(identity.githubId);
      }
    }
    if (existing) return tx.user.update({ where: { id: existing.id }, data: { handle, ...profile }, select });
    return tx.user.create({ data: { handle, githubId: identity.githubId, ...profile }, select });
  });
  // The Auth.js account link, for completeness; GitHub's access token is never stored.
  await db.account.upsert({
    where: { provider_providerAccountId: { provider: "github", providerAccountId: identity.githubId } },
    create: { userId: user.id, type: "oauth", provider: "github", providerAccountId: identity.githubId },
    update: { userId: user.id },
  });
  return user;
}
