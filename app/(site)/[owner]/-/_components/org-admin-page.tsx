// Shared by the org pages for owners and admins (/<org>/-/reviews, -/audit, -/settings): the org
// handle from the URL, the navigation between them, and what anyone else is told instead.
import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { isAppError } from "@/lib/errors";
import { Container, EmptyState, ShieldXIcon, textLink } from "@/app/_components/ui";

export function orgHandle(raw: string): string {
  return decodeURIComponent(raw).replace(/^@/, "").toLowerCase();
}

const PAGES = [
  ["members", "Members"],
  ["reviews", "Review queue"],
  ["audit", "Audit log"],
  ["settings", "Settings"],
] as const;

export function OrgNav({ org, current }: { org: string; current: (typeof PAGES)[number][0] }) {
  return (
    <nav aria-label="Organisation" className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="org-nav">
      <Link href={`/${org}`} className={textLink}>
        @{org}
      </Link>
      {PAGES.map(([page, label]) =>
        page === current ? (
          <span key={page} aria-current="page" className="font-semibold">
            {label}
          </span>
        ) : (
          <Link key={page} href={`/${org}/-/${page}`} className={textLink}>
            {label}
          </Link>
        ),
      )}
    </nav>
  );
}

/** Runs the page's loader: an unknown org is a 404; someone who is not an owner or admin gets a notice (orgs are public, so this reveals nothing). */
export async function loadForOrgAdmin<T>(org: string, handle: string, load: () => Promise<T>): Promise<{ data: T } | { notice: ReactNode }> {
  try {
    return { data: await load() };
  } catch (error) {
    if (isAppError(error) && error.code === "ORG_NOT_FOUND") notFound();
    if (isAppError(error) && error.code === "ORG_ROLE_REQUIRED") {
      return {
        notice: (
          <main className="py-12">
            <Container width="prose">
              <EmptyState icon={<ShieldXIcon size={32} />} title="Only the organisation's owners and admins see this" testId="org-admin-only">
                You are signed in as @{handle}. Ask an owner of @{org} if you need it.
              </EmptyState>
            </Container>
          </main>
        ),
      };
    }
    throw error;
  }
}
