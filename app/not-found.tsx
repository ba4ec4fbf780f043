// The 404 page: says what was not found and offers the ways forward (search, browse, home).
import type { Metadata } from "next";
import Link from "next/link";
import { SearchBox } from "./_components/site/search-box-client";
import { ButtonLink, Container, textLink } from "./_components/ui";

export const metadata: Metadata = { title: "Not found", robots: { index: false } };

export default function NotFound() {
  return (
    <main>
      <Container width="prose" className="py-16 text-center sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl" data-testid="not-found-title">
          We could not find that page
        </h1>
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          The skill or publisher may have been renamed, moved to a new owner, deleted, or hidden by moderators, or the address has a typo. Search for it:
        </p>
        <div className="mx-auto mt-8 max-w-xl text-left">
          <SearchBox size="lg" label="Search skills from the not found page" />
        </div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/skills" tone="primary">
            Browse skills
          </ButtonLink>
          <ButtonLink href="/">Go home</ButtonLink>
        </div>
        <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">
          Looking for a skill by its name alone? <code className="rounded bg-slate-100 px-1 dark:bg-slate-800">/skills/&lt;slug&gt;</code> takes you to it
          wherever it lives.{" "}
          <Link href="/search" className={textLink}>
            Open search
          </Link>
        </p>
      </Container>
    </main>
  );
}
