// Pull-throughs of one mirror share its discovered API base (for ten minutes) and one pacer, so
// many installs at once still keep to MIRROR_CONCURRENCY requests in flight to that upstream.
import { getConfig } from "@/lib/config";
import { discoverUpstream } from "../upstream/discover-upstream";
import { createPacer, type Pacer } from "../upstream/pace-requests";
import { createUpstreamApi, type UpstreamApi } from "../upstream/upstream-api";
import { openUpstreamToken } from "../upstream/upstream-token";

const TTL_MS = 10 * 60_000;
const cache = new Map<string, { url: string; sealed: string | null; api: UpstreamApi; pacer: Pacer; until: number }>();

export async function upstreamApiFor(mirror: { name: string; url: string; tokenSealed?: string | null }): Promise<UpstreamApi> {
  const cached = cache.get(mirror.name);
  const sealed = mirror.tokenSealed ?? null;
  if (cached && cached.url === mirror.url && cached.sealed === sealed && cached.until > Date.now()) return cached.api;
  const pacer = cached?.url === mirror.url ? cached.pacer : createPacer(getConfig().MIRROR_CONCURRENCY);
  const token = sealed ? openUpstreamToken(mirror.name, sealed) : undefined;
  const api = createUpstreamApi(await discoverUpstream(mirror.url, { pacer, token }));
  cache.set(mirror.name, { url: mirror.url, sealed, api, pacer, until: Date.now() + TTL_MS });
  return api;
}
