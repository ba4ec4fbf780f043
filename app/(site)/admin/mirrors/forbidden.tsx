// /admin/mirrors for a signed-in account that is not an administrator: a 403 that says what the
// page is and who configures it.
import type { Metadata } from "next";
import { ButtonLink, Container, ShieldXIcon } from "@/app/_components/ui";

export const metadata: Metadata = { title: "Administrators only", robots: { index: false } };

export default function MirrorsForbidden() {
  return (
    <main className="py-12 sm:py-16">
      <Container width="prose" className="text-center">
        <div className="flex justify-center text-slate-400 dark:text-slate-500">
          <ShieldXIcon size={36} />
        </div>
        <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl" data-testid="mirrors-forbidden">
          Administrators only
        </h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          Mirrors of other registries are configured by this registry&apos;s administrators. Mirrored skills themselves are listed with all the others.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/skills">Browse skills</ButtonLink>
        </div>
      </Container>
    </main>
  );
}
