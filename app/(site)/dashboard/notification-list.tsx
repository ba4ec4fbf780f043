// Notifications on the dashboard: a skill hidden pending review (with the appeal form while it is
// hidden and no appeal is open), and the outcome of an appeal. Never reporters' names or words.
import Link from "next/link";
import type { NotificationItem } from "@/lib/notifications/list-notifications";
import { ResultActionForm } from "@/app/_components/publish/result-action-form-client";
import { Card, textLink } from "@/app/_components/ui";
import { controlClass } from "@/app/_components/ui/input";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { formatTimestamp } from "@/app/_components/format";
import { appealAction, markReadAction } from "./actions";

function headline(item: NotificationItem): string {
  const data = (item.data ?? {}) as { outcome?: string; version?: string };
  if (item.kind === "version.held") return `has a version (${data.version ?? "new"}) waiting for your review: see the organisation's review queue.`;
  if (item.kind === "skill.hidden-pending-review") return "was hidden pending review after reports.";
  if (item.kind === "appeal.decided")
    return data.outcome === "upheld" ? "is public again: your appeal was upheld." : "stays hidden: a moderator rejected your appeal.";
  return "has an update.";
}

function AppealForm({ item }: { item: NotificationItem }) {
  const skill = item.skill;
  if (item.kind !== "skill.hidden-pending-review" || !skill || skill.deleted) return null;
  if (skill.moderation !== "AUTO_HIDDEN" && skill.moderation !== "HIDDEN") return null;
  if (skill.appealOpen) return <p className="text-xs text-slate-600 dark:text-slate-400">Your appeal is with the moderators.</p>;
  const id = `appeal-${item.id}`;
  return (
    <ResultActionForm action={appealAction} className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end" label={`Appeal ${skill.slug}`}>
      <input type="hidden" name="slug" value={skill.slug} />
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={id} className="block text-xs font-medium">
          Why should it be public? (moderators read this)
        </label>
        <input id={id} name="message" required maxLength={2000} className={controlClass} autoComplete="off" />
      </div>
      <SubmitButton size="sm" tone="secondary" pendingText="Sending…">
        Appeal
      </SubmitButton>
    </ResultActionForm>
  );
}

export function NotificationList({ items }: { items: NotificationItem[] }) {
  const unread = items.filter((item) => !item.read).length;
  return (
    <Card title="Notifications" description={unread > 0 ? `${unread} new` : undefined} testId="notifications">
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {items.map((item) => (
          <li key={item.id} className="py-3 text-sm" data-testid="notification" data-kind={item.kind} data-read={item.read ? "1" : "0"}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p>
                {item.skill ? (
                  <Link href={`/${item.skill.ownerHandle}/${item.skill.slug}/manage`} className={`font-semibold ${textLink}`}>
                    {item.skill.slug}
                  </Link>
                ) : (
                  <strong>A skill</strong>
                )}{" "}
                {headline(item)}
                <span className="block text-xs text-slate-600 dark:text-slate-400">{formatTimestamp(item.createdAt)}</span>
              </p>
              {!item.read && (
                <ResultActionForm action={markReadAction} label={`Mark notification about ${item.skill?.slug ?? "a skill"} read`}>
                  <input type="hidden" name="id" value={item.id} />
                  <SubmitButton size="sm" tone="secondary">
                    Mark read
                  </SubmitButton>
                </ResultActionForm>
              )}
            </div>
            <AppealForm item={item} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
