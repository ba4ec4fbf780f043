// Alerts from the report automation (the last 7 days): bursts of reports, and skills that crossed
// the hide threshold but that the automation may not hide (popular, verified, cooling down).
import Link from "next/link";
import { Badge, EmptyState, TimeAgo, textLink } from "@/app/_components/ui";
import { type ModerationQueue as Queue, rowClass } from "./queue-row";

const WHY: Record<string, string> = { popular: "popular or verified: only a moderator may hide it", "cooling-down": "a moderator dismissed reports recently" };

export function AlertList({ alerts }: { alerts: Queue["alerts"] }) {
  if (alerts.length === 0) return <EmptyState title="No alerts" testId="empty-alerts" />;
  return (
    <ul className="space-y-3">
      {alerts.map((alert) => {
        const data = alert.data ?? {};
        const slug = typeof data.slug === "string" ? data.slug : null;
        return (
          <li key={alert.id} className={rowClass} data-testid="queue-alert" data-kind={alert.kind}>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <Badge tone="danger">{alert.kind === "report-burst" ? "report burst" : "report threshold"}</Badge>
              {alert.kind === "report-burst" ? (
                <span>
                  {String(data.reports ?? "?")} reports across the registry within {String(data.windowMinutes ?? "?")} minutes.
                </span>
              ) : (
                <span>
                  {slug ? (
                    <Link href={`/skills/${slug}`} className={`font-semibold ${textLink}`}>
                      {slug}
                    </Link>
                  ) : (
                    "A skill"
                  )}{" "}
                  reached the hide threshold ({String(data.reporters ?? "?")} reporters, weight {String(data.weight ?? "?")}) but was not hidden:{" "}
                  {WHY[String(data.why)] ?? String(data.why)}.
                </span>
              )}
              <span className="text-xs text-slate-600 dark:text-slate-400">
                <TimeAgo date={alert.createdAt} />
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
