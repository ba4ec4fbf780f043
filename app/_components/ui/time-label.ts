// A time as TimeAgo shows it, computed on the server: client components take it as props, so the
// relative words ("3 days ago") are the server's and hydration never disagrees with them.
import { formatRelative, formatTimestamp } from "../format";

export type TimeLabel = { iso: string; title: string; text: string };

export function timeLabel(date: Date): TimeLabel {
  return { iso: date.toISOString(), title: formatTimestamp(date), text: formatRelative(date) };
}
