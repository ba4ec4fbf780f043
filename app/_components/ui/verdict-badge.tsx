// The security verdict as people read it: Clean, Suspicious or Blocked, each with a one-line
// meaning. Takes the database enum or the scanner's lower-case verdict; `blocked` covers both a
// moderator's block and a malicious verdict (neither can be installed). The badge itself is
// verdict-badge-client.tsx; the words are here, where page metadata reads them on the server.

export type VerdictKind = "clean" | "suspicious" | "blocked";

export function verdictKind(verdict: string, blocked = false): VerdictKind {
  const value = verdict.toLowerCase();
  if (blocked || value === "malicious" || value === "blocked") return "blocked";
  return value === "suspicious" ? "suspicious" : "clean";
}

export const verdictCopy: Record<VerdictKind, { label: string; meaning: string; tone: "success" | "warning" | "danger" }> = {
  clean: { label: "Clean", meaning: "The scanner found nothing dangerous in any file.", tone: "success" },
  suspicious: { label: "Suspicious", meaning: "The scanner found patterns worth a human look before you install.", tone: "warning" },
  blocked: { label: "Blocked", meaning: "Judged malicious or blocked by a moderator: it cannot be installed.", tone: "danger" },
};
