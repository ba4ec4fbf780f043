// The org audit log's allow-list applied to one entry (lib/orgs/audit): named keys only, nothing
// for data that is not an object, no address for registry staff, and unnamed actions have no rule.
import { describe, expect, test } from "vitest";
import { ORG_AUDIT_ACTIONS, orgAuditRule } from "@/lib/orgs/audit/org-audit-actions";
import { presentAuditEntry, type AuditRow } from "@/lib/orgs/audit/present-audit-entry";

function row(action: string, data: AuditRow["data"]): AuditRow {
  return {
    id: 7n,
    createdAt: new Date("2026-01-02T03:04:05Z"),
    action,
    targetType: "version",
    targetId: "v1",
    skillId: "s1",
    reason: null,
    data,
    ip: "192.0.2.9",
    actor: { handle: "someone" },
  };
}

const present = (action: string, data: AuditRow["data"]) => presentAuditEntry(row(action, data), new Map([["s1", "tool"]]), orgAuditRule(action)!);

describe("org audit allow-list", () => {
  test("keeps the named data keys and drops the others", () => {
    const entry = present("version.file-read", { slug: "tool", version: "1.0.0", visibility: "private", path: "SKILL.md", secret: "x" });
    expect(entry.data).toEqual({ slug: "tool", version: "1.0.0", visibility: "private", path: "SKILL.md" });
    expect(entry).toMatchObject({ id: "7", action: "version.file-read", actor: "someone", skill: "tool", ip: "192.0.2.9" });
  });

  test("data that is not an object shows as null", () => {
    for (const data of [null, "text", 3, ["slug"]]) expect(present("version.download", data).data).toBeNull();
  });

  test("registry staff's entries carry no address; the org's own do", () => {
    expect(present("moderation.hide-skill", { slug: "tool" }).ip).toBeNull();
    expect(present("skill.set-visibility", { slug: "tool" }).ip).toBe("192.0.2.9");
  });

  test("reports, stars and unknown actions have no rule; inherited names are not rules", () => {
    for (const action of ["skill.report", "skill.star", "skill.unstar", "skill.future-thing", "constructor", "toString", "__proto__"])
      expect(orgAuditRule(action), action).toBeNull();
    for (const action of Object.keys(ORG_AUDIT_ACTIONS)) expect(orgAuditRule(action), action).not.toBeNull();
  });
});
