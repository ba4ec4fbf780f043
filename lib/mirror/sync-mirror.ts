// `hub mirror sync [<name>]`, the admin page's "Sync now", and the site's schedule all run this: one
// mirror brought up to date under a lease (one sync per mirror at a time). Each version commits on
// its own, so a sync that stops half-way (upstream gone, rate limited, process killed) leaves only
// whole versions, and the next sync continues: it skips what is here and redoes the rest. The
// change-feed cursor moves only after a sync that completed without transient failures.
import type { Actor } from "@/lib/auth/actor";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { assertMirrorAdmin } from "./assert-mirror-admin";
import { planSync } from "./sync/plan-sync";
import { runPool } from "./sync/run-pool";
import { emptyStats, MAX_RECORDED_ERRORS, type SyncContext, type SyncStats } from "./sync/sync-context";
import { acquireSyncLease } from "./sync/sync-lease";
import { storableJson, storableText } from "./sync/storable";
import { syncUpstreamSkill, type UpstreamRef } from "./sync/sync-upstream-skill";
import { discoverUpstream } from "./upstream/discover-upstream";
import { createPacer } from "./upstream/pace-requests";
import { createUpstreamApi } from "./upstream/upstream-api";
import { openUpstreamToken } from "./upstream/upstream-token";

export type SyncResult = { name: string; ok: boolean; stats: SyncStats; error: string | null };

/** The upstream as a whole is unusable right now: stop, and continue next time. */
export function isUpstreamWide(error: unknown): boolean {
  return isAppError(error) && ["UPSTREAM_UNAVAILABLE", "UPSTREAM_RATE_LIMITED", "UPSTREAM_UNAUTHORIZED", "UPSTREAM_TOO_SLOW"].includes(error.code);
}

/** A failure about one skill that a retry will not fix (its data, its name): reported, not retried. */
function isLasting(error: unknown): boolean {
  return isAppError(error) && ["UPSTREAM_INVALID", "MIRROR_INTEGRITY", "CONFLICT"].includes(error.code);
}

function describe(error: unknown): string {
  if (isAppError(error)) return `${error.message} (${error.code})`;
  return error instanceof Error ? error.message.split("\n")[0]! : String(error);
}

export type SyncOptions = {
  actor?: Actor | null;
  log?: (line: string) => void;
  /** Pull-through: just these skills and versions, not the mirror's whole filter. */
  only?: { refs: UpstreamRef[]; versions: SyncContext["versions"] };
};

export async function syncMirror(name: string, options: SyncOptions = {}): Promise<SyncResult> {
  assertMirrorAdmin(options.actor ?? null);
  const log = options.log ?? (() => undefined);
  const lease = await acquireSyncLease(name);
  const stats = emptyStats(options.only ? "pull-through" : "full");
  let failed = false;
  let error: string | null = null;
  let cursor: string | null = null;
  try {
    const row = await db.mirrorUpstream.findUniqueOrThrow({ where: { name } });
    const config = getConfig();
    const concurrency = config.MIRROR_CONCURRENCY;
    const pacer = createPacer(concurrency);
    const deadline = Date.now() + config.MIRROR_SYNC_MAX_SECONDS * 1000;
    const token = row.tokenSealed ? openUpstreamToken(row.name, row.tokenSealed) : undefined;
    const api = createUpstreamApi(await discoverUpstream(row.url, { pacer, token, deadline }));
    const mirror = {
      name: row.name,
      url: row.url,
      all: row.all,
      owners: row.owners,
      skills: row.skills,
      blockSuspicious: row.blockSuspicious,
      withToken: token !== undefined,
      restrictedVisibility: row.restrictedVisibility === "private" ? ("private" as const) : ("internal" as const),
    };
    const ctx: SyncContext = { mirror, api, stats, versions: options.only?.versions ?? "all", log };
    const report = (line: string) => {
      if (stats.errors.length < MAX_RECORDED_ERRORS) stats.errors.push(line);
      log(`skipped ${line}`);
    };
    const plan = options.only ? null : await planSync(api, mirror, row.changesCursor, report);
    if (plan) stats.mode = plan.mode;
    const refs =
      plan?.refs ??
      (async function* () {
        yield* options.only!.refs;
      })();
    await runPool(
      refs,
      concurrency,
      async (ref) => {
        try {
          await syncUpstreamSkill(ctx, ref);
        } catch (failure) {
          if (isUpstreamWide(failure)) throw failure;
          if (!isLasting(failure)) failed = true;
          const line = `${ref.owner ? `${ref.owner}/` : ""}${ref.slug}: ${describe(failure)}`;
          if (stats.errors.length < MAX_RECORDED_ERRORS) stats.errors.push(line);
          log(`failed ${line}`);
        }
      },
      isUpstreamWide,
    );
    cursor = plan && !failed ? plan.cursorAfter() : null;
  } catch (failure) {
    failed = true;
    error = describe(failure);
    log(`sync stopped: ${error}`);
  } finally {
    const ok = !failed;
    const summary = error ?? (stats.errors.length ? `${stats.errors.length} skill(s) failed; first: ${stats.errors[0]}` : null);
    await db.mirrorUpstream
      .updateMany({
        where: { name, leaseId: lease.id },
        data: {
          lastSyncFinishedAt: new Date(),
          lastSyncOk: ok,
          lastError: summary === null ? null : storableText(summary),
          lastSyncStats: storableJson(stats),
          ...(cursor ? { changesCursor: cursor } : {}),
        },
      })
      .catch(() => undefined);
    await lease.release().catch(() => undefined);
  }
  return { name, ok: !failed, stats, error: error ?? stats.errors[0] ?? null };
}
