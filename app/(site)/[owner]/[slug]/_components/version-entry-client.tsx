"use client";
// One version in the Versions tab: number, dist-tags, verdict, state, who published it, size,
// changelog and links. A client component so the tab's RSC payload carries each version's data, not
// its markup a second time (decision 026; a skill may list hundreds of versions). Everything
// time-dependent arrives formatted (TimeLabel), so hydration agrees with the server's render.
import Link from "next/link";
import type { RenderNotice } from "@/lib/render/render-markdown-for-page";
import { formatBytes } from "@/app/_components/format";
import { MarkdownBody } from "@/app/_components/skill/markdown-body";
import { Badge } from "@/app/_components/ui/badge";
import { textLink } from "@/app/_components/ui/focus";
import type { TimeLabel } from "@/app/_components/ui/time-label";
import { VerdictBadge } from "@/app/_components/ui/verdict-badge-client";

export type VersionEntryProps = {
  /** /<owner>/<slug> */
  base: string;
  version: string;
  tags: string[];
  status: { state: string; verdict: string; reviewState: string | null };
  created: TimeLabel;
  publishedBy: string;
  fileCount: number;
  totalSize: number;
  withdrawnAt: TimeLabel | null;
  withdrawnReason: string | null;
  /** Why an organisation's reviewer rejected it (shown on the "Rejected in review" badge). */
  orgReviewReason: string | null;
  /** Rendered markdown, or the opening of an older changelog as plain text, or none. */
  changelog: { html: string; notices: RenderNotice[] } | { plain: string } | null;
  previous: string | null;
};

function Time({ label }: { label: TimeLabel }) {
  return (
    <time dateTime={label.iso} title={label.title}>
      {label.text}
    </time>
  );
}

export function VersionEntry({
  base,
  version,
  tags,
  status,
  created,
  publishedBy,
  fileCount,
  totalSize,
  withdrawnAt,
  withdrawnReason,
  orgReviewReason,
  changelog,
  previous,
}: VersionEntryProps) {
  const pinned = encodeURIComponent(version);
  return (
    <li
      id={`v${version}`}
      data-testid="version-entry"
      data-version={version}
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 className="font-mono text-lg font-semibold">
          <Link href={`${base}?version=${pinned}`} className={textLink}>
            v{version}
          </Link>
        </h2>
        {tags.map((tag) => (
          <Badge key={tag} tone="brand">
            {tag}
          </Badge>
        ))}
        <VerdictBadge status={status} size="sm" />
        {status.state === "withdrawn" && (
          <Badge tone="warning" title={withdrawnReason ?? undefined}>
            Withdrawn
          </Badge>
        )}
        {status.reviewState === "PENDING" && <Badge tone="info">Awaiting review</Badge>}
        {status.state === "held" && <Badge tone="warning">Held for the organisation&apos;s review</Badge>}
        {status.state === "rejected" && (
          <Badge tone="danger" title={orgReviewReason ?? undefined}>
            Rejected in review
          </Badge>
        )}
        <span className="text-sm text-slate-600 dark:text-slate-400">
          <Time label={created} /> by{" "}
          <Link href={`/${publishedBy}`} className={textLink}>
            @{publishedBy}
          </Link>{" "}
          · {fileCount} files · {formatBytes(totalSize)}
        </span>
      </div>
      {withdrawnAt && (
        <p className="mt-2 text-sm text-amber-800 dark:text-amber-300" data-testid="withdrawn-reason">
          Withdrawn <Time label={withdrawnAt} />
          {withdrawnReason ? `: ${withdrawnReason}` : "."} No longer offered for install.
        </p>
      )}
      <div className="mt-3 text-sm">
        {changelog && "html" in changelog ? (
          <MarkdownBody html={changelog.html} notices={changelog.notices} />
        ) : changelog ? (
          <p className="whitespace-pre-line text-slate-700 dark:text-slate-300" data-testid="changelog-plain">
            {changelog.plain}
          </p>
        ) : (
          <p className="text-slate-500 italic dark:text-slate-400">No changelog.</p>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link href={`${base}/files?version=${pinned}`} className={textLink}>
          Files
        </Link>
        <Link href={`${base}/security?version=${pinned}`} className={textLink}>
          Security report
        </Link>
        {previous && (
          <Link href={`${base}/versions/compare?from=${encodeURIComponent(previous)}&to=${pinned}`} className={textLink} data-testid="compare-previous">
            Changes since v{previous}
          </Link>
        )}
      </div>
    </li>
  );
}
