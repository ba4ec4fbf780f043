// Every environment variable Skillvault reads, parsed once with zod.
// README "Configuration" lists the same variables; keep the two in step.
import { z } from "zod";

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const optionalUrl = optionalText.pipe(z.url().optional());

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Public base URL of the site, used in links the API hands out (download URLs, device flow). */
  HUB_PUBLIC_URL: optionalUrl,
  /** The clawhub CLI and OpenClaw already default to this registry (e.g. CLAWHUB_REGISTRY/OPENCLAW_CLAWHUB_URL set fleet-wide): install commands on the site omit --registry. */
  HUB_DEFAULT_REGISTRY: flag,
  /** External PostgreSQL. Unset ⇒ embedded PGlite under DATA_DIR. */
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  /** Pool size per app instance for DATABASE_URL. */
  DATABASE_POOL_SIZE: positiveInt(10),
  /** Where the embedded database and generated secrets live. */
  DATA_DIR: z.string().default(".data"),

  AUTH_SECRET: optionalText,
  /** The origin Auth.js names in sign-in redirects (GitHub and OpenID Connect callbacks); unset = the origin the browser addressed. */
  AUTH_URL: optionalUrl,
  AUTH_GITHUB_ID: optionalText,
  AUTH_GITHUB_SECRET: optionalText,
  /** GitHub Enterprise Server base URL for sign-in (e.g. https://github.example.com); unset = github.com. */
  AUTH_GITHUB_URL: optionalUrl,
  /**
   * Enterprise sign-in with OpenID Connect (Okta, Entra ID, Keycloak, Google Workspace, …): the
   * issuer, and this server's client id and secret there. All three or none (oidc-settings.ts).
   */
  AUTH_OIDC_ISSUER: optionalUrl,
  AUTH_OIDC_ID: optionalText,
  AUTH_OIDC_SECRET: optionalText,
  /** What the sign-in button calls the provider ("Continue with <name>"); unset = "single sign-on". */
  AUTH_OIDC_NAME: optionalText.pipe(z.string().max(60).optional()),
  /** Scopes asked for; must include openid. Some providers only send the group claim for an extra scope (Okta: groups). */
  AUTH_OIDC_SCOPES: optionalText.pipe(
    z
      .string()
      .max(500)
      .regex(/^[\x21-\x7e]+(?: [\x21-\x7e]+)*$/, "space-separated scope names")
      .refine((scopes) => scopes.split(" ").includes("openid"), "must include openid")
      .default("openid profile email"),
  ),
  /** The claim (ID token or userinfo) that lists the account's groups; a URL-like name works (Auth0's namespaced claims). */
  AUTH_OIDC_GROUPS_CLAIM: optionalText.pipe(
    z
      .string()
      .max(256)
      .regex(/^[\x21-\x7e]+$/, "a claim name (printable ASCII, no spaces)")
      .default("groups"),
  ),
  /** Group → org membership map (JSON, docs/teams.md "Enterprise sign-in"); unset = sign-in never changes memberships. */
  AUTH_OIDC_GROUP_MAP: optionalText.pipe(
    z
      .string()
      .max(256 * 1024)
      .optional(),
  ),
  /** Development sign-in (handle only, no password). */
  HUB_DEV_LOGIN: flag,
  /** Allow HUB_DEV_LOGIN=1 on an external database under NODE_ENV=production (staging and test rigs only). */
  HUB_DEV_LOGIN_ALLOW_EXTERNAL: flag,

  /** Visibility of a new skill whose publish names none: public, internal (signed-in accounts) or private (its publisher's members). */
  HUB_DEFAULT_VISIBILITY: z.enum(["public", "internal", "private"]).default("public"),
  /** Closed registry (an intranet): nothing is readable without signing in; public skills are treated as internal. */
  HUB_REQUIRE_SIGNIN: flag,

  MEILI_HOST: optionalUrl,
  MEILI_MASTER_KEY: optionalText,
  MEILI_INDEX: z.string().default("skills"),
  /** Turn the in-process search result cache off (every search then runs its SQL; benchmarks' cold figures). */
  SEARCH_CACHE_DISABLED: flag,
  /** Search result cache bounds per app instance: most results kept, and most bytes (of their JSON) kept. */
  SEARCH_CACHE_MAX_ENTRIES: positiveInt(5000),
  SEARCH_CACHE_MAX_BYTES: positiveInt(32 * 1024 * 1024),
  /**
   * Search statements one app instance runs at once (PostgreSQL over TCP; docs/decisions/026); the
   * rest wait in line. More than the database has cores to run them turns the line into
   * time-slicing, which stretches the slowest searches most.
   */
  SEARCH_CONCURRENCY: positiveInt(4),

  /**
   * The server sends responses uncompressed (Next.js's gzip off): for deployments whose proxy
   * compresses (nginx, Caddy, a CDN), where gzipping twice only costs CPU (~1.5 ms per rendered page).
   */
  HTTP_COMPRESSION_DISABLED: flag,
  /** Turn the in-process cache of anonymous pages (skill pages, profiles, home) off (every request renders; benchmarks' cold figures). */
  PAGE_CACHE_DISABLED: flag,
  /** Skill page cache per app instance: most bytes kept, and the oldest a page may be (its relative times and download counts age with it). */
  PAGE_CACHE_MAX_BYTES: positiveInt(64 * 1024 * 1024),
  PAGE_CACHE_TTL_SECONDS: positiveInt(60),

  GITHUB_API_URL: z.url().default("https://api.github.com"),
  GITHUB_TOKEN: optionalText,
  GITHUB_WEBHOOK_SECRET: optionalText,
  /** GitHub import: largest repository tarball we download (compressed); it may expand to 4× this. */
  GITHUB_TARBALL_MAX_BYTES: positiveInt(32 * 1024 * 1024),

  /** Trusted publishing: the OIDC issuer whose tokens may mint publish tokens. */
  OIDC_ISSUER: z.url().default("https://token.actions.githubusercontent.com"),
  OIDC_JWKS_URL: optionalUrl,
  /** Audience the OIDC token must name; unset = "skillvault". */
  OIDC_AUDIENCE: optionalText,

  BUNDLE_MAX_FILES: positiveInt(1000),
  BUNDLE_MAX_FILE_BYTES: positiveInt(10 * 1024 * 1024),
  BUNDLE_MAX_TOTAL_BYTES: positiveInt(50 * 1024 * 1024),
  BUNDLE_MAX_RATIO: positiveInt(100),
  /** Worker threads that read, validate and scan uploads (off the event loop), per app instance. */
  UPLOAD_WORKERS: positiveInt(2),
  /** Time and heap one upload's reading, validation and scan may take before it is refused (422 BUNDLE_TOO_COMPLEX). */
  UPLOAD_WORK_TIMEOUT_MS: positiveInt(20_000),
  UPLOAD_WORK_MEMORY_MB: positiveInt(512),
  /** Time one markdown render may take in its worker before the text is shown plain instead. */
  RENDER_TIMEOUT_MS: positiveInt(3_000),
  /** Rendered-markdown cache per app instance, in bytes of HTML kept. */
  RENDER_CACHE_MAX_BYTES: positiveInt(32 * 1024 * 1024),

  /** Mirrors (lib/mirror): requests in flight to one upstream at a time. */
  MIRROR_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** Mirrors: the longest one upstream request (headers and body) may take. */
  MIRROR_TIMEOUT_SECONDS: positiveInt(30),
  /** Mirrors: the longest Retry-After / RateLimit-Reset a sync waits out; a longer one stops the sync (it continues next time). */
  MIRROR_MAX_WAIT_SECONDS: positiveInt(60),
  /** Mirrors: the longest one sync may run (an upstream answering each request just inside its timeout would hold it for days); it stops and continues next time. */
  MIRROR_SYNC_MAX_SECONDS: positiveInt(6 * 60 * 60),
  /** Mirrors: the server syncs every configured mirror this often (minutes); 0 = only on demand (`hub mirror sync`, the admin page). */
  MIRROR_SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(60),

  /** Reverse proxies in front of the app that append to X-Forwarded-For (0 = none). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * A request header the proxy in front sets to the client's two-letter country (Cloudflare:
   * cf-ipcountry; CloudFront: cloudfront-viewer-country). Only read when set: a client could send it.
   */
  CLIENT_COUNTRY_HEADER: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, "a header name")
      .optional(),
  ),
  /** Turn rate limiting off (benchmarks on loopback); never in production. */
  RATE_LIMIT_DISABLED: flag,
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema>;
