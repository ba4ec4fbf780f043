// `npm run hub -- mirror …`: configure, inspect, remove and sync mirrors of upstream registries
// (lib/mirror, docs/mirroring.md). Run as the operator (no actor), beside the running site.
import { listFlag, UsageError, type ParsedArgs } from "./parse-args";

export const mirrorUsage = `  mirror add <name> <url> [--owner <handle>]… [--skill <slug|owner/slug>]… [--all]
             [--pull-through] [--block-suspicious] [--token-env <VAR> [--restricted-visibility internal|private]]
                            mirror an upstream registry (ClawHub or another Skillvault) under <name>;
                            --token-env: read an upstream API token (read scope) from that variable:
                            the mirror then also copies what it may read there (docs/mirroring.md)
  mirror list [--json]      mirrors with their last sync (counts, errors) and what is here
  mirror remove <name>      stop mirroring; its skills are hidden here (adding it again brings them back)
  mirror sync [<name>]      bring one mirror (or every mirror) up to date now`;

function describeStats(stats: {
  mode: string;
  skillsChecked: number;
  versionsAdded: number;
  versionsBlocked: number;
  versionsRejected: number;
  versionsWithdrawn: number;
  versionsRestored: number;
  skillsHidden: number;
  skillsUnhidden: number;
  skillsSkipped: number;
}): string {
  return `${stats.mode}: ${stats.skillsChecked} skills checked, ${stats.versionsAdded} versions added (${stats.versionsBlocked} blocked), ${stats.versionsRejected} rejected, ${stats.versionsWithdrawn} withdrawn, ${stats.versionsRestored} restored, ${stats.skillsHidden} skills hidden, ${stats.skillsUnhidden} unhidden, ${stats.skillsSkipped} skipped`;
}

export const mirrorCommands: Record<string, (args: ParsedArgs) => Promise<void | number>> = {
  "mirror add": async (args) => {
    const [, , name, url, extra] = args.positionals;
    if (!name || !url || extra !== undefined) throw new UsageError("mirror add needs <name> and <url>");
    const tokenEnv = args.flags.get("token-env");
    if (tokenEnv !== undefined && (typeof tokenEnv !== "string" || !process.env[tokenEnv]))
      throw new UsageError("--token-env names an environment variable that holds the upstream token (it is never taken on the command line)");
    const visibility = args.flags.get("restricted-visibility");
    const { addMirror } = await import("@/lib/mirror");
    const row = await addMirror({
      actor: null,
      config: {
        name,
        url,
        all: args.flags.get("all") === true,
        owners: listFlag(args, "owner"),
        skills: listFlag(args, "skill"),
        pullThrough: args.flags.get("pull-through") === true,
        blockSuspicious: args.flags.get("block-suspicious") === true,
        token: typeof tokenEnv === "string" ? process.env[tokenEnv] : undefined,
        ...(typeof visibility === "string" ? { restrictedVisibility: visibility as "internal" } : {}),
      },
    });
    const what = row.all ? "everything" : [...row.owners.map((owner) => `@${owner}`), ...row.skills].join(", ");
    console.log(
      `mirror ${row.name} → ${row.url}: ${what}${row.pullThrough ? ", pull-through" : ""}${row.blockSuspicious ? ", suspicious versions blocked" : ""}${row.token ? `, with a token (copies of non-public skills: ${row.restrictedVisibility})` : ""}`,
    );
    console.log(`its skills will be named ${row.name}--<owner>--<slug>; run 'npm run hub -- mirror sync ${row.name}' to fetch them now`);
  },
  "mirror list": async (args) => {
    const { listMirrors } = await import("@/lib/mirror");
    const mirrors = await listMirrors({ actor: null });
    if (args.flags.get("json") === true) {
      console.log(JSON.stringify(mirrors, null, 2));
      return;
    }
    if (mirrors.length === 0) console.log("no mirrors; add one with 'npm run hub -- mirror add <name> <url> --all'");
    for (const mirror of mirrors) {
      const filter = mirror.filter.all ? "everything" : [...mirror.filter.owners.map((owner) => `@${owner}`), ...mirror.filter.skills].join(", ");
      console.log(
        `${mirror.name}  ${mirror.url}  ${filter}${mirror.pullThrough ? "  pull-through" : ""}${mirror.blockSuspicious ? "  block-suspicious" : ""}${mirror.syncing ? "  (syncing now)" : ""}`,
      );
      const sync = mirror.lastSync;
      console.log(
        sync
          ? `  last sync ${sync.startedAt.toISOString()}: ${sync.ok === null ? "did not finish" : sync.ok ? "complete" : "incomplete"}${sync.stats ? `, ${describeStats(sync.stats)}` : ""}${sync.error ? `; error: ${sync.error}` : ""}`
          : "  never synced",
      );
      const { counts } = mirror;
      console.log(
        `  here: ${counts.skills} skills (${counts.hidden} hidden), ${counts.versions} versions (${counts.blocked} blocked, ${counts.withdrawn} withdrawn), ${counts.rejected} rejected by our gate`,
      );
    }
  },
  "mirror remove": async (args) => {
    const name = args.positionals[2];
    if (!name) throw new UsageError("mirror remove needs <name>");
    const { removeMirror } = await import("@/lib/mirror");
    const removed = await removeMirror({ actor: null, name });
    console.log(`removed mirror ${removed.name}; ${removed.hidden} of its skills hidden here`);
  },
  "mirror sync": async (args) => {
    const only = args.positionals[2];
    const { db } = await import("@/lib/db");
    const { syncMirror } = await import("@/lib/mirror");
    const names = only ? [only.toLowerCase()] : (await db.mirrorUpstream.findMany({ select: { name: true }, orderBy: { name: "asc" } })).map((row) => row.name);
    if (names.length === 0) console.log("no mirrors to sync");
    let failed = 0;
    const { isAppError } = await import("@/lib/errors");
    for (const name of names) {
      let result: Awaited<ReturnType<typeof syncMirror>>;
      try {
        result = await syncMirror(name, { actor: null, log: (line) => console.log(`${name}: ${line}`) });
      } catch (error) {
        // Syncing every mirror: one that is busy (the site's schedule has it) does not stop the others.
        if (only || !isAppError(error) || error.code !== "MIRROR_BUSY") throw error;
        console.log(`${name}: skipped, a sync of it is already running`);
        failed++;
        continue;
      }
      console.log(`${name}: ${result.ok ? "synced" : "incomplete"} (${describeStats(result.stats)})${result.error ? `; ${result.error}` : ""}`);
      if (!result.ok) failed++;
    }
    return failed > 0 ? 1 : 0;
  },
};

export const mirrorValueFlags = ["owner", "skill", "token-env", "restricted-visibility"] as const;
