// /search?q=… – full-text search with highlighted matches, the same filters as browse, and
// clear empty and error states.
import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { catalogHref, readCatalogQuery } from "@/app/_components/catalog/catalog-query";
import { CatalogResults } from "@/app/_components/catalog/catalog-results";
import { FilterPanel } from "@/app/_components/catalog/filter-panel";
import { runCatalogSearch } from "@/app/_components/catalog/run-catalog-search";
import { requestIp } from "@/app/_lib/request-ip";
import { getCurrentActor } from "@/lib/auth/next/current-actor";
import { SearchBox } from "@/app/_components/site/search-box-client";
import { Banner, Container, EmptyState, SearchIcon, textLink } from "@/app/_components/ui";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const SORTS = ["relevance", "trending", "downloads", "stars", "newest", "updated"] as const;
const IDEAS = ["csv", "git commit", "kubernetes", "release notes", "pdf", "docker"];

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = (await searchParams).q;
  const text = typeof q === "string" ? q.trim().slice(0, 80) : "";
  return { title: text ? `“${text}” – search` : "Search", robots: { index: false, follow: true } };
}

export default async function SearchPage({ searchParams }: Props) {
  await connection();
  const { query, error } = readCatalogQuery(await searchParams, "relevance");
  // A signed-in visitor's results include the internal and private skills they may read, ranked
  // with the public ones (lib/search); this page is never page-cached. Searches the result cache
  // cannot answer draw on the visitor's "search" budget (lib/search/charge-search.ts).
  const actor = await getCurrentActor();
  const page = query.q ? await runCatalogSearch(query, { viewer: actor, caller: { ip: await requestIp(), actor } }) : null;
  return (
    <main>
      <Container className="py-8 sm:py-10">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{query.q ? <>Results for “{query.q}”</> : "Search skills"}</h1>
        <div className="mt-5 max-w-2xl">
          <SearchBox size="lg" defaultValue={query.q} label="Search skills again" autoFocus={!query.q} />
        </div>
        {error && (
          <Banner tone="warning" className="mt-6">
            {error}
          </Banner>
        )}
        {!page ? (
          <div className="mt-10">
            <EmptyState icon={<SearchIcon size={32} />} title="What are you looking for?" testId="search-start">
              Search by what a skill does, its name, a tag or a command it uses. Try{" "}
              {IDEAS.map((idea, index) => (
                <span key={idea}>
                  {index > 0 && ", "}
                  <Link href={`/search?q=${encodeURIComponent(idea)}`} className={textLink}>
                    {idea}
                  </Link>
                </span>
              ))}
              , or{" "}
              <Link href="/skills" className={textLink}>
                browse everything
              </Link>
              .
            </EmptyState>
          </div>
        ) : (
          <div className="mt-6 grid grid-cols-1 gap-4 sm:mt-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
            <div>
              <FilterPanel
                action="/search"
                query={query}
                facets={page.ok ? page.result.facets : undefined}
                verdictCounts={page.ok ? page.verdictCounts : null}
                sorts={[...SORTS]}
                defaultSort="relevance"
              />
            </div>
            <CatalogResults
              path="/search"
              query={query}
              page={page}
              defaultSort="relevance"
              emptyTitle={`No skills match “${query.q}”`}
              emptyText={
                <>
                  Check the spelling, use fewer or more general words, or{" "}
                  <Link href={catalogHref("/skills", { ...query, q: "" }, {}, "trending")} className={textLink}>
                    browse by tag
                  </Link>
                  .
                </>
              }
            />
          </div>
        )}
      </Container>
    </main>
  );
}
