// What an org's audit log (its page and its JSON lines export) shows: only the actions named here,
// and of each only the `data` keys named for it. An allow-list, not a deny-list: recordAudit files
// every entry about a skill under the skill's owner, including entries that are other people's
// business (who reported or starred a skill), so an action or a data key someone adds later stays
// out of every org's log until it is named here on purpose. Add actions and keys, never rename one
// (the export is a contract). Keys are top-level; a named key's value is shown whole.
// docs/teams.md "Audit log" lists the same actions for operators.

/** `address: false`: the entry's `ip` is left out (registry staff: the org hears what and why, never from where). */
export type OrgAuditRule = { data: readonly string[]; address: boolean };

const rule = (data: readonly string[], address = true): OrgAuditRule => ({ data, address });
const staff = (data: readonly string[]): OrgAuditRule => rule(data, false);

const MEMBER = ["org", "user", "role", "previous", "source"] as const;
const PUBLISH = ["slug", "version", "digest", "verdict", "provenance", "blockedReason"] as const;
const TRANSFER = ["slug", "from", "to"] as const;
const VERDICT_CHANGE = ["slug", "version", "from", "to"] as const;
const MODERATION_STATE = ["slug", "from", "to"] as const;
const REPORT_PRESSURE = ["slug", "count", "weight", "reporters"] as const;
const PROVENANCE = ["kind", "issuer", "repository", "repositoryId", "commit", "ref", "workflowRef", "workflow", "runId", "runAttempt", "environment"] as const;

export const ORG_AUDIT_ACTIONS: Readonly<Record<string, OrgAuditRule>> = {
  // The org itself, its members and policy.
  "org.create": rule(["org", "owner"]),
  "org.member-add": rule(MEMBER),
  "org.member-role": rule(MEMBER),
  "org.member-remove": rule(MEMBER),
  "org.member-leave": rule(MEMBER),
  "org.member-invite": rule(MEMBER),
  "org.invite-accept": rule(MEMBER),
  "org.invite-decline": rule(MEMBER),
  "org.policy": rule(["org", "from", "to"]),
  "org.profile": rule(["org", "from", "to"]),
  // Versions: published, held, reviewed, read, withdrawn, rescanned.
  "version.publish": rule(PUBLISH),
  "version.hold": rule(PUBLISH),
  "version.mirror": rule(PUBLISH),
  "version.approve": rule(["slug", "version", "verdict", "labels"]),
  "version.reject": rule(["slug", "version", "verdict"]),
  "version.download": rule(["slug", "version", "visibility"]),
  "version.file-read": rule(["slug", "version", "visibility", "path"]),
  "version.withdraw": rule(["slug", "version", "releasedTags"]),
  "version.restore": rule(["slug", "version"]),
  "version.rescan": rule([...VERDICT_CHANGE, "fromScanner", "toScanner"]),
  "publish.blocked": rule(["slug", "version", "via", "syncActorId", "repositoryId", "commit", "digest", "scannerVersion", "findings"]),
  // Skills: deletion, visibility, topics, tags, transfers.
  "skill.delete": rule(["slug", "slugReservedUntil"]),
  "skill.undelete": rule(["slug", "deletedAt"]),
  "skill.set-visibility": rule(MODERATION_STATE),
  "skill.set-topics": rule(["slug", "topics"]),
  "tag.set": rule(["slug", "tag", "version", "previous"]),
  "tag.remove": rule(["slug", "tag", "previous"]),
  "transfer.request": rule(["slug", "to", "expiresAt"]),
  "transfer.accept": rule([...TRANSFER, "removedTrustedPublishers"]),
  "transfer.cancel": rule(TRANSFER),
  "transfer.reject": rule(TRANSFER),
  // Publishing from GitHub: trusted publishers, the tokens they mint, sync.
  "trusted-publisher.add": rule(["id", "repository", "repositoryId", "repositoryOwnerId", "workflow", "environment", "ref"]),
  "trusted-publisher.remove": rule(["id", "repository", "workflow", "environment"]),
  "token.mint-oidc": rule(["tokenId", "trustedPublisherId", ...PROVENANCE]),
  "github.sync-enable": rule(["repository", "repositoryId", "ref", "path", "hookId", "hookCreated"]),
  "github.sync-disable": rule(["repository", "repositoryId", "ref", "path", "hookId", "hookCreated"]),
  "github.webhook-rotate": rule(["hookId"]),
  // Registry staff and moderation automation on the org's skills, and the org's appeals to them.
  // Never who reported a skill (skill.report) or starred it (skill.star, skill.unstar).
  "moderation.hide-skill": staff(MODERATION_STATE),
  "moderation.unhide-skill": staff(MODERATION_STATE),
  "moderation.approve-skill": staff(MODERATION_STATE),
  "moderation.auto-hide": staff(REPORT_PRESSURE),
  "moderation.alert-report-threshold": staff([...REPORT_PRESSURE, "why"]),
  "moderation.block-version": staff(["slug", "version", "verdict", "releasedTags"]),
  "moderation.unblock-version": staff(["slug", "version", "verdict"]),
  "moderation.mark-suspicious": staff(VERDICT_CHANGE),
  "moderation.clear-version": staff(VERDICT_CHANGE),
  "moderation.confirm-report": staff(["slug", "status", "moderation"]),
  "moderation.dismiss-report": staff(["slug", "status", "moderation"]),
  "moderation.appeal": staff(["slug", "moderation"]),
};

export const ORG_AUDIT_ACTION_NAMES: readonly string[] = Object.keys(ORG_AUDIT_ACTIONS);

export function orgAuditRule(action: string): OrgAuditRule | null {
  return Object.hasOwn(ORG_AUDIT_ACTIONS, action) ? ORG_AUDIT_ACTIONS[action]! : null;
}
