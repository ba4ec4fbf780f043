"use client";
// The bodies of the 404, 403 and 401 pages. Client components on purpose: the framework puts these
// pages into every page's RSC payload (each layout's not-found/forbidden/unauthorized boundary), so
// as server components their markup rode along on every navigation, twice; as client components
// each is a reference (decision 026). The HTML of an actual 404/403 is still server-rendered.
import Link from "next/link";
import { SearchBox } from "./search-box-client";
import { ButtonLink } from "../ui/button";
import { textLink } from "../ui/focus";
import { Container } from "../ui/page";

function StatusPage({ code, title, testId, children }: { code: string; title: string; testId: string; children: React.ReactNode }) {
  return (
    <main>
      <Container width="prose" className="py-16 text-center sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{code}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl" data-testid={testId}>
          {title}
        </h1>
        {children}
      </Container>
    </main>
  );
}

export function NotFoundBody() {
  return (
    <StatusPage code="404" title="We could not find that page" testId="not-found-title">
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
    </StatusPage>
  );
}

export function ForbiddenBody() {
  return (
    <StatusPage code="403" title="This page is not for your account" testId="forbidden-title">
      <p className="mt-4 text-slate-600 dark:text-slate-400">You are signed in, but this page needs a role your account does not have.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/" tone="primary">
          Go home
        </ButtonLink>
      </div>
    </StatusPage>
  );
}

export function UnauthorizedBody() {
  return (
    <StatusPage code="401" title="Sign in to see this page" testId="unauthorized-title">
      <p className="mt-4 text-slate-600 dark:text-slate-400">This page is only for signed-in accounts.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/signin" tone="primary">
          Sign in
        </ButtonLink>
        <ButtonLink href="/">Go home</ButtonLink>
      </div>
    </StatusPage>
  );
}
