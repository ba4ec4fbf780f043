// Auth.js database adapter over our tables and domain functions. Users are keyed by GitHub id
// (see users/sync-github-user.ts) or by their OpenID Connect Account link (users/sync-oidc-user.ts,
// made in the signIn callback), never by e-mail; sessions are stored as sha256 of the secret.
import type { Adapter, AdapterAccount, AdapterSession, AdapterUser } from "@auth/core/adapters";
import { db } from "@/lib/db";
import { hashToken } from "../hash-token";
import { deleteSession } from "../sessions/delete-session";
import { findSession } from "../sessions/find-session";
import { syncGithubUser } from "../users/sync-github-user";

type UserRow = { id: string; email: string | null; displayName: string | null; image: string | null; handle: string };
const userSelect = { id: true, email: true, displayName: true, image: true, handle: true } as const;

function toAdapterUser(row: UserRow): AdapterUser {
  return { id: row.id, email: row.email ?? "", emailVerified: null, name: row.displayName ?? row.handle, image: row.image };
}

/** Fields our GitHub profile() adds to Auth.js's user (auth-config.ts). */
type GithubProfileUser = AdapterUser & { githubId?: string; login?: string };

export function skillvaultAdapter(): Adapter {
  return {
    async createUser(user) {
      const profile = user as GithubProfileUser;
      if (!profile.githubId || !profile.login)
        throw new Error("Only GitHub sign-in creates users through Auth.js (OpenID Connect users exist before Auth.js looks).");
      const synced = await syncGithubUser({
        githubId: profile.githubId,
        login: profile.login,
        name: profile.name,
        image: profile.image,
        email: profile.email || null,
      });
      const row = await db.user.findUniqueOrThrow({ where: { id: synced.id }, select: userSelect });
      return toAdapterUser(row);
    },
    async getUser(id) {
      const row = await db.user.findUnique({ where: { id }, select: userSelect });
      return row ? toAdapterUser(row) : null;
    },
    // Accounts are never linked by e-mail address: GitHub's numeric id is the identity.
    async getUserByEmail() {
      return null;
    },
    async getUserByAccount({ provider, providerAccountId }) {
      const row =
        provider === "github"
          ? await db.user.findUnique({ where: { githubId: providerAccountId }, select: userSelect })
          : ((await db.account.findUnique({ where: { provider_providerAccountId: { provider, providerAccountId } }, select: { user: { select: userSelect } } }))
              ?.user ?? null);
      return row ? toAdapterUser(row) : null;
    },
    async updateUser(user) {
      const row = await db.user.update({
        where: { id: user.id },
        data: { ...(user.name ? { displayName: user.name } : {}), ...(user.image !== undefined ? { image: user.image } : {}) },
        select: userSelect,
      });
      return toAdapterUser(row);
    },
    // We keep the link, not GitHub's access or refresh tokens: we never call GitHub as the user.
    async linkAccount(account: AdapterAccount) {
      await db.account.upsert({
        where: { provider_providerAccountId: { provider: account.provider, providerAccountId: account.providerAccountId } },
        create: { userId: account.userId, type: account.type, provider: account.provider, providerAccountId: account.providerAccountId },
        update: { userId: account.userId },
      });
    },
    async createSession(session) {
      await db.session.create({ data: { sessionToken: hashToken(session.sessionToken), userId: session.userId, expires: session.expires } });
      return session;
    },
    async getSessionAndUser(sessionToken) {
      const found = await findSession({ sessionToken });
      if (!found) return null;
      const session: AdapterSession = { sessionToken, userId: found.userId, expires: found.expires };
      return { session, user: toAdapterUser(found.user) };
    },
    async updateSession(session) {
      const updated = await db.session.updateMany({
        where: { sessionToken: hashToken(session.sessionToken) },
        data: session.expires ? { expires: session.expires } : {},
      });
      return updated.count ? { sessionToken: session.sessionToken, userId: session.userId ?? "", expires: session.expires ?? new Date() } : null;
    },
    async deleteSession(sessionToken) {
      await deleteSession({ sessionToken });
    },
  };
}
