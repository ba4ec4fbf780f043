// Where a finding or diagnostic (file, line) opens: the Files tab with `line`, which shows the
// window of the file around that line with it marked, for any file length (lib/render/line-window.ts),
// and the fragment that scrolls to it. A finding inside an archive ("assets/x.zip!/run.sh") opens
// the archive's own entry (the Files tab describes archives, it does not unpack them); a finding
// about a whole file (line 0) opens the file.
export function fileLineHref(input: { base: string; version?: string | null; file: string; line?: number | null }): string {
  const inner = input.file.indexOf("!/");
  const path = inner === -1 ? input.file : input.file.slice(0, inner);
  const line = inner === -1 && input.line && input.line > 0 ? input.line : null;
  const query = new URLSearchParams({ ...(input.version ? { version: input.version } : {}), path, ...(line ? { line: String(line) } : {}) });
  return `${input.base}/files?${query.toString()}${line ? `#L${line}` : ""}`;
}
