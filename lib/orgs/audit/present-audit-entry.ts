// One org audit entry as the audit page and the JSON lines export show it. The field names are a
// contract for whoever ingests the export (a SIEM, a script): add fields, never rename one.
import type { Prisma } from "@/lib/db";
import type { OrgAuditRule } from "./org-audit-actions";

export type OrgAuditEntry = {
  /** Increasing: the export's `since` and the page's `before` are ids. */
  id: string;
  at: string;
  action: string;
  /** Handle of who did it; null for the operator (admin CLI) or a deleted account. */
  actor: string | null;
  targetType: string;
  targetId: string;
  /** Current slug of the skill it concerns, when any. */
  skill: string | null;
  reason: string | null;
  data: Prisma.JsonValue | null;
  ip: string | null;
};

export type AuditRow = {
  id: bigint;
  createdAt: Date;
  action: string;
  targetType: string;
  targetId: string;
  skillId: string | null;
  reason: string | null;
  data: Prisma.JsonValue | null;
  ip: string | null;
  actor: { handle: string } | null;
};

export const auditRowSelect = {
  id: true,
  createdAt: true,
  action: true,
  targetType: true,
  targetId: true,
  skillId: true,
  reason: true,
  data: true,
  ip: true,
  actor: { select: { handle: true } },
} as const satisfies Prisma.AuditLogSelect;

/** Only the keys the action's rule names; anything else (a key added later, a value that is not an object) is dropped. */
function namedData(data: Prisma.JsonValue | null, keys: readonly string[]): Prisma.JsonObject | null {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return null;
  const named: Prisma.JsonObject = {};
  for (const key of keys) if (Object.hasOwn(data, key) && data[key] !== undefined) named[key] = data[key];
  return named;
}

/** `rule`: the action's entry in ORG_AUDIT_ACTIONS (the caller reads only actions that have one). */
export function presentAuditEntry(row: AuditRow, slugs: Map<string, string>, rule: OrgAuditRule): OrgAuditEntry {
  return {
    id: row.id.toString(),
    at: row.createdAt.toISOString(),
    action: row.action,
    actor: row.actor?.handle ?? null,
    targetType: row.targetType,
    targetId: row.targetId,
    skill: row.skillId ? (slugs.get(row.skillId) ?? null) : null,
    reason: row.reason,
    data: namedData(row.data, rule.data),
    ip: rule.address ? row.ip : null,
  };
}
