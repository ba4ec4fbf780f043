"use client";
// What an import did, skill by skill, with a sync switch for each one that was published.
import Link from "next/link";
import type { FormAction } from "@/lib/auth/next/action-state";
import type { GithubSyncState, ImportGithubSkillsResult } from "@/lib/github";
import { Card } from "@/app/_components/ui";
import { SyncToggle } from "./sync-toggle-client";

const statusText = {
  published: "Published",
  unchanged: "Already published (same content)",
  held: "Published, waiting for a moderator",
  failed: "Not published",
} as const;

export function ImportResults({
  result,
  ownerHandle,
  syncAction,
}: {
  result: ImportGithubSkillsResult;
  ownerHandle: string;
  syncAction: FormAction<GithubSyncState>;
}) {
  return (
    <Card
      title="Import results"
      description={
        <>
          From {result.repository} at <code>{result.commit.slice(0, 12)}</code>
        </>
      }
    >
      <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="import-results">
        {result.results.map((outcome) => (
          <li key={outcome.path} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
            <div>
              <p className="font-medium">
                {outcome.slug && outcome.status !== "failed" ? (
                  <Link href={`/${ownerHandle}/${outcome.slug}`} className="text-blue-700 hover:underline dark:text-blue-300">
                    {outcome.slug}@{outcome.version}
                  </Link>
                ) : (
                  <code>{outcome.path || "/"}</code>
                )}{" "}
                — {statusText[outcome.status]}
              </p>
              {outcome.error && (
                <p className="text-red-700 dark:text-red-300">
                  {outcome.error.message} <code className="text-xs">({outcome.error.code})</code>
                </p>
              )}
              {outcome.summary && outcome.status !== "failed" && <p className="text-xs text-slate-500 dark:text-slate-400">{outcome.summary}</p>}
            </div>
            {outcome.slug && outcome.status !== "failed" && <SyncToggle slug={outcome.slug} initial={outcome.syncEnabled} action={syncAction} />}
          </li>
        ))}
      </ul>
      {result.webhookPath && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-testid="import-webhook-hint">
          Sync needs this repository&apos;s own webhook on GitHub: its URL and secret are on each synced skill&apos;s manage page (Automatic publishing →
          Webhook for GitHub).
        </p>
      )}
    </Card>
  );
}
