// /skills – browse every listed skill: sort, filter by tag, OS, verdict and required commands,
// page with a cursor. Same engine as search, without a query.
import type { Metadata } from "next";
import { connection } from "next/server";
import { readCatalogQuery } from "@/app/_components/catalog/catalog-query";
import { CatalogResults } from "@/app/_components/catalog/catalog-results";
import { FilterPanel, SORT_LABELS } from "@/app/_components/catalog/filter-panel";
import { runCatalogSearch } from "@/app/_components/catalog/run-catalog-search";
import { Banner, Container, PageHeader } from "@/app/_components/ui";
import { requestIp } from "@/app/_lib/request-ip";
import { getCurrentActor } from "@/lib/auth/next/current-actor";

export const metadata: Metadata = {
  title: "Browse skills",
  description: "Every agent skill in the registry, by popularity, freshness, tag, operating system and verdict.",
  alternates: { canonical: "/skills" },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const SORTS = ["trending", "downloads", "stars", "newest", "updated"] as const;

export default async function BrowsePage({ searchParams }: Props) {
  await connection();
  const { query, error } = readCatalogQuery(await searchParams, "trending");
  // Browse has no text to be relevant to: fall back to trending.
  if (query.sort === "relevance") query.sort = "trending";
  // Listed skills only, whoever asks; a browse the search cache cannot answer is charged to the
  // visitor (per account when signed in) like any search (lib/search/charge-search.ts).
  const page = await runCatalogSearch({ ...query, q: "" }, { caller: { ip: await requestIp(), actor: await getCurrentActor() } });
  return (
    <main>
      <Container className="py-8 sm:py-10">
        <PageHeader title="Browse skills" description={`${SORT_LABELS[query.sort]} first. Narrow down by what the skill runs on and what it needs.`} />
        {error && (
          <Banner tone="warning" className="mt-6">
            {error}
          </Banner>
        )}
        <div className="mt-6 grid grid-cols-1 gap-4 sm:mt-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
          <div>
            <FilterPanel
              action="/skills"
              query={{ ...query, q: "" }}
              facets={page.ok ? page.result.facets : undefined}
              verdictCounts={page.ok ? page.verdictCounts : null}
              sorts={[...SORTS]}
              defaultSort="trending"
            />
          </div>
          <CatalogResults
            path="/skills"
            query={{ ...query, q: "" }}
            page={page}
            defaultSort="trending"
            emptyTitle="No skills match these filters"
            emptyText="Remove a filter, or search for what you need."
          />
        </div>
      </Container>
    </main>
  );
}
