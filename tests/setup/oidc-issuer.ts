// A real OpenID provider for the enterprise sign-in tests: the `oidc-provider` package (a certified
// implementation) on 127.0.0.1, with its stock login and consent pages (any login, any password:
// the login names an account of `accounts`). Tests change an account's claims between sign-ins.
import { createServer, type Server } from "node:http";
import Provider from "oidc-provider";

export type IssuerAccount = Record<string, unknown>;

export type OidcIssuer = {
  issuer: string;
  /** Claims per login (the login is the subject); change them between sign-ins. */
  accounts: Map<string, IssuerAccount>;
  stop: () => Promise<void>;
};

export async function startOidcIssuer(options: { port: number; clientId: string; clientSecret: string; redirectUri: string }): Promise<OidcIssuer> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const accounts = new Map<string, IssuerAccount>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    // The groups live behind their own scope, as at Okta: AUTH_OIDC_SCOPES must ask for it.
    scopes: ["openid", "profile", "email", "groups"],
    claims: { openid: ["sub"], profile: ["name", "preferred_username"], email: ["email", "email_verified"], groups: ["groups"] },
    findAccount: (_ctx, sub) => {
      const claims = accounts.get(sub);
      return claims ? { accountId: sub, claims: () => ({ sub, ...claims }) } : undefined;
    },
    cookies: { keys: ["oidc-issuer-test-cookie-key"] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: true } },
  });
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", resolve);
  });
  return {
    issuer,
    accounts,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
