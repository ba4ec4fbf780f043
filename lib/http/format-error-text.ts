// Our JSON error body as the plain text ClawHub answers with. The clawhub CLI prints an error body
// verbatim, so the text is the message plus one line per finding, diagnostic or invalid field.
import type { ErrorBody } from "@/lib/errors";

type Located = { file?: unknown; line?: unknown; path?: unknown; severity?: unknown; ruleId?: unknown; code?: unknown; message?: unknown };

// ClawHub's exact wording where the CLI matches on it: `publish` and `sync` treat a resolve answer
// containing "skill not found" as "new skill", and the CLI rewrites that text into its own hint.
const CANONICAL: Partial<Record<string, string>> = { SKILL_NOT_FOUND: "Skill not found" };

function describe(entry: Located): string | null {
  if (typeof entry.message !== "string") return null;
  const where =
    typeof entry.file === "string"
      ? `${entry.file}${typeof entry.line === "number" ? `:${entry.line}` : ""}`
      : typeof entry.path === "string" && entry.path
        ? entry.path
        : "";
  const label = [
    typeof entry.severity === "string" ? entry.severity : null,
    typeof entry.ruleId === "string" ? entry.ruleId : typeof entry.code === "string" ? entry.code : null,
  ]
    .filter(Boolean)
    .join(" ");
  return `  ${[where, label].filter(Boolean).join(" ")}${where || label ? ": " : ""}${entry.message}`;
}

function detailLines(details: unknown): string[] {
  const lists: unknown[] = [];
  if (Array.isArray(details)) lists.push(details);
  else if (details && typeof details === "object") {
    const record = details as { findings?: unknown; diagnostics?: unknown };
    if (Array.isArray(record.findings)) lists.push(record.findings);
    if (Array.isArray(record.diagnostics)) lists.push(record.diagnostics);
  }
  return lists
    .flatMap((list) => (list as unknown[]).flatMap((entry) => (entry && typeof entry === "object" ? [describe(entry as Located)] : [])))
    .filter((line): line is string => line !== null)
    .slice(0, 50);
}

export function formatErrorText(body: ErrorBody): string {
  const { code, message, details, requestId } = body.error;
  const lines = [CANONICAL[code] ?? message, ...detailLines(details)];
  if (requestId) lines.push(`(request id ${requestId})`);
  return lines.join("\n");
}
