// Pull-through (per mirror, `--pull-through`): an install of a skill that is not here, but that a
// pull-through mirror's filter allows, fetches it from that upstream now, through the same gate and
// store as a sync, and the request then reads it from here. Upstream bytes are never passed on: what
// the gate blocks is stored blocked and refused like any blocked version. Bounded for hostile
// callers: a per-IP budget, one fetch per name at a time, misses remembered for a while, and a wait
// budget after which the caller is asked to retry while the fetch completes in the background.
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { consumeRateLimit } from "@/lib/ratelimit";
import { normalizeUpstreamName } from "../mirror-names";
import { emptyStats, type SyncContext } from "../sync/sync-context";
import { removedReason } from "../remove-mirror";
import { hideMirroredSkill } from "../sync/mirror-visibility";
import { syncUpstreamSkill, type UpstreamRef } from "../sync/sync-upstream-skill";
import { upstreamApiFor } from "./upstream-api-cache";

/** How long a request waits for a pull-through before answering "retry shortly". */
export const PULL_THROUGH_WAIT_MS = 10_000;
const MISS_TTL_MS = 5 * 60_000;
const FAILURE_TTL_MS = 30_000;
const MAX_MISSES = 10_000;
/** Pull-through attempts per client IP per minute (each may cost the upstream a few requests). */
export const PULL_THROUGH_PER_IP = 60;

const inflight = new Map<string, Promise<boolean>>();
const misses = new Map<string, number>();

type Mirror = { name: string; url: string; all: boolean; owners: string[]; skills: string[]; blockSuspicious: boolean; tokenSealed: string | null };

function remember(key: string, ttl: number) {
  if (misses.size >= MAX_MISSES) misses.delete(misses.keys().next().value!);
  misses.set(key, Date.now() + ttl);
}

/** The upstream name a request means for this mirror: `clawhub--steipete` is `steipete` to mirror `clawhub`. */
function refFor(mirror: Mirror, slug: string, owner: string | undefined): UpstreamRef | null {
  const prefix = `${mirror.name}--`;
  if (slug.startsWith(prefix)) {
    const [upstreamOwner, ...rest] = slug.slice(prefix.length).split("--");
    return upstreamOwner && rest.length ? { owner: upstreamOwner, slug: rest.join("--") } : null;
  }
  if (slug.includes("--")) return null;
  const upstreamOwner = owner?.startsWith(prefix) ? owner.slice(prefix.length) : owner;
  return { owner: upstreamOwner ? normalizeUpstreamName(upstreamOwner) : undefined, slug };
}

/** Could the filter allow it? (With the owner unknown, an owner filter needs the upstream's answer.) */
function mayAllow(mirror: Mirror, ref: UpstreamRef): boolean {
  if (mirror.all || mirror.skills.includes(ref.slug)) return true;
  if (ref.owner) return mirror.owners.includes(ref.owner) || mirror.skills.includes(`${ref.owner}/${ref.slug}`);
  return mirror.owners.length > 0 || mirror.skills.some((entry) => entry.endsWith(`/${ref.slug}`));
}

async function fetchInto(mirror: Mirror, ref: UpstreamRef, version: string | undefined): Promise<boolean> {
  const api = await upstreamApiFor(mirror);
  const ctx: SyncContext = {
    mirror,
    api,
    stats: emptyStats("pull-through"),
    log: () => undefined,
    versions: { wanted: (candidate, latest) => candidate === (version ?? latest) || candidate === latest },
  };
  await syncUpstreamSkill(ctx, ref);
  // Removed meanwhile (a pull-through holds no lease): what it stored is hidden like the rest.
  // removeMirror hides once more after deleting the row, so one of the two always sees it.
  if (!(await db.mirrorUpstream.findUnique({ where: { name: mirror.name }, select: { name: true } }))) {
    const copies = await db.mirroredSkill.findMany({ where: { upstreamName: mirror.name, upstreamSlug: ref.slug }, select: { skillId: true } });
    for (const copy of copies) await hideMirroredSkill(ctx, { skillId: copy.skillId, reason: removedReason(mirror.name), upstreamState: "removed" });
    return false;
  }
  return ctx.stats.versionsAdded > 0;
}

/**
 * Tries each pull-through mirror that may allow the name. True when something was stored here (the
 * caller resolves the name again); false when no mirror has it. Throws SERVICE_UNAVAILABLE with
 * Retry-After when the fetch outlasts the wait budget, RATE_LIMITED past the per-IP budget.
 */
export async function pullThroughSkill(input: { slug: string; ownerHandle?: string; version?: string; ip: string }): Promise<boolean> {
  const mirrors = await db.mirrorUpstream.findMany({ where: { pullThrough: true }, orderBy: { name: "asc" } });
  const candidates = mirrors.flatMap((mirror) => {
    const ref = refFor(mirror, input.slug, input.ownerHandle);
    return ref && mayAllow(mirror, ref) ? [{ mirror, ref }] : [];
  });
  if (candidates.length === 0) return false;
  const budget = await consumeRateLimit(`pull-through:ip:${input.ip}`, PULL_THROUGH_PER_IP, 60_000);
  if (!budget.allowed && !getConfig().RATE_LIMIT_DISABLED) {
    throw new AppError("RATE_LIMITED", `Too many installs of skills not here yet; retry in ${budget.resetSeconds}s.`, {
      headers: { "Retry-After": String(budget.resetSeconds) },
      details: { retryAfterSeconds: budget.resetSeconds },
    });
  }
  for (const { mirror, ref } of candidates) {
    const key = `${mirror.name}|${ref.owner ?? ""}|${ref.slug}|${input.version ?? ""}`;
    if ((misses.get(key) ?? 0) > Date.now()) continue;
    let work = inflight.get(key);
    if (!work) {
      work = fetchInto(mirror, ref, input.version)
        .then((stored) => {
          if (!stored) remember(key, MISS_TTL_MS);
          return stored;
        })
        .catch(() => {
          remember(key, FAILURE_TTL_MS);
          return false;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, work);
    }
    let timer: NodeJS.Timeout | undefined;
    const waited = await Promise.race([work, new Promise<"later">((resolve) => (timer = setTimeout(() => resolve("later"), PULL_THROUGH_WAIT_MS)))]);
    clearTimeout(timer);
    if (waited === "later") {
      throw new AppError("SERVICE_UNAVAILABLE", `Fetching '${input.slug}' from the upstream '${mirror.name}'; retry in a few seconds.`, {
        headers: { "Retry-After": "5" },
        details: { slug: input.slug, mirror: mirror.name },
      });
    }
    if (waited) return true;
  }
  return false;
}
