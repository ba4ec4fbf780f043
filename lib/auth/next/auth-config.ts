// Auth.js configuration, built per request from lib/config so nothing is frozen at build time.
// Providers: GitHub, and generic OpenID Connect (enterprise sign-in, oidc-provider.ts), each when
// configured; development sign-in does not go through Auth.js (it would force JWT sessions) but
// creates the same database session (docs/decisions/001-sessions.md).
import type { NextAuthConfig } from "next-auth";
import GitHub, { type GitHubProfile } from "next-auth/providers/github";
import { getConfig } from "@/lib/config";
import { githubProfileSchema } from "../schemas/github-profile";
import { SESSION_MAX_AGE_SECONDS, secureCookiesEnabled, sessionCookieName } from "../sessions/session-cookie";
import { signInWithOidc } from "../users/sign-in-with-oidc";
import { syncGithubUser } from "../users/sync-github-user";
import { OIDC_PROVIDER_ID } from "../users/sync-oidc-user";
import { skillvaultAdapter } from "./adapter";
import { oidcProvider } from "./oidc-provider";

export function githubSignInConfigured(): boolean {
  const config = getConfig();
  return Boolean(config.AUTH_GITHUB_ID && config.AUTH_GITHUB_SECRET);
}

/** The enterprise sign-in button's label ("Continue with <name>"), or null when OpenID Connect is not configured. */
export function oidcSignInName(): string | null {
  return getConfig().oidc?.name ?? null;
}

/** Does /api/auth answer at all (some Auth.js provider is configured)? */
export function authjsConfigured(): boolean {
  return githubSignInConfigured() || getConfig().oidc !== null;
}

function githubProvider() {
  const config = getConfig();
  return GitHub({
    clientId: config.AUTH_GITHUB_ID,
    clientSecret: config.AUTH_GITHUB_SECRET,
    ...(config.AUTH_GITHUB_URL ? { enterprise: { baseUrl: config.AUTH_GITHUB_URL.replace(/\/+$/, "") } } : {}),
    // Identity only: we never act on GitHub as the user.
    authorization: { params: { scope: "read:user" } },
    profile(profile: GitHubProfile) {
      return {
        id: String(profile.id),
        name: profile.name ?? profile.login,
        email: profile.email,
        image: profile.avatar_url,
        githubId: String(profile.id),
        login: profile.login,
      };
    },
  });
}

export function buildAuthConfig(): NextAuthConfig {
  const config = getConfig();
  const secure = secureCookiesEnabled();
  return {
    secret: config.AUTH_SECRET,
    // Self-hosted behind the operator's own proxy; AUTH_URL pins the origin when set (authjs-request.ts).
    trustHost: true,
    basePath: "/api/auth",
    adapter: skillvaultAdapter(),
    session: { strategy: "database", maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: secure,
    cookies: { sessionToken: { name: sessionCookieName(), options: { httpOnly: true, sameSite: "lax", path: "/", secure } } },
    pages: { signIn: "/signin", error: "/signin" },
    providers: [...(githubSignInConfigured() ? [githubProvider()] : []), ...(config.oidc ? [oidcProvider(config.oidc)] : [])],
    callbacks: {
      // Runs before Auth.js looks the account up: create or rename the user by GitHub id, refuse banned accounts.
      async signIn({ account, profile }) {
        if (account?.provider === OIDC_PROVIDER_ID && profile) {
          const signedIn = await signInWithOidc({ idToken: account.id_token, userinfo: profile });
          return signedIn.ok ? true : `/signin?error=${signedIn.error}`;
        }
        if (account?.provider !== "github" || !profile) return false;
        const parsed = githubProfileSchema.safeParse(profile);
        if (!parsed.success) return "/signin?error=Configuration";
        const github = parsed.data;
        const user = await syncGithubUser({ githubId: github.id, login: github.login, name: github.name, image: github.avatar_url, email: github.email });
        return user.bannedAt ? "/signin?error=AccountBanned" : true;
      },
    },
  };
}
