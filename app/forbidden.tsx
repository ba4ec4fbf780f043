// The 403 page (forbidden() from a page): says the page exists but is not for this account, and
// where to go instead. Pages with more to say have their own forbidden.tsx (moderation/).
import type { Metadata } from "next";
import { ButtonLink, Container } from "./_components/ui";

export const metadata: Metadata = { title: "Not allowed", robots: { index: false } };

export default function Forbidden() {
  return (
    <main>
      <Container width="prose" className="py-16 text-center sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">403</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl" data-testid="forbidden-title">
          This page is not for your account
        </h1>
        <p className="mt-4 text-slate-600 dark:text-slate-400">You are signed in, but this page needs a role your account does not have.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/" tone="primary">
            Go home
          </ButtonLink>
        </div>
      </Container>
    </main>
  );
}
