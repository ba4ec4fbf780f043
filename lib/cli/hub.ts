// npm run hub -- <command>: the admin CLI. Bad arguments print usage and exit 2; any other failure
// prints one line and exits 1 (lib/cli/run-cli.ts). Every command gets the database the same way
// (openHubDatabase): PostgreSQL from DATABASE_URL, or the embedded one, opened here when no site
// holds it and reached through the running site's socket when one does.
import { ensurePrismaClient } from "./setup/ensure-prisma-client";
import { openHubDatabase, type OpenedHubDatabase } from "./setup/open-hub-database";
import { parseArgs, stringFlag, UsageError, type ParsedArgs } from "./parse-args";
import { CliError, runCli } from "./run-cli";
import { mirrorCommands, mirrorUsage, mirrorValueFlags } from "./hub-mirror";

const usage = `usage: npm run hub -- <command>

  user create <handle> [--role user|moderator|admin]
  user signin-link <handle> print a one-time sign-in link (15 minutes, works once): how staff
                            sign in without GitHub sign-in (development sign-in refuses them)
  token create <handle> [--label L] [--scopes read,publish[,moderate|,admin]] [--expires-days N]
                            moderate: moderators and admins only; admin: admins only
  org create <org> --owner <user> [--name "Display Name"]
                            an organisation (a publisher handle like a user's) with its first owner
  org add <org> <user> --role owner|admin|publisher|member
                            add a member, or change a member's role
  org remove <org> <user>   remove a member (never the last owner)
  db migrate                apply pending migrations
  seed                      publish the demo skills into an empty database
  keys rotate               retire the active signing key and sign new statements with a fresh one
                            (retired keys stay in /.well-known/skillvault-keys.json)
  rescan                    rescan every version judged by an older scanner version
  reindex [--backend postgres|meilisearch]
                            rebuild search from the database (default: every configured backend)
${mirrorUsage}

Every command also works while the site runs (npm start): on the embedded database it goes
through the site's socket under DATA_DIR/run. LOG_LEVEL=debug prints stack traces on failure.`;

// A command may return an exit code (e.g. 1 when some of its work failed); nothing means 0.
// Each runs with the database already reachable and migrated (`opened` says what was applied).
const commands: Record<string, (args: ParsedArgs, opened: OpenedHubDatabase) => Promise<void | number>> = {
  "user create": async (args) => {
    const handle = args.positionals[2];
    const role = (stringFlag(args, "role") ?? "user").toUpperCase();
    if (!handle || !["USER", "MODERATOR", "ADMIN"].includes(role))
      throw new UsageError("user create needs <handle> and an optional --role user|moderator|admin");
    const { createUser } = await import("@/lib/auth/create-user");
    const user = await createUser({ handle, role: role as "USER" | "MODERATOR" | "ADMIN" });
    console.log(`user ${user.handle} (${user.role.toLowerCase()})`);
  },
  "user signin-link": async (args) => {
    const handle = args.positionals[2];
    if (!handle) throw new UsageError("user signin-link needs <handle>");
    const { createSignInLink, signInLinkPath } = await import("@/lib/auth/signin-links");
    const { configuredSiteUrl } = await import("@/lib/http/public-base-url");
    const link = await createSignInLink({ handle });
    const site = configuredSiteUrl();
    const base = site.from === "HUB_PUBLIC_URL" ? "from HUB_PUBLIC_URL" : "from PORT: HUB_PUBLIC_URL is not set; use the address people reach the site at";
    console.log(`one-time sign-in link for @${link.handle}, until ${link.expiresAt.toISOString()} (base URL ${base}):`);
    console.log(`${site.url}${signInLinkPath(link.code)}`);
  },
  "token create": async (args) => {
    const handle = args.positionals[2];
    if (!handle) throw new UsageError("token create needs <handle>");
    const { grantableScopes, scopeSchema } = await import("@/lib/auth/scopes");
    const scopes = (stringFlag(args, "scopes") ?? "read,publish").split(",").map((scope) => {
      const parsed = scopeSchema.safeParse(scope.trim());
      if (!parsed.success) throw new UsageError(`unknown scope '${scope}' (${scopeSchema.options.join(", ")})`);
      return parsed.data;
    });
    const days = stringFlag(args, "expires-days");
    if (days !== undefined && !/^[1-9]\d{0,4}$/.test(days)) throw new UsageError("--expires-days must be a positive whole number");
    const { db } = await import("@/lib/db");
    const user = await db.user.findUnique({ where: { handle: handle.toLowerCase() }, select: { id: true, role: true } });
    if (!user) throw new CliError(`no user '${handle}': create it first with 'npm run hub -- user create ${handle}'`);
    // Staff scopes only for staff: a token never holds more than its owner's role allows.
    const grantable = grantableScopes(user.role);
    const refused = scopes.filter((scope) => !grantable.includes(scope));
    if (refused.length)
      throw new UsageError(`'${handle}' is ${user.role.toLowerCase()} and cannot hold ${refused.join(", ")} (allowed: ${grantable.join(", ")})`);
    const { createApiToken } = await import("@/lib/auth/create-api-token");
    const created = await createApiToken({
      userId: user.id,
      label: stringFlag(args, "label") ?? "cli",
      scopes,
      expiresAt: days ? new Date(Date.now() + Number(days) * 86_400_000) : null,
    });
    console.log(`token ${created.prefix}… for ${handle} (scopes: ${scopes.join(", ")}); shown once:`);
    console.log(created.token);
  },
  "org create": async (args) => {
    const org = args.positionals[2];
    const owner = stringFlag(args, "owner");
    if (!org || !owner) throw new UsageError("org create needs <org> and --owner <user>");
    const { createOrg } = await import("@/lib/orgs");
    const created = await createOrg({ handle: org, ownerHandle: owner, displayName: stringFlag(args, "name"), actor: null });
    console.log(`org ${created.handle} (owner: ${created.owner})`);
  },
  "org add": async (args) => {
    const [, , org, user] = args.positionals;
    const role = stringFlag(args, "role");
    if (!org || !user || !role) throw new UsageError("org add needs <org> <user> --role owner|admin|publisher|member");
    const { setOrgMember } = await import("@/lib/orgs");
    const result = await setOrgMember({ org, user, role, actor: null });
    console.log(`${result.user} is ${result.role} of ${result.org}${result.previous ? ` (was ${result.previous})` : ""}`);
  },
  "org remove": async (args) => {
    const [, , org, user] = args.positionals;
    if (!org || !user) throw new UsageError("org remove needs <org> <user>");
    const { removeOrgMember } = await import("@/lib/orgs");
    const result = await removeOrgMember({ org, user, actor: null });
    console.log(`${result.user} removed from ${result.org}`);
  },
  "db migrate": async (_args, { applied }) => {
    console.log(applied.length ? `applied: ${applied.join(", ")}` : "database is up to date");
  },
  "keys rotate": async () => {
    const { rotateSigningKey } = await import("@/lib/signing");
    const { db } = await import("@/lib/db");
    const before = await db.signingKey.findMany({ where: { active: true }, select: { id: true } });
    const { id } = await rotateSigningKey();
    console.log(`signing with ${id}${before.length ? `; retired ${before.map((key) => key.id).join(", ")}` : ""}`);
  },
  rescan: async () => {
    const { rescanVersions } = await import("@/lib/moderation/rescan-versions");
    const summary = await rescanVersions({
      onVersion: (outcome) => {
        if (outcome.changed) console.log(`${outcome.slug}@${outcome.version}: ${outcome.from.toLowerCase()} → ${outcome.to.toLowerCase()}`);
      },
    });
    for (const failure of summary.failed) console.error(`failed ${failure.versionId}: ${failure.message}`);
    console.log(
      `rescanned ${summary.scanned} versions with scanner ${summary.scannerVersion}: ${summary.changed.length} verdicts changed, ${summary.failed.length} failed`,
    );
    return summary.failed.length > 0 ? 1 : 0;
  },
  reindex: async (args) => {
    const backend = stringFlag(args, "backend");
    if (backend !== undefined && backend !== "postgres" && backend !== "meilisearch") throw new UsageError("--backend must be postgres or meilisearch");
    const { reindexSearch } = await import("@/lib/search");
    const report = await reindexSearch(backend ? { backends: [backend] } : {});
    for (const [name, result] of Object.entries(report)) console.log(`${name}: ${result.documents} document(s) in ${(result.ms / 1000).toFixed(1)}s`);
  },
  seed: async () => {
    const { seedIfEmpty } = await import("@/lib/seed");
    const result = await seedIfEmpty();
    console.log(result.seeded ? `seeded ${result.skills} demo skills` : result.reason);
  },
  ...mirrorCommands,
};

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2), ["role", "label", "scopes", "expires-days", "backend", ...mirrorValueFlags, "owner", "name"]);
  const [first, second] = args.positionals;
  const command = commands[`${first} ${second}`] ?? commands[first ?? ""];
  if (!command) throw new UsageError(first ? `unknown command '${args.positionals.slice(0, 2).join(" ")}'` : "no command given");
  ensurePrismaClient();
  return (await command(args, await openHubDatabase())) ?? 0;
}

await runCli(main, {
  usage,
  cleanup: async () => {
    const { closeDb } = await import("@/lib/db");
    await closeDb();
  },
});
