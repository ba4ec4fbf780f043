// Pages of an org's audit log for its owners and admins: newest first for the audit page
// (`before` an id), oldest first for the export (`since` an id, like the change feed).
import type { StandingActor } from "@/lib/access";
import { db } from "@/lib/db";
import { assertOrgAdmin } from "../assert-org-admin";
import { findOrg } from "../find-org";
import { ORG_AUDIT_ACTION_NAMES, orgAuditRule } from "./org-audit-actions";
import { auditRowSelect, presentAuditEntry, type OrgAuditEntry } from "./present-audit-entry";

export const AUDIT_PAGE_MAX = 500;

/** The org, once its owners and admins are checked (ORG_NOT_FOUND, ORG_ROLE_REQUIRED otherwise). */
export async function openOrgAudit(input: { org: string; actor: StandingActor }): Promise<{ id: string; handle: string }> {
  const org = await findOrg(db, input.org);
  await assertOrgAdmin(db, input.actor, org.id);
  return { id: org.id, handle: org.handle };
}

export async function readOrgAuditPage(input: {
  orgId: string;
  order: "newest" | "oldest";
  /** Exclusive bound: entries older than this id (newest first) or newer (oldest first). */
  after?: bigint;
  limit: number;
}): Promise<OrgAuditEntry[]> {
  const limit = Math.min(Math.max(1, input.limit), AUDIT_PAGE_MAX);
  const newest = input.order === "newest";
  const rows = await db.auditLog.findMany({
    where: {
      publisherId: input.orgId,
      // Only the actions the org's log names (org-audit-actions.ts): a new action stays out until named.
      action: { in: [...ORG_AUDIT_ACTION_NAMES] },
      ...(input.after === undefined ? {} : { id: newest ? { lt: input.after } : { gt: input.after } }),
    },
    orderBy: { id: newest ? "desc" : "asc" },
    take: limit,
    select: auditRowSelect,
  });
  const skillIds = [...new Set(rows.flatMap((row) => (row.skillId ? [row.skillId] : [])))];
  const skills = skillIds.length ? await db.skill.findMany({ where: { id: { in: skillIds } }, select: { id: true, slug: true } }) : [];
  const slugs = new Map(skills.map((skill) => [skill.id, skill.slug.split("~released~")[0]!]));
  return rows.map((row) => presentAuditEntry(row, slugs, orgAuditRule(row.action)!));
}

/** The export: every entry after `since`, oldest first, read a page at a time, at most `limit`. */
export async function* exportOrgAudit(input: { orgId: string; since?: bigint; limit: number }): AsyncGenerator<OrgAuditEntry> {
  let after = input.since;
  let left = input.limit;
  while (left > 0) {
    const page = await readOrgAuditPage({ orgId: input.orgId, order: "oldest", after, limit: Math.min(left, AUDIT_PAGE_MAX) });
    for (const entry of page) yield entry;
    if (page.length < Math.min(left, AUDIT_PAGE_MAX)) return;
    left -= page.length;
    after = BigInt(page.at(-1)!.id);
  }
}

/**
 * The export as a byte stream of JSON lines, pulled a page at a time as the client reads. The first
 * entry is read before the stream is returned, so a failure to read at all is an error status, not
 * an empty 200.
 */
export async function exportOrgAuditLines(input: { orgId: string; since?: bigint; limit: number }): Promise<ReadableStream<Uint8Array>> {
  const entries = exportOrgAudit(input);
  const encoder = new TextEncoder();
  let first: IteratorResult<OrgAuditEntry> | null = await entries.next();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = first ?? (await entries.next());
      first = null;
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(`${JSON.stringify(next.value)}\n`));
    },
    async cancel() {
      await entries.return(undefined);
    },
  });
}
