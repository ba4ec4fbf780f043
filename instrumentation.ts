// Next.js calls register() once when a server starts. The peer address is appended to
// X-Forwarded-For (lib/http/append-peer-address.ts). Search's background work (counter refresh,
// and the Meilisearch outbox worker when MEILI_HOST is set) runs in the Node.js runtime only.
// Anonymous home, profile and skill pages are answered from the page cache (lib/page-cache) in production.
// The embedded database (no DATABASE_URL) is shared with admin commands on a socket under DATA_DIR.
// Configured mirrors are synced on a schedule (lib/mirror/start-mirror-scheduler.ts).
// NEXT_RUNTIME and NEXT_PHASE are set by Next.js itself, not configuration (lib/config).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // Before any request: the socket's peer address goes onto X-Forwarded-For (rate limits, download counts).
  const { appendPeerAddress } = await import("@/lib/http/append-peer-address");
  appendPeerAddress();
  // Anonymous pages from the page cache (lib/page-cache); `next dev` always renders.
  const { getConfig } = await import("@/lib/config");
  const config = getConfig();
  if (config.production && !config.PAGE_CACHE_DISABLED) {
    const { installPageCache } = await import("@/lib/page-cache/install-page-cache");
    installPageCache();
  }
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
