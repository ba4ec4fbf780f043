"use client";
// The verdict badge (words in lib/access/verdicts.ts). A client component so pages and listings that
// show many badges carry each one's verdict in the RSC payload, not its markup (decision 026).
import type { ReactNode } from "react";
import { statusKind, verdictCopy, verdictKind, type VerdictKind } from "@/lib/access/verdicts";
import { badgeTones } from "./badge";
import { ShieldAlertIcon, ShieldCheckIcon, ShieldXIcon } from "./icons";

const icons: Record<VerdictKind, (props: { size?: number }) => ReactNode> = {
  clean: ShieldCheckIcon,
  suspicious: ShieldAlertIcon,
  blocked: ShieldXIcon,
};

type Shown = { verdict: string; status?: never } | { status: { state: string; verdict: string }; verdict?: never };

/** `status`: a version's status from its loader (lib/access versionStatus); `verdict`: a scan's or a listing's verdict. */
export function VerdictBadge({ size = "md", testId, ...shown }: Shown & { size?: "sm" | "md" | "lg"; testId?: string }) {
  const kind = shown.status ? statusKind(shown.status) : verdictKind(shown.verdict);
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
