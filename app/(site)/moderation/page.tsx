// /moderation – the moderation queue (moderators and admins only): alerts from the report
// automation, versions awaiting review, open reports, held and auto-hidden skills, appeals, and
// tools to act on anything else. Every action takes a reason.
import type { Metadata } from "next";
import { forbidden } from "next/navigation";
import { isModerator } from "@/lib/auth/actor";
import { requireActor } from "@/lib/auth/next/require-actor";
import { listModerationQueue, listReviewFindings } from "@/lib/moderation";
import { ruleTexts } from "@/lib/publish";
import { Container, PageHeader, SectionHeading, focusRing } from "@/app/_components/ui";
import { AlertList } from "./alert-list";
import { AppealQueue } from "./appeal-queue";
import { ModerationTools } from "./moderation-tools";
import { ReportQueue } from "./report-queue";
import { SkillQueue } from "./skill-queue";
import { VersionQueue } from "./version-queue";

export const metadata: Metadata = { title: "Moderation", robots: { index: false } };

export default async function ModerationPage() {
  const actor = await requireActor("/moderation");
  // 403 with its own page (forbidden.tsx): the queue exists, it is just not for this account.
  if (!isModerator(actor)) forbidden();
  const queue = await listModerationQueue({ actor, limit: 100 });
  const findings = await listReviewFindings({ actor, versionIds: queue.versions.map((entry) => entry.id) });
  const rules = ruleTexts([...findings.values()].flatMap((entry) => entry.findings));
  const sections = [
    { id: "alerts", title: "Alerts", count: queue.alerts.length, body: <AlertList alerts={queue.alerts} /> },
    {
      id: "versions",
      title: "Versions awaiting review",
      count: queue.versions.length,
      body: <VersionQueue versions={queue.versions} findings={findings} rules={rules} />,
    },
    { id: "reports", title: "Open reports", count: queue.reports.length, body: <ReportQueue reports={queue.reports} /> },
    { id: "skills", title: "Held and hidden skills", count: queue.skills.length, body: <SkillQueue skills={queue.skills} /> },
    { id: "appeals", title: "Appeals", count: queue.appeals.length, body: <AppealQueue appeals={queue.appeals} /> },
  ];
  return (
    <main className="py-8 sm:py-10">
      <Container className="space-y-10">
        <PageHeader title="Moderation queue" description="Oldest first. Every decision needs a reason: the publisher sees it and the audit log keeps it." />
        <nav aria-label="Queues" className="flex flex-wrap gap-3 text-sm">
          {sections.map((section) => (
            <a
              key={section.id}
              href={`#${section.id}`}
              className={`rounded-full border border-slate-200 px-3 py-1 font-medium hover:border-brand-400 dark:border-slate-700 ${focusRing}`}
            >
              {section.title} <span className="tabular-nums">({section.count})</span>
            </a>
          ))}
        </nav>
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} data-testid={`queue-${section.id}`}>
            <SectionHeading id={`${section.id}-heading`}>
              {section.title} <span className="text-slate-600 tabular-nums dark:text-slate-400">({section.count})</span>
            </SectionHeading>
            {section.body}
          </section>
        ))}
        <section aria-labelledby="tools-heading">
          <SectionHeading id="tools-heading">Act on anything else</SectionHeading>
          <ModerationTools />
        </section>
      </Container>
    </main>
  );
}
