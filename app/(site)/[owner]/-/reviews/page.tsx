// /<org>/-/reviews – versions the org's policy (suspicious: hold) held for review, for its owners
// and admins: the scanner's findings, who published it, approve (publishes it) or reject with a
// reason. Not page-cached (signed-in only).
import type { Metadata } from "next";
import Link from "next/link";
import { requireActor } from "@/lib/auth/next/require-actor";
import { listHeldVersions } from "@/lib/orgs";
import { ResultActionForm } from "@/app/_components/publish/result-action-form-client";
import { Badge, Banner, Card, Container, EmptyState, PageHeader, textLink } from "@/app/_components/ui";
import { TextField } from "@/app/_components/ui/input";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { fileLineHref } from "@/app/_lib/file-line-href";
import { loadForOrgAdmin, OrgNav, orgHandle } from "../_components/org-admin-page";
import { reviewAction } from "./actions";

type Props = { params: Promise<{ owner: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** "slug@1.2.0 approved: it is published." after a decision redirected here; nothing for anything else. */
function decided(query: Record<string, string | string[] | undefined>): string | null {
  const what = typeof query.decided === "string" && /^[a-z0-9~-]{1,128}@[0-9A-Za-z.+-]{1,128}$/.test(query.decided) ? query.decided : null;
  if (!what) return null;
  if (query.decision === "approve") return `${what} approved: it is published.`;
  if (query.decision === "reject") return `${what} rejected.`;
  return null;
}

export const metadata: Metadata = { title: "Review queue", robots: { index: false } };

export default async function OrgReviewsPage({ params, searchParams }: Props) {
  const org = orgHandle((await params).owner);
  const done = decided(await searchParams);
  const actor = await requireActor(`/${org}/-/reviews`);
  const loaded = await loadForOrgAdmin(org, actor.handle, () => listHeldVersions({ org, actor }));
  if ("notice" in loaded) return loaded.notice;
  const { items, more } = loaded.data;
  return (
    <main className="py-8 sm:py-10">
      <Container width="prose" className="space-y-6">
        <PageHeader
          title={`Review queue of @${org}`}
          description="Suspicious versions this organisation holds for review (Settings → Suspicious versions). Nobody but the organisation's owners and admins, and who published it, can see or install a held version until it is approved."
        />
        <OrgNav org={org} current="reviews" />
        {done && (
          <Banner tone="success" title={done} testId="review-decided">
            It is in the audit log.
          </Banner>
        )}
        {items.length === 0 ? (
          <EmptyState title="Nothing waits for review" testId="reviews-empty">
            Held versions appear here as they are published.
          </EmptyState>
        ) : (
          <ul className="space-y-4" data-testid="review-queue">
            {items.map((item) => (
              <li key={`${item.slug}@${item.version}`} data-testid="review-item">
                <Card
                  title={`${item.displayName} ${item.version}`}
                  description={
                    <span>
                      <Link href={`/${org}/${item.slug}/versions`} className={textLink}>
                        {item.slug}
                      </Link>{" "}
                      <Badge>{item.visibility}</Badge> <Badge tone="warning">{item.verdict}</Badge> published by @{item.publishedBy} on{" "}
                      {item.publishedAt.slice(0, 10)}
                    </span>
                  }
                >
                  <p className="text-sm">{item.summary}</p>
                  {(item.labels.displayName || item.labels.topics || item.labels.tags) && (
                    <p className="mt-2 text-sm" data-testid="review-labels">
                      Approving also applies what the publish asked for:
                      {item.labels.displayName && ` display name “${item.labels.displayName}”;`}
                      {item.labels.topics && ` topics ${item.labels.topics.join(", ")};`}
                      {item.labels.tags && ` dist-tags ${item.labels.tags.join(", ")}`}
                    </p>
                  )}
                  {item.findings.length > 0 && (
                    <ul className="mt-2 space-y-1 text-sm" data-testid="review-findings">
                      {item.findings.map((finding, index) => (
                        <li key={index}>
                          <Badge tone="warning">{finding.severity}</Badge> <code>{finding.ruleId}</code>{" "}
                          <Link
                            href={fileLineHref({ base: `/${org}/${item.slug}`, version: item.version, file: finding.file, line: finding.line })}
                            className={textLink}
                          >
                            {finding.file}
                            {finding.line !== null ? `:${finding.line}` : ""}
                          </Link>{" "}
                          — {finding.message}
                        </li>
                      ))}
                      {item.findingCount > item.findings.length && <li>… and {item.findingCount - item.findings.length} more</li>}
                    </ul>
                  )}
                  <div className="mt-4 flex flex-wrap items-end gap-3">
                    <ResultActionForm action={reviewAction} label={`Approve ${item.slug}@${item.version}`}>
                      <input type="hidden" name="org" value={org} />
                      <input type="hidden" name="slug" value={item.slug} />
                      <input type="hidden" name="version" value={item.version} />
                      <input type="hidden" name="decision" value="approve" />
                      <SubmitButton pendingText="Approving…">Approve and publish</SubmitButton>
                    </ResultActionForm>
                    <ResultActionForm action={reviewAction} className="flex flex-wrap items-end gap-2" label={`Reject ${item.slug}@${item.version}`}>
                      <input type="hidden" name="org" value={org} />
                      <input type="hidden" name="slug" value={item.slug} />
                      <input type="hidden" name="version" value={item.version} />
                      <input type="hidden" name="decision" value="reject" />
                      <TextField id={`reason-${item.slug}-${item.version}`} name="reason" label="Reason" required maxLength={500} autoComplete="off" />
                      <SubmitButton pendingText="Rejecting…">Reject</SubmitButton>
                    </ResultActionForm>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
        {more && <p className="text-sm">More versions wait: decide on these first.</p>}
      </Container>
    </main>
  );
}
