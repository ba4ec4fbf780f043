// Creates or updates the user behind a GitHub sign-in. Users are keyed by GitHub's numeric id, so a
// renamed GitHub account keeps its skills and simply gets its new login as handle.
import { randomBytes } from "node:crypto";
import { db, type Tx } from "@/lib/db";
import { handleSchema } from "../schemas/handle";

export type GithubIdentity = { githubId: string; login: string; name?: string | null; image?: string | null; email?: string | null };

/**
 * A placeholder handle for a GitHub account whose login cannot be ours (very old logins may end in
 * "-", another publisher holds it) or for a stale holder: `gh-<id>`, or the first free `gh-<id>-N`
 * when someone took that first (anyone may name an org or a GitHub account gh-<id>; the placeholder
 * must not then fail every sign-in of the account it stands for on the unique handle).
 */
async function placeholderHandle(tx: Tx, githubId: string): Promise<string> {
  const candidates = [`gh-${githubId}`, ...Array.from({ length: 8 }, (_, n) => `gh-${githubId}-${n + 2}`)];
  const taken = new Set((await tx.user.findMany({ where: { handle: { in: candidates } }, select: { handle: true } })).map((row) => row.handle));
  return candidates.find((handle) => !taken.has(handle)) ?? `gh-${githubId}-${randomBytes(4).toString("hex")}`;
}

function isPlaceholderOf(handle: string, githubId: string): boolean {
  return handle === `gh-${githubId}` || handle.startsWith(`gh-${githubId}-`);
}

async function releaseStaleHandle(tx: Tx, holder: { id: string; githubId: string | null }): Promise<void> {
  // GitHub logins are unique at any moment: another GitHub account holding this handle has renamed
  // away and not signed in since. It keeps its skills under a placeholder until it signs in again.
  await tx.user.update({ where: { id: holder.id }, data: { handle: await placeholderHandle(tx, holder.githubId ?? holder.id) } });
}

export async function syncGithubUser(identity: GithubIdentity) {
  const parsed = handleSchema.safeParse(identity.login);
  const profile = { displayName: identity.name?.trim() || identity.login, image: identity.image ?? null, ...(identity.email ? { email: identity.email } : {}) };
  const select = { id: true, handle: true, role: true, bannedAt: true, kind: true } as const;

  const user = await db.$transaction(async (tx) => {
    const existing = await tx.user.findUnique({ where: { githubId: identity.githubId }, select });
    // A login that cannot be a handle: this account's placeholder (the one it has, or a new one).
    const ownPlaceholder = existing && isPlaceholderOf(existing.handle, identity.githubId) ? existing.handle : null;
    const wanted = parsed.success ? parsed.data : (ownPlaceholder ?? (await placeholderHandle(tx, identity.githubId)));
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
        handle = existing?.handle ?? (await placeholderHandle(tx, identity.githubId));
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
