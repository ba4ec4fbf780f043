// Enterprise sign-in settings from the environment, or why they cannot be used. The issuer, client
// id and secret come as a set: with one or two of them the server would show a sign-in button that
// can only fail, so it refuses to start and names what is missing.
import { z } from "zod";
import type { Env } from "./env-schema";
import { oidcGroupMapSchema, type OidcGroupMap } from "./oidc-group-map-schema";

export type OidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  name: string;
  scopes: string;
  groupsClaim: string;
  /** null: group sync is off, sign-in never changes memberships. */
  groupMap: OidcGroupMap | null;
};

export type OidcDecision = { ok: true; oidc: OidcSettings | null } | { ok: false; reason: string };

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

function readGroupMap(text: string): { ok: true; map: OidcGroupMap } | { ok: false; reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'AUTH_OIDC_GROUP_MAP is not JSON; write {"<group>": "<org>:<role>", …}.' };
  }
  const parsed = oidcGroupMapSchema.safeParse(json);
  return parsed.success ? { ok: true, map: parsed.data } : { ok: false, reason: `AUTH_OIDC_GROUP_MAP: ${z.prettifyError(parsed.error)}` };
}

export function oidcSettings(env: Env): OidcDecision {
  const set = { AUTH_OIDC_ISSUER: env.AUTH_OIDC_ISSUER, AUTH_OIDC_ID: env.AUTH_OIDC_ID, AUTH_OIDC_SECRET: env.AUTH_OIDC_SECRET };
  const missing = Object.entries(set)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  const extras = env.AUTH_OIDC_GROUP_MAP !== undefined || env.AUTH_OIDC_NAME !== undefined;
  if (missing.length === 3 && !extras) return { ok: true, oidc: null };
  if (missing.length > 0) {
    return {
      ok: false,
      reason: `OpenID Connect sign-in needs AUTH_OIDC_ISSUER, AUTH_OIDC_ID and AUTH_OIDC_SECRET together; ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set.`,
    };
  }
  const issuer = new URL(set.AUTH_OIDC_ISSUER!);
  // An issuer is an https URL without query or fragment (OpenID Connect Discovery 1.0 §2); plain
  // http only on this machine (a provider next to the server, or tests).
  if (issuer.search || issuer.hash || issuer.username || issuer.password) {
    return { ok: false, reason: "AUTH_OIDC_ISSUER must be a plain URL without credentials, query or fragment." };
  }
  if (issuer.protocol !== "https:" && !(issuer.protocol === "http:" && LOOPBACK.has(issuer.hostname))) {
    return { ok: false, reason: "AUTH_OIDC_ISSUER must be an https URL (plain http only on 127.0.0.1 or localhost)." };
  }
  let groupMap: OidcGroupMap | null = null;
  if (env.AUTH_OIDC_GROUP_MAP !== undefined) {
    const read = readGroupMap(env.AUTH_OIDC_GROUP_MAP);
    if (!read.ok) return read;
    groupMap = read.map;
  }
  return {
    ok: true,
    oidc: {
      issuer: set.AUTH_OIDC_ISSUER!,
      clientId: set.AUTH_OIDC_ID!,
      clientSecret: set.AUTH_OIDC_SECRET!,
      name: env.AUTH_OIDC_NAME ?? "single sign-on",
      scopes: env.AUTH_OIDC_SCOPES,
      groupsClaim: env.AUTH_OIDC_GROUPS_CLAIM,
      groupMap,
    },
  };
}
