// The part of oidc-provider's API the tests use (the package ships no types; @types/oidc-provider
// would bring Koa's types along for four members).
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type Claims = Record<string, unknown>;
  type Account = { accountId: string; claims: (use: string, scope: string) => Claims | Promise<Claims> };

  export type Configuration = {
    clients?: Array<Record<string, unknown>>;
    findAccount?: (ctx: unknown, sub: string) => Account | undefined | Promise<Account | undefined>;
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    features?: Record<string, unknown>;
    cookies?: { keys: string[] };
    pkce?: { required?: () => boolean };
    [option: string]: unknown;
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
