// /<owner>/<slug>/manage – the owner's controls for one skill: topics, versions (withdraw/restore),
// dist-tags, transfer, GitHub sync and trusted publishing, delete/undelete. Owners and org members
// only (checked here and again in every action's domain function).
import type { Metadata } from "next";
import Link from "next/link";
import { headers } from "next/headers";
import { notFound, permanentRedirect } from "next/navigation";
import { requireActor } from "@/lib/auth/next/require-actor";
import { getSkillManagement } from "@/lib/catalog/get-skill-management";
import { getGithubWebhook } from "@/lib/github";
import { publicBaseUrl } from "@/lib/http/public-base-url";
import { isAppError } from "@/lib/errors";
import { slugSchema } from "@/lib/ids";
import { Badge, Banner, ButtonLink, Container, EmptyState, PageHeader, ShieldXIcon, textLink } from "@/app/_components/ui";
import { DangerCard } from "./_components/danger-card";
import { DistTagsCard } from "./_components/dist-tags-card";
import { SyncCard } from "./_components/sync-card";
import { TopicsCard } from "./_components/topics-card";
import { VisibilityCard } from "./_components/visibility-card";
import { VisibilityBadge } from "@/app/_components/catalog/visibility-badge";
import { TransferCard } from "./_components/transfer-card";
import { VersionsCard } from "./_components/versions-card";

type Props = { params: Promise<{ owner: string; slug: string }> };

export const metadata: Metadata = { title: "Manage skill", robots: { index: false } };

const MODERATION_NOTE: Record<string, string> = {
  HELD: "Held for review: the slug looks like a popular skill's, so it is not listed until a moderator approves it.",
  HIDDEN: "Hidden by a moderator: not listed, searchable or installable.",
  AUTO_HIDDEN: "Hidden pending review after reports, until a moderator looks. You can appeal from your dashboard.",
};

/** The webhook URL and secret, for those who administer the skill (publisher members see none). */
async function webhookFor(actor: Parameters<typeof getGithubWebhook>[0]["actor"], slug: string) {
  try {
    const hook = await getGithubWebhook({ actor, slug });
    if (!hook) return null;
    const origin = publicBaseUrl(new Request("http://skillvault.invalid/", { headers: await headers() }));
    return { url: `${origin}${hook.path}`, secret: hook.secret, lastDeliveryAt: hook.lastDeliveryAt };
  } catch (error) {
    if (isAppError(error) && error.code === "ORG_ROLE_REQUIRED") return null;
    throw error;
  }
}

export default async function ManageSkillPage({ params }: Props) {
  const { owner, slug: rawSlug } = await params;
  const parsed = slugSchema.safeParse(decodeURIComponent(rawSlug));
  if (!parsed.success) notFound();
  const actor = await requireActor(`/${owner}/${parsed.data}/manage`);
  let data;
  try {
    data = await getSkillManagement({ actor, slug: parsed.data });
  } catch (error) {
    if (isAppError(error) && (error.code === "SKILL_NOT_FOUND" || error.code === "SKILL_GONE")) notFound();
    if (isAppError(error) && error.code === "NOT_SKILL_OWNER") {
      return (
        <main className="py-12">
          <Container width="prose">
            <EmptyState
              icon={<ShieldXIcon size={32} />}
              title="Only the skill's owner can manage it"
              testId="manage-forbidden"
              action={<ButtonLink href={`/${owner}/${parsed.data}`}>Back to the skill</ButtonLink>}
            >
              You are signed in as @{actor.handle}. If this skill should be yours, ask its owner to transfer it to you.
            </EmptyState>
          </Container>
        </main>
      );
    }
    throw error;
  }
  const { skill, versions, transfer } = data;
  const webhook = skill.githubSource ? await webhookFor(actor, skill.slug) : null;
  if (decodeURIComponent(owner).replace(/^@/, "").toLowerCase() !== skill.owner.handle) permanentRedirect(`/${skill.owner.handle}/${skill.slug}/manage`);
  const base = `/${skill.owner.handle}/${skill.slug}`;
  return (
    <main className="py-8 sm:py-10">
      <Container width="prose" className="space-y-6">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-600 dark:text-slate-400">
          <Link href="/dashboard" className={textLink}>
            Dashboard
          </Link>{" "}
          /{" "}
          {skill.deletedAt ? (
            <span>{skill.slug}</span>
          ) : (
            <Link href={base} className={textLink}>
              {skill.slug}
            </Link>
          )}{" "}
          / <span aria-current="page">manage</span>
        </nav>
        <PageHeader
          title={`Manage ${skill.displayName}`}
          description={
            <span className="flex flex-wrap items-center gap-2">
              <code>{skill.slug}</code>
              <span>by @{skill.owner.handle}</span>
              <VisibilityBadge visibility={skill.visibility} />
              {skill.latestVersion ? <Badge tone="brand">v{skill.latestVersion}</Badge> : <Badge tone="warning">nothing installable</Badge>}
            </span>
          }
          actions={!skill.deletedAt && <ButtonLink href={base}>View skill page</ButtonLink>}
        />
        {MODERATION_NOTE[skill.moderation] && (
          <Banner tone="warning" title={MODERATION_NOTE[skill.moderation]}>
            {skill.moderationReason}
          </Banner>
        )}
        {skill.deletedAt && (
          <Banner tone="danger" title="This skill is deleted">
            Undelete it below to make it installable again.
          </Banner>
        )}
        {skill.deletedAt ? (
          <DangerCard skill={skill} />
        ) : (
          <>
            <VisibilityCard slug={skill.slug} visibility={skill.visibility} />
            <TopicsCard slug={skill.slug} topics={skill.topics} />
            <VersionsCard slug={skill.slug} versions={versions} latest={skill.latestVersion} />
            <DistTagsCard slug={skill.slug} versions={versions} />
            <SyncCard skill={skill} webhook={webhook} />
            <TransferCard slug={skill.slug} transfer={transfer} />
            <DangerCard skill={skill} />
          </>
        )}
      </Container>
    </main>
  );
}
