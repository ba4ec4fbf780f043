// Next.js calls register() once when a server starts. A configuration it must not run with stops
// it (lib/config/startup-config.ts). The peer address is appended to X-Forwarded-For
// (lib/http/append-peer-address.ts) and the method stamped for pages that audit reads
// (lib/http/stamp-request-method.ts); forged forwarded headers, undecodable paths and foreign
// server actions are dealt with before Next.js sees them (lib/http/intercept-requests.ts steps). Search's background work (counter refresh,
// and the Meilisearch outbox worker when MEILI_HOST is set) runs in the Node.js runtime only.
// Anonymous home, profile and skill pages are answered from the page cache (lib/cache/page) in production.
// Untrusted work (uploads, markdown) runs in worker threads started here (lib/workers).
// The embedded database (no DATABASE_URL) is shared with admin commands on a socket under DATA_DIR.
// Configured mirrors are synced on a schedule (lib/mirror/start-mirror-scheduler.ts).
// NEXT_RUNTIME and NEXT_PHASE are set by Next.js itself, not configuration (lib/config).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // First: a configuration the server must not run with (lib/config) stops it here, saying why.
  const { startupConfig } = await import("@/lib/config/startup-config");
  const config = startupConfig();
  // Before any request: the socket's peer address goes onto X-Forwarded-For (rate limits, download counts).
  const { appendPeerAddress } = await import("@/lib/http/append-peer-address");
  appendPeerAddress();
  // Pages that audit reads tell a GET from a HEAD by a header no client can set (lib/http/stamp-request-method.ts).
  const { stampRequestMethod } = await import("@/lib/http/stamp-request-method");
  stampRequestMethod();
  // Then what Next.js must never see: forged X-Forwarded-* (no trusted proxy), paths it cannot
  // decode (400, not its 500), methods it cannot serve, router state it cannot read, server actions
  // from other origins (403, not its 500), over the body limit (413/411) or malformed (400).
  const { dropForgedForwardedHeaders } = await import("@/lib/http/drop-forged-forwarded-headers");
  dropForgedForwardedHeaders();
  const { refuseMalformedUrls } = await import("@/lib/http/refuse-malformed-urls");
  refuseMalformedUrls();
  // Methods no route serves (TRACE: 405, not a route handler's 500; bare 405s get our JSON code),
  // router-state headers Next.js cannot read (400, not its 500).
  const { refuseUnsupportedMethods } = await import("@/lib/http/refuse-unsupported-methods");
  refuseUnsupportedMethods();
  const { refuseMalformedRouterState } = await import("@/lib/http/refuse-malformed-router-state");
  refuseMalformedRouterState();
  const { refuseForeignActions } = await import("@/lib/http/refuse-foreign-actions");
  refuseForeignActions();
  const { refuseOversizedActions } = await import("@/lib/http/refuse-oversized-actions");
  refuseOversizedActions();
  // Server-action calls Next.js cannot decode (a malformed body or arguments): 400, not its 500.
  const { guardServerActions } = await import("@/lib/http/guard-server-actions");
  guardServerActions();
  // Bodies that trickle in or never come (a Content-Length lie): 408 after 15 s, not 5 minutes held.
  const { refuseSlowBodies } = await import("@/lib/http/refuse-slow-bodies");
  refuseSlowBodies();
  // Requests Node's parser refuses (headers over 16 KiB, unknown method tokens, conflicting
  // lengths) get our codes, not Node's bare status line; in production an Upgrade header is
  // ignored (an ordinary request, not a connection left unanswered) and CONNECT is 405.
  const { answerClientErrors } = await import("@/lib/http/answer-client-errors");
  answerClientErrors();
  if (config.production) {
    const { ignoreProtocolUpgrades } = await import("@/lib/http/ignore-protocol-upgrades");
    ignoreProtocolUpgrades();
  }
  // A closed registry (HUB_REQUIRE_SIGNIN=1) sends page requests without a session to sign-in,
  // before the page cache could answer them (lib/http/require-signin.ts).
  if (config.HUB_REQUIRE_SIGNIN) {
    const { requireSignin } = await import("@/lib/http/require-signin");
    requireSignin();
  }
  // Anonymous pages from the page cache (lib/cache/page); `next dev` always renders.
  if (config.production && !config.PAGE_CACHE_DISABLED) {
    const { installPageCache } = await import("@/lib/cache/page/install-page-cache");
    installPageCache();
  }
  // Worker threads for uploads and markdown (lib/workers) start now, not on the first upload.
  const { renderWorkers, uploadWorkers } = await import("@/lib/workers/get-worker-pools");
  uploadWorkers().warm();
  renderWorkers().warm();
  // The embedded database is shared on a Unix socket under DATA_DIR, so admin commands work beside the site.
  if (config.embedded) {
    const { shareEmbeddedDatabase } = await import("@/lib/db");
    const sharing = await shareEmbeddedDatabase({ dataDir: config.DATA_DIR, log: (line) => console.log(`[db] ${line}`) });
    if ("unavailable" in sharing) console.warn(`[db] admin commands cannot reach the embedded database while the site runs: ${sharing.unavailable}`);
  }
  const { startSearchServices } = await import("@/lib/search/start-search-services");
  startSearchServices();
  // Mirrors of upstream registries are synced every MIRROR_SYNC_INTERVAL_MINUTES (lib/mirror).
  const { startMirrorScheduler } = await import("@/lib/mirror/start-mirror-scheduler");
  startMirrorScheduler();
}
