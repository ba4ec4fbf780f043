// Verifies a GitHub Actions OIDC token against the configured issuer's JWKS: signature
// (asymmetric algorithms only), issuer, audience, expiry, age (iat at most
// OIDC_MAX_TOKEN_AGE_SECONDS ago), then the claims we need.
import { createRemoteJWKSet, errors, jwtVerify } from "jose";
import { AppError } from "@/lib/errors";
import { githubOidcClaimsSchema, type GithubOidcClaims } from "./github-oidc-claims";
import { OIDC_MAX_TOKEN_AGE_SECONDS, oidcSettings } from "./oidc-settings";

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
    keySets.set(url, set);
  }
  return set;
}

function mapJoseError(error: unknown): AppError {
  if (error instanceof errors.JWTExpired) {
    return new AppError(
      "OIDC_TOKEN_EXPIRED",
      `The OIDC token has expired or was issued more than ${OIDC_MAX_TOKEN_AGE_SECONDS / 60} minutes ago; request a fresh one right before the exchange.`,
      { details: { claim: error.claim } },
    );
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "aud") return new AppError("OIDC_AUDIENCE_MISMATCH", "The OIDC token was issued for another audience.", { details: { claim: "aud" } });
    if (error.claim === "nbf") return new AppError("OIDC_TOKEN_EXPIRED", "The OIDC token is not valid yet.", { details: { claim: "nbf" } });
    return new AppError("OIDC_TOKEN_INVALID", `The OIDC token's '${error.claim}' claim is not acceptable.`, { details: { claim: error.claim } });
  }
  const unreachable = error instanceof errors.JOSEError && error.code === "ERR_JOSE_GENERIC" && /JSON Web Key Set/.test(error.message);
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || error instanceof TypeError || unreachable) {
    return new AppError("OIDC_JWKS_UNAVAILABLE", "Could not fetch the OIDC issuer's signing keys; retry shortly.", { cause: error });
  }
  if (error instanceof errors.JOSEError)
    return new AppError("OIDC_TOKEN_INVALID", "The OIDC token is not a valid signed token from the trusted issuer.", { details: { reason: error.code } });
  return new AppError("OIDC_JWKS_UNAVAILABLE", "Could not verify the OIDC token; retry shortly.", { cause: error });
}

export async function verifyGithubOidcToken(input: { token: string; now?: Date }): Promise<GithubOidcClaims> {
  const settings = oidcSettings();
  if (input.token.length > 16_384) throw new AppError("OIDC_TOKEN_INVALID", "The OIDC token is too long.");
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(input.token, keySet(settings.jwksUrl), {
      issuer: settings.issuer,
      audience: settings.audience,
      algorithms: ["RS256", "ES256"],
      requiredClaims: ["exp", "jti", "iat"],
      maxTokenAge: OIDC_MAX_TOKEN_AGE_SECONDS,
      // GitHub's clock and ours may disagree a little: an iat a few seconds ahead is not forged.
      clockTolerance: 30,
      currentDate: input.now,
    }));
  } catch (error) {
    throw mapJoseError(error);
  }
  const claims = githubOidcClaimsSchema.safeParse(payload);
  if (!claims.success) {
    throw new AppError("OIDC_TOKEN_INVALID", "The OIDC token lacks the GitHub Actions claims trusted publishing needs.", {
      details: claims.error.issues.map((issue) => issue.path.join(".")),
    });
  }
  return claims.data;
}
