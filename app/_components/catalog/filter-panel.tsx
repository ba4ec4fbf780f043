// Browse/search filters as a GET form: sort, operating system, verdict (with how many results
// each verdict has), tags and required commands, with facet counts. It applies on change
// (filter-auto-apply-client.tsx); without JavaScript the Apply button submits it. On narrow
// screens it is folded behind a "Filters" button above the results, so results come first.
import Form from "next/form";
import { Suspense } from "react";
import type { SearchFacets, SearchSort } from "@/lib/search";
import { buttonClass } from "../ui/button";
import { focusRing } from "../ui/focus";
import { ChevronDownIcon } from "../ui/icons";
import { controlClass } from "../ui/input";
import type { CatalogQuery } from "./catalog-query";
import { FilterAutoApply } from "./filter-auto-apply-client";
import type { VerdictCounts } from "./run-catalog-search";

export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: "Best match",
  trending: "Trending",
  downloads: "Most downloaded",
  stars: "Most starred",
  newest: "Newest",
  updated: "Recently updated",
};

const OS = [
  { value: "darwin", label: "macOS" },
  { value: "linux", label: "Linux" },
  { value: "win32", label: "Windows" },
];

function countOf(facets: SearchFacets | undefined, name: keyof SearchFacets, value: string): number | undefined {
  return facets?.[name]?.find((entry) => entry.value === value)?.count;
}

function Group({ legend, children, hint }: { legend: string; children: React.ReactNode; hint?: string }) {
  return (
    <fieldset className="border-t border-slate-200 pt-4 dark:border-slate-800">
      <legend className="float-left mb-2 w-full text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{legend}</legend>
      <div className="clear-both space-y-1.5">{children}</div>
      {hint && <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{hint}</p>}
    </fieldset>
  );
}

function Option({ name, value, label, checked, count, id }: { name: string; value: string; label: string; checked: boolean; count?: number; id: string }) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
        className={`h-4 w-4 rounded border-slate-300 accent-brand-600 dark:border-slate-600 ${focusRing}`}
      />
      <label htmlFor={id} className="min-w-0 flex-1 truncate text-slate-700 dark:text-slate-300">
        {label}
      </label>
      {count !== undefined && (
        <span className="text-xs text-slate-500 tabular-nums dark:text-slate-400" data-testid={`${id}-count`}>
          {count}
        </span>
      )}
    </div>
  );
}

export function FilterPanel({
  action,
  query,
  facets,
  verdictCounts,
  sorts,
  defaultSort,
}: {
  action: string;
  query: CatalogQuery;
  facets?: SearchFacets;
  verdictCounts?: VerdictCounts | null;
  sorts: SearchSort[];
  defaultSort: SearchSort;
}) {
  // Selected values stay listed even when the current results have none of them.
  const tagValues = [...new Set([...query.tags, ...(facets?.tags ?? []).map((entry) => entry.value)])].slice(0, 24);
  const binValues = [...new Set([...query.bins, ...(facets?.bins ?? []).map((entry) => entry.value)])].slice(0, 16);
  const active = query.tags.length + query.os.length + query.bins.length + query.verdict.length;
  return (
    // ::details-content is opened on wide screens in globals.css (and by the script, for older browsers).
    <details className="filter-disclosure group/filters" data-testid="filter-disclosure">
      <summary className={`${buttonClass("secondary", "w-full list-none lg:hidden [&::-webkit-details-marker]:hidden")}`} data-testid="filter-toggle">
        Sort and filter{active > 0 ? ` (${active} active)` : ""}
        <ChevronDownIcon className="transition-transform group-open/filters:rotate-180" />
      </summary>
      <Form action={action} scroll={false} className="mt-4 space-y-4 lg:mt-0" aria-label="Filter skills" data-testid="filter-panel">
        <Suspense>
          <FilterAutoApply />
        </Suspense>
        {query.q && <input type="hidden" name="q" value={query.q} />}
        <div>
          <label htmlFor="filter-sort" className="mb-1 block text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
            Sort by
          </label>
          <select id="filter-sort" name="sort" defaultValue={query.sort} data-default={defaultSort} className={controlClass}>
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <Group legend="Operating system">
          {OS.map((os) => (
            <Option
              key={os.value}
              id={`filter-os-${os.value}`}
              name="os"
              value={os.value}
              label={os.label}
              checked={query.os.includes(os.value)}
              count={countOf(facets, "os", os.value)}
            />
          ))}
        </Group>
        <Group legend="Verdict" hint="Suspicious skills are left out unless you tick them.">
          <Option id="filter-verdict-clean" name="verdict" value="clean" label="Clean" checked={query.verdict.includes("clean")} count={verdictCounts?.clean} />
          <Option
            id="filter-verdict-suspicious"
            name="verdict"
            value="suspicious"
            label="Suspicious"
            checked={query.verdict.includes("suspicious")}
            count={verdictCounts?.suspicious}
          />
        </Group>
        {tagValues.length > 0 && (
          <Group legend="Tags">
            {tagValues.map((tag) => (
              <Option
                key={tag}
                id={`filter-tag-${tag}`}
                name="tags"
                value={tag}
                label={`#${tag}`}
                checked={query.tags.includes(tag)}
                count={countOf(facets, "tags", tag)}
              />
            ))}
          </Group>
        )}
        {binValues.length > 0 && (
          <Group legend="Requires command">
            {binValues.map((bin) => (
              <Option
                key={bin}
                id={`filter-bin-${bin}`}
                name="bins"
                value={bin}
                label={bin}
                checked={query.bins.includes(bin)}
                count={countOf(facets, "bins", bin)}
              />
            ))}
          </Group>
        )}
        <button type="submit" className={buttonClass("primary", "filter-apply w-full")} data-testid="filter-apply">
          Apply filters
        </button>
      </Form>
    </details>
  );
}
