// /<org>/-/audit – the org's audit log for its owners and admins, newest first, 50 a page
// (`?before=<id>`), with the JSON lines export (GET /api/v1/orgs/<org>/audit) linked. Not page-cached.
import type { Metadata } from "next";
import Link from "next/link";
import { requireActor } from "@/lib/auth/next/require-actor";
import { openOrgAudit, readOrgAuditPage } from "@/lib/orgs";
import { Badge, Card, Container, EmptyState, PageHeader, textLink } from "@/app/_components/ui";
import { loadForOrgAdmin, OrgNav, orgHandle } from "../_components/org-admin-page";

type Props = { params: Promise<{ owner: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: "Audit log", robots: { index: false } };

const PAGE = 50;

function cursor(value: string | string[] | undefined): bigint | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw && /^[1-9]\d{0,18}$/.test(raw) && BigInt(raw) <= 9_223_372_036_854_775_807n ? BigInt(raw) : undefined;
}

function summary(data: unknown): string {
  if (data === null || typeof data !== "object") return "";
  const text = JSON.stringify(data);
  return text.length > 240 ? `${text.slice(0, 240)}…` : text;
}

export default async function OrgAuditPage({ params, searchParams }: Props) {
  const org = orgHandle((await params).owner);
  const before = cursor((await searchParams).before);
  const actor = await requireActor(`/${org}/-/audit`);
  const loaded = await loadForOrgAdmin(org, actor.handle, async () => {
    const opened = await openOrgAudit({ org, actor });
    return readOrgAuditPage({ orgId: opened.id, order: "newest", after: before, limit: PAGE });
  });
  if ("notice" in loaded) return loaded.notice;
  const entries = loaded.data;
  return (
    <main className="py-8 sm:py-10">
      <Container className="space-y-6">
        <PageHeader
          title={`Audit log of @${org}`}
          description={
            <span>
              Publishes, held, approved and rejected versions, visibility changes, member and policy changes, and downloads and file reads of internal and
              private skills. Export it as JSON lines:{" "}
              <a href={`/api/v1/orgs/${org}/audit`} className={textLink} data-testid="audit-export">
                /api/v1/orgs/{org}/audit
              </a>{" "}
              (<code>?since=&lt;id&gt;</code> continues; a token with the read scope works).
            </span>
          }
        />
        <OrgNav org={org} current="audit" />
        {entries.length === 0 ? (
          <EmptyState title="No entries" testId="audit-empty">
            {before ? "Nothing older." : "Nothing has happened in this organisation yet."}
          </EmptyState>
        ) : (
          <Card>
            <table className="w-full text-left text-sm" data-testid="audit-log">
              <thead>
                <tr>
                  <th className="py-2 pr-3">When</th>
                  <th className="py-2 pr-3">Who</th>
                  <th className="py-2 pr-3">What</th>
                  <th className="py-2 pr-3">Skill</th>
                  <th className="py-2">Details</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {entries.map((entry) => (
                  <tr key={entry.id} data-testid="audit-entry">
                    <td className="py-2 pr-3 whitespace-nowrap">{entry.at.replace("T", " ").slice(0, 19)}</td>
                    <td className="py-2 pr-3">{entry.actor ? `@${entry.actor}` : "operator"}</td>
                    <td className="py-2 pr-3">
                      <Badge>{entry.action}</Badge>
                    </td>
                    <td className="py-2 pr-3">{entry.skill ?? ""}</td>
                    <td className="py-2 break-all">
                      {entry.reason ? `${entry.reason} ` : ""}
                      <span className="text-slate-600 dark:text-slate-400">{summary(entry.data)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        )}
        <nav className="flex gap-4 text-sm" aria-label="Pages">
          {before !== undefined && (
            <Link href={`/${org}/-/audit`} className={textLink}>
              Newest
            </Link>
          )}
          {entries.length === PAGE && (
            <Link href={`/${org}/-/audit?before=${entries.at(-1)!.id}`} className={textLink} data-testid="audit-older">
              Older entries
            </Link>
          )}
        </nav>
      </Container>
    </main>
  );
}
