// /dashboard – the signed-in publisher's skills (their own and their orgs'), what needs attention,
// their numbers, transfer offers to answer, and notifications (a skill hidden pending review, with
// the appeal form). Each skill links to its manage page.
import type { Metadata } from "next";
import Link from "next/link";
import { requireActor } from "@/lib/auth/next/require-actor";
import { listManagedSkills } from "@/lib/catalog/list-managed-skills";
import { listTransfers } from "@/lib/catalog/list-transfers";
import { listNotifications } from "@/lib/notifications/list-notifications";
import { listMyInvitations } from "@/lib/orgs";
import { InvitationList } from "./invitation-list";
import { ButtonLink, Container, EmptyState, PackageIcon, PageHeader, SectionHeading, Stat, textLink } from "@/app/_components/ui";
import { DownloadIcon, InstallIcon, StarIcon, UploadIcon } from "@/app/_components/ui/icons";
import { NotificationList } from "./notification-list";
import { SkillRow } from "./skill-row";
import { TransferList } from "./transfer-list";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const actor = await requireActor("/dashboard");
  const [managed, incoming, outgoing, notifications, invitations] = await Promise.all([
    listManagedSkills({ actor }),
    listTransfers({ actor, direction: "incoming" }),
    listTransfers({ actor, direction: "outgoing" }),
    listNotifications({ actor }),
    listMyInvitations({ actor }),
  ]);
  const live = managed.skills.filter((skill) => !skill.deletedAt);
  const deleted = managed.skills.filter((skill) => skill.deletedAt);
  const totals = live.reduce(
    (sum, skill) => ({ downloads: sum.downloads + skill.downloads, installs: sum.installs + skill.installs, stars: sum.stars + skill.stars }),
    { downloads: 0, installs: 0, stars: 0 },
  );
  const attention = live.filter((skill) => skill.pendingReview > 0 || skill.openReports > 0 || skill.moderation !== "ACTIVE").length;
  const orgs = managed.publishers.filter((publisher) => publisher.kind === "org");
  return (
    <main className="py-8 sm:py-10">
      <Container className="space-y-8">
        <PageHeader
          title="Dashboard"
          description={
            <>
              Signed in as <strong>@{actor.handle}</strong>
              {orgs.length > 0 && (
                <>
                  {" "}
                  · also publishing for{" "}
                  {orgs.map((org, index) => (
                    <span key={org.handle}>
                      {index > 0 && ", "}
                      <Link href={`/${org.handle}`} className={textLink}>
                        @{org.handle}
                      </Link>{" "}
                      <span className="text-xs">({org.role})</span>
                    </span>
                  ))}
                </>
              )}
            </>
          }
          actions={
            <>
              <ButtonLink href="/publish" tone="primary">
                <UploadIcon /> Publish a skill
              </ButtonLink>
              <ButtonLink href="/import">Import from GitHub</ButtonLink>
              <ButtonLink href="/dashboard/new-org">New organisation</ButtonLink>
            </>
          }
        />

        {invitations.length > 0 && <InvitationList items={invitations} />}
        {notifications.length > 0 && <NotificationList items={notifications} />}

        {incoming.transfers.length > 0 && <TransferList transfers={incoming.transfers} direction="incoming" />}

        <section aria-labelledby="skills-heading">
          <SectionHeading
            id="skills-heading"
            action={
              <Link href="/settings/publishing" className={`text-sm ${textLink}`}>
                Trusted publishing
              </Link>
            }
          >
            Your skills
          </SectionHeading>
          {live.length > 0 && (
            <div
              className="mb-4 flex flex-wrap gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-800 dark:bg-slate-900/50"
              data-testid="dashboard-totals"
            >
              <Stat icon={<PackageIcon />} value={live.length} label={live.length === 1 ? "skill" : "skills"} />
              <Stat icon={<DownloadIcon />} value={totals.downloads} label={totals.downloads === 1 ? "download" : "downloads"} />
              <Stat icon={<InstallIcon />} value={totals.installs} label={totals.installs === 1 ? "install" : "installs"} />
              <Stat icon={<StarIcon />} value={totals.stars} label={totals.stars === 1 ? "star" : "stars"} />
              {attention > 0 && (
                <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
                  {attention === 1 ? "1 skill needs" : `${attention} skills need`} your attention
                </p>
              )}
            </div>
          )}
          {live.length === 0 ? (
            <EmptyState
              icon={<PackageIcon size={32} />}
              title="You have not published a skill yet"
              action={
                <ButtonLink href="/publish" tone="primary">
                  Publish your first skill
                </ButtonLink>
              }
            >
              A skill is a folder with a SKILL.md. Drop it on the publish page: we validate and scan it before you confirm.
            </EmptyState>
          ) : (
            <ul
              className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
              data-testid="dashboard-skills"
            >
              {live.map((skill) => (
                <SkillRow key={skill.id} skill={skill} recentDays={managed.recentDays} />
              ))}
            </ul>
          )}
        </section>

        {outgoing.transfers.length > 0 && <TransferList transfers={outgoing.transfers} direction="outgoing" />}

        {deleted.length > 0 && (
          <section aria-labelledby="deleted-heading">
            <SectionHeading id="deleted-heading">Deleted skills</SectionHeading>
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
              Their slugs stay reserved for you for 30 days after deletion; undelete one from its manage page.
            </p>
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
              {deleted.map((skill) => (
                <SkillRow key={skill.id} skill={skill} recentDays={managed.recentDays} />
              ))}
            </ul>
          </section>
        )}
      </Container>
    </main>
  );
}
