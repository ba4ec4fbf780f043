// /<owner> – a publisher's profile: who they are and the skills they publish. Their unlisted
// (held, hidden) skills appear only to themselves and moderators, marked as such.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getCurrentActor } from "@/lib/auth/next/current-actor";
import { getPublisherProfile } from "@/lib/catalog/get-publisher-profile";
import { isAppError } from "@/lib/errors";
import { SkillGrid } from "@/app/_components/skill/skill-card";
import {
  Avatar,
  Badge,
  ButtonLink,
  Container,
  EmptyState,
  PackageIcon,
  SectionHeading,
  Stat,
  DownloadIcon,
  StarIcon,
  InstallIcon,
  TimeAgo,
  UploadIcon,
} from "@/app/_components/ui";

type Props = { params: Promise<{ owner: string }> };

const NOTE: Record<string, string> = {
  HELD: "Held for review: only you and moderators see it",
  HIDDEN: "Hidden by moderators",
  AUTO_HIDDEN: "Hidden after reports, pending review",
};

/** Seen here only by the publisher's people: say why it is not on the public listing. */
const VISIBILITY_NOTE: Record<string, string> = {
  INTERNAL: "Internal: signed-in accounts of this registry only",
  PRIVATE: "Private: only the publisher and its members see it",
};

// null = 404. The page calls notFound(); metadata must not (Next.js would then render the 404
// on the client, without the theme script).
const load = cache(async (owner: string) => {
  const handle = decodeURIComponent(owner).replace(/^@/, "");
  if (!/^[A-Za-z0-9-]{1,64}$/.test(handle)) return null;
  const actor = await getCurrentActor();
  try {
    return { profile: await getPublisherProfile({ handle, actor }), actor };
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") return null;
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load((await params).owner);
  if (!loaded) return { title: "Not found", robots: { index: false } };
  const { publisher, skills } = loaded.profile;
  const name = publisher.displayName ?? `@${publisher.handle}`;
  const description = publisher.bio ?? `${skills.length} agent ${skills.length === 1 ? "skill" : "skills"} published by @${publisher.handle} on Skillvault.`;
  return {
    title: `${name} (@${publisher.handle})`,
    description,
    alternates: { canonical: `/${publisher.handle}` },
    openGraph: { type: "profile", title: name, description, url: `/${publisher.handle}` },
  };
}

export default async function PublisherPage({ params }: Props) {
  const loaded = await load((await params).owner);
  if (!loaded) notFound();
  const { profile, actor } = loaded;
  const { publisher, skills, totals } = profile;
  const own = actor?.userId === publisher.id;
  return (
    <main>
      <Container className="py-8 sm:py-10">
        <header className="flex flex-col gap-5 sm:flex-row sm:items-center" data-testid="profile-header">
          <Avatar handle={publisher.handle} image={publisher.image} size={80} />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{publisher.displayName ?? publisher.handle}</h1>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-600 dark:text-slate-400">
              @{publisher.handle}
              {publisher.official && <Badge tone="brand">Official</Badge>}
              {publisher.kind === "ORG" && <Badge>Organisation</Badge>}
              {publisher.kind === "ORG" && profile.privileged && (
                <a href={`/${publisher.handle}/-/members`} className="text-sm underline" data-testid="org-members-link">
                  Members
                </a>
              )}
              {profile.administers &&
                (
                  [
                    ["reviews", "Review queue"],
                    ["audit", "Audit log"],
                    ["settings", "Settings"],
                  ] as const
                ).map(([page, label]) => (
                  <a key={page} href={`/${publisher.handle}/-/${page}`} className="text-sm underline" data-testid={`org-${page}-link`}>
                    {label}
                  </a>
                ))}
              {publisher.role !== "USER" && <Badge tone="info">{publisher.role === "ADMIN" ? "Admin" : "Moderator"}</Badge>}
              {publisher.bannedAt && <Badge tone="danger">Banned</Badge>}
            </p>
            {publisher.bio && <p className="mt-3 max-w-2xl text-slate-700 dark:text-slate-300">{publisher.bio}</p>}
            <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
              <Stat icon={<PackageIcon />} value={skills.filter((skill) => skill.listed).length} label="skills" />
              <Stat icon={<DownloadIcon />} value={totals.downloads} label="downloads" />
              <Stat icon={<InstallIcon />} value={totals.installs} label="installs" />
              <Stat icon={<StarIcon />} value={totals.stars} label="stars" />
              <span className="text-sm text-slate-600 dark:text-slate-400">
                Joined <TimeAgo date={publisher.createdAt} />
              </span>
            </div>
          </div>
          {own && (
            <div className="sm:ml-auto">
              <ButtonLink href="/publish" tone="primary">
                <UploadIcon /> Publish a skill
              </ButtonLink>
            </div>
          )}
        </header>
        <section aria-labelledby="skills-heading" className="mt-10">
          <SectionHeading id="skills-heading">Skills</SectionHeading>
          {skills.length === 0 ? (
            <EmptyState
              icon={<PackageIcon size={32} />}
              title={own ? "You have not published a skill yet" : `@${publisher.handle} has not published any skills yet`}
              action={
                own ? (
                  <ButtonLink href="/publish" tone="primary">
                    Publish your first skill
                  </ButtonLink>
                ) : (
                  <ButtonLink href="/skills">Browse other skills</ButtonLink>
                )
              }
              testId="profile-empty"
            >
              {own ? "Drop a skill folder on the publish page, or use the clawhub CLI." : "Skills they publish will appear here."}
            </EmptyState>
          ) : (
            <SkillGrid
              testId="profile-skills"
              skills={skills.map((skill) => ({
                ...skill,
                note: skill.listed ? undefined : (NOTE[skill.moderation] ?? VISIBILITY_NOTE[skill.visibility] ?? "Not listed: no installable version"),
              }))}
            />
          )}
        </section>
      </Container>
    </main>
  );
}
