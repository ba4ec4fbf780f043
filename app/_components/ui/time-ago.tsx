// A relative time ("3 days ago") with the exact UTC time in a tooltip and machine-readable datetime.
// Server component: rendered once per request, so there is no hydration mismatch to worry about.
import { formatRelative, formatTimestamp } from "../format";

export function TimeAgo({ date, className = "" }: { date: Date; className?: string }) {
  return (
    <time dateTime={date.toISOString()} title={formatTimestamp(date)} className={className}>
      {formatRelative(date)}
    </time>
  );
}
