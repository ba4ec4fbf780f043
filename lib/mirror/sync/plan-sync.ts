// Which upstream skills a sync visits. With the upstream's change feed (another Skillvault) and a
// cursor from the last complete sync: only skills with events since, plus the named ones. Otherwise
// everything the filter may want: the named skills, and every listed skill (filtered by owner when
// the list names owners; ClawHub's does not, so each is looked at). A full sync first notes the
// feed's head, so the next sync can be incremental from there.
import { db } from "@/lib/db";
import { namedSkills } from "../mirror-filter";
import { normalizeUpstreamName } from "../mirror-names";
import type { UpstreamApi } from "../upstream/upstream-api";
import { walkPages } from "../upstream/walk-pages";
import type { MirrorSettings, SyncStats } from "./sync-context";
import type { UpstreamRef } from "./sync-upstream-skill";

/** A skill unchanged upstream (same updatedAt) and checked this recently is not asked about again in a full sync. */
export const RECHECK_MS = 24 * 60 * 60 * 1000;
const MAX_FEED_PAGES = 1000;
/** Skills one sync may visit from the upstream's list or feed (ClawHub holds tens of thousands). */
export const MAX_SKILLS_PER_SYNC = 200_000;
/** Pages of the skill list one sync may read (at LIST_PAGE_SIZE, far more than MAX_SKILLS_PER_SYNC). */
const MAX_LIST_PAGES = 5_000;

export type SyncPlan = { mode: SyncStats["mode"]; refs: AsyncIterable<UpstreamRef>; cursorAfter: () => string | null };

/** Reports what one item of a list spoiled (the sync goes on without it). */
export type ReportProblem = (line: string) => void;

function reportUnreadable(report: ReportProblem, what: string, items: readonly unknown[]): void {
  const unreadable = items.filter((item) => item === null).length;
  if (unreadable > 0) report(`${unreadable} item(s) of the upstream's ${what} could not be read and were skipped (UPSTREAM_INVALID)`);
}

async function feedSince(api: UpstreamApi, since: string, report: ReportProblem): Promise<{ slugs: Set<string>; cursor: string } | null> {
  const slugs = new Set<string>();
  // A circle is refused; a long backlog is read in parts: this sync stops at the caps and the next continues from there.
  const walk = walkPages("change feed", { maxPages: MAX_FEED_PAGES + 1, maxItems: Number.POSITIVE_INFINITY });
  let cursor = since;
  for (let page = 0; page < MAX_FEED_PAGES && slugs.size < MAX_SKILLS_PER_SYNC; page++) {
    const answer = await api.changes(cursor);
    if (!answer) return null;
    reportUnreadable(report, "change feed", answer.items);
    for (const item of answer.items) if (item) slugs.add(normalizeUpstreamName(item.slug));
    const next = walk.advance(cursor, answer.hasMore ? answer.nextCursor : null, answer.items.length || 1);
    if (!next) return { slugs, cursor: answer.nextCursor };
    cursor = next;
  }
  return { slugs, cursor };
}

/** Recently checked skills' updatedAt, by `owner/slug`, and by slug when one owner has it (ClawHub's list names no owner). */
async function recentlyChecked(mirror: string): Promise<Map<string, bigint | null>> {
  const rows = await db.mirroredSkill.findMany({
    where: { upstreamName: mirror, upstreamState: "active", lastCheckedAt: { gt: new Date(Date.now() - RECHECK_MS) } },
    select: { upstreamSlug: true, upstreamOwner: true, upstreamUpdatedAt: true },
  });
  const fresh = new Map(rows.map((row) => [`${row.upstreamOwner}/${row.upstreamSlug}`, row.upstreamUpdatedAt]));
  const owners = new Map<string, number>();
  for (const row of rows) owners.set(row.upstreamSlug, (owners.get(row.upstreamSlug) ?? 0) + 1);
  for (const row of rows) if (owners.get(row.upstreamSlug) === 1) fresh.set(row.upstreamSlug, row.upstreamUpdatedAt);
  return fresh;
}

async function* everything(
  api: UpstreamApi,
  mirror: MirrorSettings,
  named: UpstreamRef[],
  report: ReportProblem,
  fromFeed: string[] = [],
): AsyncIterable<UpstreamRef> {
  const seen = new Set<string>();
  for (const ref of named) {
    seen.add(ref.owner ? `${ref.owner}/${ref.slug}` : ref.slug);
    yield ref;
  }
  if (!mirror.all && mirror.owners.length === 0) return;
  const fresh = await recentlyChecked(mirror.name);
  const walk = walkPages("skill list", { maxPages: MAX_LIST_PAGES, maxItems: MAX_SKILLS_PER_SYNC });
  let cursor: string | null = null;
  do {
    const page = await api.listSkills(cursor);
    reportUnreadable(report, "skill list", page.items);
    for (const item of page.items) {
      if (!item) continue;
      const slug = normalizeUpstreamName(item.slug);
      const rawOwner = item.ownerHandle ?? item.owner?.handle;
      const owner = rawOwner ? normalizeUpstreamName(rawOwner) : undefined;
      if (owner && !mirror.all && !mirror.owners.includes(owner)) continue;
      const id = owner ? `${owner}/${slug}` : slug;
      if (seen.has(id) || seen.has(slug)) continue;
      seen.add(id);
      if (item.updatedAt !== undefined && fresh.get(id) === BigInt(item.updatedAt)) continue;
      yield { owner, slug };
    }
    cursor = walk.advance(cursor, page.nextCursor, page.items.length);
  } while (cursor);
  // Read with a token: the skills only its feed names (lists are public everywhere; private skills are not in them).
  for (const slug of fromFeed) {
    if (seen.has(slug) || [...seen].some((id) => id.endsWith(`/${slug}`))) continue;
    seen.add(slug);
    yield { slug };
  }
  // Held here but no longer listed (hidden or deleted upstream): asked about, so the copy follows.
  const held = await db.mirroredSkill.findMany({
    where: { upstreamName: mirror.name, upstreamState: "active" },
    select: { upstreamOwner: true, upstreamSlug: true },
  });
  for (const row of held) {
    if (seen.has(`${row.upstreamOwner}/${row.upstreamSlug}`) || seen.has(row.upstreamSlug)) continue;
    yield { owner: row.upstreamOwner, slug: row.upstreamSlug };
  }
}

async function* only(refs: UpstreamRef[]): AsyncIterable<UpstreamRef> {
  yield* refs;
}

export async function planSync(api: UpstreamApi, mirror: MirrorSettings, changesCursor: string | null, report: ReportProblem): Promise<SyncPlan> {
  const named = namedSkills(mirror);
  if (changesCursor) {
    const feed = await feedSince(api, changesCursor, report);
    if (feed) {
      const refs = [...named, ...[...feed.slugs].filter((slug) => !named.some((ref) => ref.slug === slug)).map((slug) => ({ slug }))];
      return { mode: "incremental", refs: only(refs), cursorAfter: () => feed.cursor };
    }
  }
  // With a token, the reader's feed from the start names every skill the token may read (private
  // ones are in no list) and ends where the next sync continues.
  const whole = mirror.withToken ? await feedSince(api, "0", report) : null;
  if (whole) return { mode: "full", refs: everything(api, mirror, named, report, [...whole.slugs]), cursorAfter: () => whole.cursor };
  // Note where the feed is before copying everything: events after this point are the next sync's.
  const head = await api.changes("0", 1).then((page) => page?.head ?? null);
  return { mode: "full", refs: everything(api, mirror, named, report), cursorAfter: () => head };
}
