// A local OIDC issuer for tests: a key pair the test generates and an HTTP server publishing its
// JWKS, so trusted publishing is verified exactly as against GitHub, without the internet.
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from "jose";

export type LocalIssuer = {
  issuer: string;
  /** `issuedSecondsAgo`: an iat that long ago (default: now, or a minute before exp for expired tokens); null: no iat. */
  sign: (
    claims: JWTPayload,
    options?: { audience?: string; issuer?: string; expiresInSeconds?: number; issuedSecondsAgo?: number | null; key?: CryptoKey; jti?: string },
  ) => Promise<string>;
  otherKey: CryptoKey;
  close: () => Promise<void>;
};

export async function startLocalIssuer(defaultAudience: string): Promise<LocalIssuer> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const other = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const server: Server = createServer((request, response) => {
    if (request.url === "/.well-known/jwks") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ keys: [jwk] }));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    otherKey: other.privateKey,
    sign: (claims, options = {}) => {
      const now = Math.floor(Date.now() / 1000);
      const expires = now + (options.expiresInSeconds ?? 300);
      const issued = options.issuedSecondsAgo != null ? now - options.issuedSecondsAgo : Math.min(now, expires - 60);
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: "RS256", kid: "test-key" })
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? defaultAudience)
        .setJti(options.jti ?? randomUUID())
        .setNotBefore(issued)
        .setExpirationTime(expires);
      if (options.issuedSecondsAgo !== null) jwt.setIssuedAt(issued);
      return jwt.sign(options.key ?? privateKey);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Claims a GitHub Actions run of octo-org/skills' publish.yml on main would carry. */
export function githubClaims(overrides: Record<string, unknown> = {}): JWTPayload {
  return {
    sub: "repo:octo-org/skills:ref:refs/heads/main",
    repository: "octo-org/skills",
    repository_id: "555",
    repository_owner: "octo-org",
    repository_owner_id: "77",
    workflow: "Publish",
    workflow_ref: "octo-org/skills/.github/workflows/publish.yml@refs/heads/main",
    job_workflow_ref: "octo-org/skills/.github/workflows/publish.yml@refs/heads/main",
    sha: "0123456789abcdef0123456789abcdef01234567",
    ref: "refs/heads/main",
    run_id: "9001",
    run_attempt: "1",
    event_name: "push",
    ...overrides,
  };
}
