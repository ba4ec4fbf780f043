// /moderation for a signed-in account that is not a moderator: a 403 that says what the page is
// and what to do instead (report a skill from its page).
import type { Metadata } from "next";
import { ButtonLink, Container, ShieldXIcon } from "@/app/_components/ui";

export const metadata: Metadata = { title: "Moderators only", robots: { index: false } };

export default function ModerationForbidden() {
  return (
    <main className="py-12 sm:py-16">
      <Container width="prose" className="text-center">
        <div className="flex justify-center text-slate-400 dark:text-slate-500">
          <ShieldXIcon size={36} />
        </div>
        <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl" data-testid="moderation-forbidden">
          Moderators only
        </h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          This is Skillvault&apos;s moderation queue, and your account is not a moderator. To flag a skill, use Report on its page. Moderators are appointed by
          the registry&apos;s operators.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/skills">Browse skills</ButtonLink>
        </div>
      </Container>
    </main>
  );
}
