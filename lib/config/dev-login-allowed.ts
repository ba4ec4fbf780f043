// Whether development sign-in (a handle, no password) may be on. It is meant for a laptop: the
// embedded database, or `next dev`. On an external database under NODE_ENV=production it would
// hand any visitor an account on what is probably a real registry, so the server refuses to start
// unless the operator says it is a staging or test rig (HUB_DEV_LOGIN_ALLOW_EXTERNAL=1).
export type DevLoginDecision = { ok: true; devLogin: boolean } | { ok: false; reason: string };

export function devLoginAllowed(input: {
  HUB_DEV_LOGIN: boolean;
  HUB_DEV_LOGIN_ALLOW_EXTERNAL: boolean;
  embedded: boolean;
  production: boolean;
}): DevLoginDecision {
  if (!input.HUB_DEV_LOGIN) return { ok: true, devLogin: false };
  if (input.embedded || !input.production || input.HUB_DEV_LOGIN_ALLOW_EXTERNAL) return { ok: true, devLogin: true };
  return {
    ok: false,
    reason:
      "HUB_DEV_LOGIN=1 lets anyone sign in as any new handle without a password, and this is a production server " +
      "(NODE_ENV=production) on an external database (DATABASE_URL). Refusing to start. Turn it off (HUB_DEV_LOGIN=0) " +
      "and sign in with GitHub, or, for a staging or test rig only, also set HUB_DEV_LOGIN_ALLOW_EXTERNAL=1.",
  };
}
