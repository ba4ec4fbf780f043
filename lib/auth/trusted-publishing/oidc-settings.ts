// Which OIDC issuer may mint publish tokens, where its keys are, and the audience its tokens must name.
import { getConfig } from "@/lib/config";

/** Audience when OIDC_AUDIENCE is unset: request the ID token with `audience=skillvault`. */
export const DEFAULT_OIDC_AUDIENCE = "skillvault";
export const PUBLISH_TOKEN_TTL_SECONDS = 15 * 60;
/**
 * An OIDC token is exchanged within this many seconds of being issued (its iat), whatever its own
 * exp says (GitHub's last hours): a run requests it just before the exchange, and a token that
 * leaked into a log is worthless minutes later. The minted token never outlives the OIDC token.
 */
export const OIDC_MAX_TOKEN_AGE_SECONDS = 10 * 60;

export function oidcSettings(): { issuer: string; jwksUrl: string; audience: string } {
  const config = getConfig();
  const issuer = config.OIDC_ISSUER.replace(/\/+$/, "");
  return {
    issuer,
    // GitHub publishes its keys at <issuer>/.well-known/jwks.
    jwksUrl: config.OIDC_JWKS_URL ?? `${issuer}/.well-known/jwks`,
    audience: config.OIDC_AUDIENCE ?? DEFAULT_OIDC_AUDIENCE,
  };
}
