// Where an upstream's API lives: its /.well-known/clawhub.json (or the older clawdhub.json) names
// `apiBase` (or `registry`); without one, the configured URL itself. The API base must be https or
// on the configured URL's own origin: a discovery document cannot send a sync to plain-http hosts,
// to internal addresses (an admin who means one configures it as the URL), nor, with a token, to
// any other origin (the token goes to the upstream the admin named and nowhere else). An API base
// elsewhere is also connected to only at public addresses, checked per connection
// (public-only-agent.ts): the check here sees the name's addresses once, not the ones used later.
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { isInternalHost } from "./is-internal-host";
import { createPacer } from "./pace-requests";
import { MAX_JSON_BYTES, parseUpstreamJson } from "./read-upstream-json";
import { createUpstreamClient, type UpstreamClient, type UpstreamClientOptions } from "./upstream-client";
import { wellKnownSchema } from "./upstream-schemas";

async function assertElsewhereAllowed(apiBase: URL, path: string, withToken: boolean): Promise<void> {
  const refuse = (why: string) =>
    new AppError("UPSTREAM_INVALID", `The upstream's ${path} points at ${apiBase.origin}, ${why}.`, { details: { path, reason: why } });
  if (apiBase.protocol !== "https:") throw refuse("which is neither https nor its own origin");
  if (withToken) throw refuse("another origin, and this mirror's token is sent to the upstream's own origin only");
  if (await isInternalHost(apiBase.hostname)) throw refuse("an internal address");
}

/** The client for the upstream's API: at the base its discovery document names, or at `url`. */
export async function discoverUpstream(url: string, options: Omit<UpstreamClientOptions, "base" | "publicOnly"> = {}): Promise<UpstreamClient> {
  const site = createUpstreamClient({ ...options, base: new URL(url).origin, pacer: options.pacer ?? createPacer(1) });
  for (const path of ["/.well-known/clawhub.json", "/.well-known/clawdhub.json"]) {
    const response = await site.get(path, { maxBytes: MAX_JSON_BYTES });
    if (response.status !== 200) continue;
    const document = parseUpstreamJson(response, wellKnownSchema, "discovery document");
    let apiBase: URL;
    try {
      apiBase = new URL(document.apiBase ?? document.registry!);
    } catch {
      throw new AppError("UPSTREAM_INVALID", `The upstream's ${path} names an API base that is not a URL.`, { details: { path } });
    }
    const sameOrigin = apiBase.origin === new URL(url).origin;
    if (!sameOrigin) await assertElsewhereAllowed(apiBase, path, options.token !== undefined);
    const base = notOurselves(`${apiBase.origin}${apiBase.pathname}`.replace(/\/+$/, ""));
    return createUpstreamClient({ ...options, base, publicOnly: !sameOrigin });
  }
  return createUpstreamClient({ ...options, base: notOurselves(url.replace(/\/+$/, "")) });
}

/** A registry does not mirror itself: its skills would come back as copies of copies. */
function notOurselves(base: string): string {
  const ours = getConfig().HUB_PUBLIC_URL;
  if (ours && new URL(ours).origin === new URL(base).origin) {
    throw new AppError("UPSTREAM_INVALID", "The upstream is this registry (HUB_PUBLIC_URL); a registry does not mirror itself.", {
      details: { reason: "self" },
    });
  }
  return base;
}
