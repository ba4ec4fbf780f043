// The security verdict as people read it: Clean, Suspicious or Blocked, each with a one-line
// meaning. Takes the database enum or the scanner's lower-case verdict; `blocked` covers both a
// moderator's block and a malicious verdict (neither can be installed).
import type { ReactNode } from "react";
import { badgeTones } from "./badge";
import { ShieldAlertIcon, ShieldCheckIcon, ShieldXIcon } from "./icons";

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

const icons: Record<VerdictKind, (props: { size?: number }) => ReactNode> = {
  clean: ShieldCheckIcon,
  suspicious: ShieldAlertIcon,
  blocked: ShieldXIcon,
};

export function VerdictBadge({ verdict, blocked = false, size = "md", testId }: { verdict: string; blocked?: boolean; size?: "sm" | "md" | "lg"; testId?: string }) {
  const kind = verdictKind(verdict, blocked);
  const copy = verdictCopy[kind];
  const Icon = icons[kind];
  const sizing = size === "lg" ? "px-3 py-1 text-sm gap-1.5" : size === "sm" ? "px-1.5 py-0 text-[11px] gap-1" : "px-2 py-0.5 text-xs gap-1";
  return (
    <span
      data-testid={testId}
      data-verdict={kind}
      title={copy.meaning}
      className={`inline-flex items-center rounded-full border font-semibold whitespace-nowrap ${sizing} ${badgeTones[copy.tone]}`}
    >
      <Icon size={size === "lg" ? 16 : 13} />
      {copy.label}
    </span>
  );
}
