// Dates on settings pages: a stable, unambiguous day (UTC) that reads the same on server and client.
export function formatDay(date: Date | null | undefined, empty = "—"): string {
  return date ? date.toISOString().slice(0, 10) : empty;
}
