// The 403 page of a staff-only area (forbidden.tsx under /moderation and /admin/…): what the page
// is, why this account cannot use it, and a way back to the catalogue.
import type { ReactNode } from "react";
import { ButtonLink, Container, ShieldXIcon } from "@/app/_components/ui";

export function StaffOnlyNotice({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <main className="py-12 sm:py-16">
      <Container width="prose" className="text-center">
        <div className="flex justify-center text-slate-400 dark:text-slate-500">
          <ShieldXIcon size={36} />
        </div>
        <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl" data-testid={testId}>
          {title}
        </h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">{children}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/skills">Browse skills</ButtonLink>
        </div>
      </Container>
    </main>
  );
}
