// The right-hand side of browse and search: active filters (each removable), the result count,
// how many suspicious results were left out (with a link that includes them), the cards, and
// cursor paging. Also the empty and error states.
import Link from "next/link";
import type { SearchSort } from "@/lib/search";
import { formatNumber } from "../format";
import { Banner } from "../ui/banner";
import { ButtonLink } from "../ui/button";
import { EmptyState } from "../ui/empty-state";
import { focusRing } from "../ui/focus";
import { ArrowRightIcon, SearchIcon, ShieldAlertIcon } from "../ui/icons";
import { SkillGrid } from "../skill/skill-card";
import { catalogHref, type CatalogQuery } from "./catalog-query";
import type { CatalogPage } from "./run-catalog-search";

const OS_LABEL: Record<string, string> = { darwin: "macOS", linux: "Linux", win32: "Windows" };

function ActiveFilters({ path, query, defaultSort }: { path: string; query: CatalogQuery; defaultSort: SearchSort }) {
  const chips = [
    ...query.tags.map((tag) => ({ label: `#${tag}`, href: catalogHref(path, query, { tags: query.tags.filter((t) => t !== tag) }, defaultSort) })),
    ...query.os.map((os) => ({ label: OS_LABEL[os] ?? os, href: catalogHref(path, query, { os: query.os.filter((o) => o !== os) }, defaultSort) })),
    ...query.verdict.map((verdict) => ({
      label: verdict,
      href: catalogHref(path, query, { verdict: query.verdict.filter((v) => v !== verdict) }, defaultSort),
    })),
    ...query.bins.map((bin) => ({ label: `needs ${bin}`, href: catalogHref(path, query, { bins: query.bins.filter((b) => b !== bin) }, defaultSort) })),
  ];
  if (chips.length === 0) return null;
  return (
    <ul className="mb-4 flex flex-wrap items-center gap-2" aria-label="Active filters" data-testid="active-filters">
      {chips.map((chip) => (
        <li key={chip.label}>
          <Link
            href={chip.href}
            className={`inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 hover:bg-brand-100 dark:border-brand-800 dark:bg-brand-950 dark:text-brand-200 ${focusRing}`}
          >
            {chip.label} <span aria-hidden="true">×</span>
            <span className="sr-only">(remove filter)</span>
          </Link>
        </li>
      ))}
      <li>
        <Link
          href={catalogHref(path, { ...query, tags: [], os: [], bins: [], verdict: [] }, {}, defaultSort)}
          className={`text-xs font-medium text-slate-600 underline dark:text-slate-400 ${focusRing}`}
        >
          Clear all
        </Link>
      </li>
    </ul>
  );
}

function HiddenSuspicious({ path, query, defaultSort, count }: { path: string; query: CatalogQuery; defaultSort: SearchSort; count: number }) {
  if (count === 0) return null;
  // Clean ones stay in: "show" adds the suspicious ones to what is listed.
  const verdict: CatalogQuery["verdict"] = [...new Set([...(query.verdict.length ? query.verdict : (["clean"] as const)), "suspicious" as const])];
  return (
    <p
      className="mb-4 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100"
      data-testid="hidden-suspicious"
    >
      <ShieldAlertIcon className="mt-0.5" />
      <span>
        {count === 1 ? "1 suspicious result is hidden." : `${formatNumber(count)} suspicious results are hidden.`} The scanner found something in{" "}
        {count === 1 ? "it" : "them"} worth a look.{" "}
        <Link
          href={catalogHref(path, query, { verdict }, defaultSort)}
          className={`font-medium whitespace-nowrap underline underline-offset-2 ${focusRing}`}
          data-testid="show-suspicious"
        >
          Show {count === 1 ? "it" : "them"}
        </Link>
      </span>
    </p>
  );
}

export function CatalogResults({
  path,
  query,
  page,
  defaultSort,
  emptyTitle,
  emptyText,
}: {
  path: string;
  query: CatalogQuery;
  page: CatalogPage;
  defaultSort: SearchSort;
  emptyTitle: string;
  emptyText: React.ReactNode;
}) {
  if (!page.ok) {
    return (
      <div data-testid="catalog-error">
        <Banner
          tone="danger"
          title={
            page.code === "SEARCH_UNAVAILABLE"
              ? "Search is unavailable"
              : page.code.endsWith("CURSOR_INVALID")
                ? "That page no longer exists"
                : page.code === "RATE_LIMITED"
                  ? "Slow down a little"
                  : "That did not work"
          }
        >
          {page.message}{" "}
          <Link href={catalogHref(path, query, {}, defaultSort)} className="font-medium underline">
            {page.code.endsWith("CURSOR_INVALID") ? "Go to the first page" : "Try again"}
          </Link>
        </Banner>
      </div>
    );
  }
  const { result, cards } = page;
  const filtered = query.tags.length + query.os.length + query.bins.length + query.verdict.length > 0;
  return (
    <div>
      <ActiveFilters path={path} query={query} defaultSort={defaultSort} />
      <HiddenSuspicious path={path} query={query} defaultSort={defaultSort} count={page.hiddenSuspicious} />
      {cards.length === 0 ? (
        <EmptyState
          icon={<SearchIcon size={32} />}
          title={emptyTitle}
          testId="catalog-empty"
          action={
            filtered ? (
              <ButtonLink href={catalogHref(path, { ...query, tags: [], os: [], bins: [], verdict: [] }, {}, defaultSort)}>Clear filters</ButtonLink>
            ) : undefined
          }
        >
          {emptyText}
        </EmptyState>
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-600 dark:text-slate-400" role="status" data-testid="result-count">
            {query.cursor ? "More results" : `${formatNumber(result.total)}${result.totalCapped ? "+" : ""} ${result.total === 1 ? "skill" : "skills"}`}
          </p>
          <SkillGrid skills={cards} testId="results" headingLevel={2} columns={2} />
          <nav aria-label="Pages" className="mt-8 flex items-center justify-between gap-4">
            {query.cursor ? (
              <Link
                href={catalogHref(path, query, {}, defaultSort)}
                className={`text-sm font-medium text-brand-700 hover:underline dark:text-brand-300 ${focusRing}`}
              >
                ← First page
              </Link>
            ) : (
              <span />
            )}
            {result.nextCursor && (
              <ButtonLink href={catalogHref(path, query, { cursor: result.nextCursor }, defaultSort)} data-testid="next-page">
                Next page <ArrowRightIcon />
              </ButtonLink>
            )}
          </nav>
        </>
      )}
    </div>
  );
}
