// The one reader of process.env. Parsed on first use and cached; a bad value stops
// start-up with a message naming the variable instead of failing later somewhere else.
import { z } from "zod";
import { ConfigError } from "./config-error";
import { devLoginAllowed } from "./dev-login-allowed";
import { envSchema, type Env } from "./env-schema";
import { oidcSettings, type OidcSettings } from "./oidc-settings";

export type Config = Env & {
  /** True when no DATABASE_URL is set and the embedded PGlite database is used. */
  embedded: boolean;
  /** True when development sign-in is on (dev-login-allowed.ts: refused on an external production database unless allowed). */
  devLogin: boolean;
  production: boolean;
  /** Enterprise sign-in (OpenID Connect), or null when AUTH_OIDC_* are unset. */
  oidc: OidcSettings | null;
};

let cached: Config | undefined;

export function getConfig(): Config {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid environment configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const env = parsed.data;
  const embedded = env.DATABASE_URL === undefined;
  const production = env.NODE_ENV === "production";
  const devLogin = devLoginAllowed({ ...env, embedded, production });
  if (!devLogin.ok) throw new ConfigError(`Invalid environment configuration:\n${devLogin.reason}`);
  const oidc = oidcSettings(env);
  if (!oidc.ok) throw new ConfigError(`Invalid environment configuration:\n${oidc.reason}`);
  cached = { ...env, embedded, production, devLogin: devLogin.devLogin, oidc: oidc.oidc };
  return cached;
}

/** Tests change the environment between files; they call this to re-read it. */
export function resetConfigForTests(): void {
  cached = undefined;
}
