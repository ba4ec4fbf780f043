// URL and host classification shared by rules: raw IPs, paste sites, shorteners, tunnels, drop sites.

export const PASTE_HOSTS = [
  "glot.io",
  "rentry.co",
  "rentry.org",
  "pastebin.com",
  "termbin.com",
  "paste.ee",
  "hastebin.com",
  "hastebin.skyra.pw",
  "ghostbin.com",
  "ghostbin.co",
  "controlc.com",
  "dpaste.com",
  "dpaste.org",
  "pastes.io",
  "paste.rs",
  "0x0.st",
  "transfer.sh",
  "file.io",
  "ix.io",
  "sprunge.us",
  "paste.c-net.org",
  "justpaste.it",
  "pastelink.net",
  "privatebin.net",
  "katb.in",
  "bpa.st",
  "paste.mozilla.org",
  "pastie.io",
  "telegra.ph",
  "anonfiles.com",
  "gofile.io",
  "catbox.moe",
  "files.catbox.moe",
  "litterbox.catbox.moe",
  "temp.sh",
  "bashupload.com",
  "oshi.at",
  "filebin.net",
  "mediafire.com",
  "mega.nz",
];
export const SHORTENER_HOSTS = [
  "bit.ly",
  "tinyurl.com",
  "t.co",
  "is.gd",
  "goo.gl",
  "cutt.ly",
  "rb.gy",
  "shorturl.at",
  "tiny.cc",
  "ow.ly",
  "buff.ly",
  "rebrand.ly",
  "t.ly",
  "v.gd",
  "s.id",
  "clck.ru",
  "shorturl.gg",
  "bl.ink",
  "lnkd.in",
  "qr.ae",
  "u.to",
  "x.gd",
  "tr.ee",
  "tiny.one",
];
export const TUNNEL_HOSTS = [
  "ngrok.io",
  "ngrok-free.app",
  "ngrok.app",
  "ngrok-free.dev",
  "trycloudflare.com",
  "serveo.net",
  "loca.lt",
  "localtunnel.me",
  "pinggy.io",
  "pinggy.link",
  "localhost.run",
  "lhr.life",
  "bore.pub",
  "duckdns.org",
  "ddns.net",
  "no-ip.org",
  "portmap.io",
  "playit.gg",
  "tunnelmole.net",
  "zrok.io",
  "ply.gg",
];
/** Request collectors used to receive stolen data. */
export const DROP_HOSTS = [
  "webhook.site",
  "requestbin.com",
  "requestbin.net",
  "pipedream.net",
  "m.pipedream.net",
  "beeceptor.com",
  "hookbin.com",
  "interact.sh",
  "oast.fun",
  "oast.live",
  "oast.me",
  "oast.online",
  "oast.pro",
  "oast.site",
  "burpcollaborator.net",
  "oastify.com",
  "canarytokens.com",
  "requestcatcher.com",
  "postb.in",
  "ptsv2.com",
  "ptsv3.com",
  "webhook.cool",
  "dnslog.cn",
  "ceye.io",
  "requestrepo.com",
  "pingb.in",
  "xss.ht",
];
/** Chat webhooks: legitimate for messaging skills, but a classic destination for stolen data. */
export const CHAT_WEBHOOK_MARKERS = ["discord.com/api/webhooks", "discordapp.com/api/webhooks", "api.telegram.org/bot", "hooks.slack.com/services"];

export type HostClass = "raw-ip" | "private-ip" | "paste" | "shortener" | "tunnel" | "drop" | "lookalike" | "normal";

/** Hosts that borrow an agent vendor's name without being the vendor's domain (openclaw-cli.vercel.app). */
const BRAND = /openclaw|clawhub|clawdbot|clawdis|moltbot|anthropic|claude/;
const OFFICIAL = ["openclaw.ai", "clawhub.ai", "clawhub.com", "anthropic.com", "claude.ai", "claude.com", "clawdbot.com", "molt.bot"];

const SETS = new WeakMap<readonly string[], Set<string>>();

/** host equals an entry or is a subdomain of one (suffix lookups in a Set, not a scan of the list). */
export function hostMatches(host: string, list: readonly string[]): boolean {
  let set = SETS.get(list);
  if (!set) {
    set = new Set(list);
    SETS.set(list, set);
  }
  let h = host;
  for (let guard = 0; guard < 12; guard++) {
    if (set.has(h)) return true;
    const dot = h.indexOf(".");
    if (dot === -1) return false;
    h = h.slice(dot + 1);
  }
  return false;
}

export function parseIpv4(host: string): number[] | undefined {
  const parts = host.split(".");
  if (parts.length !== 4) return undefined;
  const out: number[] = [];
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p)) return undefined;
    const n = Number(p);
    if (n > 255) return undefined;
    out.push(n);
  }
  return out;
}

export function isPrivateIpv4(ip: number[]): boolean {
  const [a = 0, b = 0] = ip;
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    a >= 224 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

/** Hosts repeat across a skill's lines (github.com …): their classes are kept, up to a bound. */
const CLASS_OF_HOST = new Map<string, HostClass>();

export function classifyHost(rawHost: string): HostClass {
  let c = CLASS_OF_HOST.get(rawHost);
  if (c === undefined) {
    if (CLASS_OF_HOST.size >= 4096) CLASS_OF_HOST.clear();
    c = hostClassOf(rawHost);
    CLASS_OF_HOST.set(rawHost, c);
  }
  return c;
}

function hostClassOf(rawHost: string): HostClass {
  const host = rawHost.toLowerCase().replace(/\.$/, "");
  const ip = parseIpv4(host);
  if (ip) return isPrivateIpv4(ip) ? "private-ip" : "raw-ip";
  if (host.startsWith("[")) return host === "[::1]" ? "private-ip" : "raw-ip";
  if (/^\d{8,10}$/.test(host) || /^0x[0-9a-f]{8}$/.test(host)) return "raw-ip"; // decimal/hex-encoded IPs
  if (hostMatches(host, DROP_HOSTS)) return "drop";
  if (hostMatches(host, PASTE_HOSTS)) return "paste";
  if (hostMatches(host, SHORTENER_HOSTS)) return "shortener";
  if (hostMatches(host, TUNNEL_HOSTS)) return "tunnel";
  if (BRAND.test(host) && !hostMatches(host, OFFICIAL)) return "lookalike";
  if (imitatesWellKnownHost(host)) return "lookalike";
  return "normal";
}

/** Hosts people install from; attackers register names that read like them. */
const WELL_KNOWN = [
  "github.com",
  "raw.githubusercontent.com",
  "githubusercontent.com",
  "objects.githubusercontent.com",
  "brew.sh",
  "sh.rustup.rs",
  "rustup.rs",
  "astral.sh",
  "registry.npmjs.org",
  "npmjs.org",
  "npmjs.com",
  "pypi.org",
  "files.pythonhosted.org",
  "get.docker.com",
  "bun.sh",
  "deno.land",
  "nodejs.org",
  "python.org",
  "gitlab.com",
  "bitbucket.org",
  "ollama.com",
  "dl.google.com",
  "golang.org",
  "go.dev",
  "crates.io",
];
/** Second-level names worth imitating; a hyphenated variant (pypi-mirror, github-cdn) is a look-alike. */
const IMITATED = [
  "github",
  "githubusercontent",
  "npmjs",
  "pypi",
  "pythonhosted",
  "rustup",
  "homebrew",
  "brew",
  "clawhub",
  "openclaw",
  "crates",
  "golang",
  "nodejs",
];

function secondLevel(host: string): string {
  const parts = host.split(".");
  return parts.length >= 2 ? (parts[parts.length - 2] ?? "") : host;
}

function oneEdit(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export function imitatesWellKnownHost(host: string): boolean {
  if (hostMatches(host, WELL_KNOWN)) return false;
  for (const k of WELL_KNOWN) if (host.startsWith(k + ".") || host.startsWith(k + "-")) return true;
  const sld = secondLevel(host);
  for (const name of IMITATED) {
    if (sld.startsWith(name + "-") && !sld.includes("example")) return true;
    if (name.length >= 6 && oneEdit(sld, name)) return true;
  }
  return false;
}

export type UrlRef = { url: string; scheme: string; host: string; path: string; index: number; hostClass: HostClass };

// Scheme-bearing URLs, plus bare IPv4 hosts (curl 1.2.3.4/x). Every repetition is bounded.
const URL_RE = /\b(https?|ftp|wss?):\/\/([^\s"'`<>()\[\]{}\\|]{1,2048})/gi;
const BARE_IP_RE = /(?<![\w.\/:-])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?::\d{1,5})?(\/[^\s"'`<>()\\|]{0,512})?/g;

/** Several detectors ask for the URLs of the same line in a row: the last answer is kept (never mutated). */
let lastText: string | undefined;
let lastUrls: readonly UrlRef[] = [];

export function findUrls(text: string): readonly UrlRef[] {
  if (text === lastText) return lastUrls;
  const out = urlsIn(text);
  lastText = text;
  lastUrls = out;
  return out;
}

function urlsIn(text: string): UrlRef[] {
  const out: UrlRef[] = [];
  if (text.includes("://")) {
    for (const m of text.matchAll(URL_RE)) {
      const rest = m[2] ?? "";
      const slash = rest.search(/[/?#]/);
      let authority = slash === -1 ? rest : rest.slice(0, slash);
      const at = authority.lastIndexOf("@");
      if (at !== -1) authority = authority.slice(at + 1);
      const host = authority.startsWith("[") ? authority.slice(0, authority.indexOf("]") + 1) : authority.replace(/:\d{0,5}$/, "");
      const path = slash === -1 ? "/" : rest.slice(slash);
      out.push({ url: m[0], scheme: (m[1] ?? "").toLowerCase(), host: host.toLowerCase(), path, index: m.index ?? 0, hostClass: classifyHost(host) });
    }
  }
  if (/\d\.\d/.test(text)) {
    for (const m of text.matchAll(BARE_IP_RE)) {
      const ip = parseIpv4(m[1] ?? "");
      if (!ip) continue;
      const idx = m.index ?? 0;
      if (out.some((u) => idx >= u.index && idx < u.index + u.url.length)) continue;
      // Version strings (1.2.3.4) look like IPs; only count bare ones that carry a path or port.
      if (!m[2] && !m[0].includes(":")) continue;
      out.push({ url: m[0], scheme: "", host: m[1] ?? "", path: m[2] ?? "/", index: idx, hostClass: classifyHost(m[1] ?? "") });
    }
  }
  return out;
}

export function isTrustedInstaller(u: UrlRef, trusted: readonly string[]): boolean {
  for (const entry of trusted) {
    const e = entry.toLowerCase();
    const slash = e.indexOf("/");
    const host = slash === -1 ? e : e.slice(0, slash);
    const prefix = slash === -1 ? "" : e.slice(slash);
    if (!(u.host === host || u.host.endsWith("." + host))) continue;
    if (prefix && !u.path.toLowerCase().startsWith(prefix)) continue;
    if (u.scheme === "http") continue; // plain HTTP can be tampered with in transit
    return true;
  }
  return false;
}

/** GitHub/GitLab release assets and package registries: pinned, attributable artifact hosts. */
export function isReleaseHost(u: UrlRef): boolean {
  if (u.host === "github.com" && /^\/[^/]{1,100}\/[^/]{1,100}\/releases\/download\//.test(u.path)) return true;
  if (u.host === "objects.githubusercontent.com" || u.host === "release-assets.githubusercontent.com") return true;
  if (u.host === "gitlab.com" && u.path.includes("/-/releases/")) return true;
  return hostMatches(u.host, [
    "registry.npmjs.org",
    "files.pythonhosted.org",
    "pypi.org",
    "crates.io",
    "static.crates.io",
    "proxy.golang.org",
    "dl.google.com",
    "download.mozilla.org",
  ]);
}

export function isUntrustedClass(c: HostClass): boolean {
  return c === "raw-ip" || c === "paste" || c === "shortener" || c === "tunnel" || c === "drop" || c === "lookalike";
}

/** Where fetched code comes from: a hostile class or plain http is untrusted; all on the caller's installer list is trusted. */
export function judgeSource(urls: readonly UrlRef[], trustedInstallerHosts: readonly string[]): "untrusted" | "trusted" | "unknown" {
  if (urls.length === 0) return "unknown";
  if (urls.some((u) => isUntrustedClass(u.hostClass) || (u.scheme === "http" && u.hostClass !== "private-ip"))) return "untrusted";
  if (urls.every((u) => isTrustedInstaller(u, trustedInstallerHosts))) return "trusted";
  return "unknown";
}
