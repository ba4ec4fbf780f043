"use client";
// The error page for anything that failed while rendering: our fault, not the visitor's. Offers
// a retry and shows the reference the server logged, so a report can be matched to the log.
import Link from "next/link";
import { useEffect } from "react";
import { Button, Container, textLink } from "./_components/ui";

export default function ErrorPage({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main>
      <Container width="prose" className="py-16 text-center sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-red-700 uppercase dark:text-red-300">Something went wrong</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl" data-testid="error-title">
          This page could not be shown
        </h1>
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          It is our fault, not yours. Trying again often works; if it keeps happening, tell the registry operator
          {error.digest ? (
            <>
              {" "}
              and quote the reference{" "}
              <code className="rounded bg-slate-100 px-1 dark:bg-slate-800" data-testid="error-digest">
                {error.digest}
              </code>
            </>
          ) : null}
          .
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={() => retry()}>Try again</Button>
          <Link href="/" className={`${textLink} self-center`}>
            Go home
          </Link>
        </div>
      </Container>
    </main>
  );
}
