// /<owner>/<slug>/versions – every version with its changelog and state (withdrawn and blocked
// ones marked), and a form to compare any two.
import type { Metadata } from "next";
import { listVersionHistory } from "@/lib/catalog/list-version-history";
import { renderMarkdownForPage } from "@/lib/render/render-markdown-for-page";
import { requestIp } from "@/app/_lib/request-ip";
import { Card } from "@/app/_components/ui";
import { timeLabel } from "@/app/_components/ui/time-label";
import { CompareForm } from "../_components/compare-form";
import { SkillShell } from "../_components/skill-shell";
import { VersionEntry } from "../_components/version-entry-client";
import { loadSkill, loadSkillForMetadata, type SkillRouteParams } from "../_lib/load-skill";
import { skillMetadata } from "../_lib/skill-metadata";

type Props = { params: SkillRouteParams };

/** Changelogs rendered as markdown, newest first; older ones show their opening as plain text
 * (a skill may have thousands of versions, each with a 20,000-character changelog). */
const RENDERED_CHANGELOGS = 50;
const PLAIN_CHANGELOG_CHARS = 280;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return skillMetadata(await loadSkillForMetadata(params), { path: "/versions", title: "Versions" });
}

export default async function SkillVersionsPage({ params }: Props) {
  const page = await loadSkill(params, { suffix: "/versions" });
  const history = await listVersionHistory({ skill: page.skill, sight: page });
  const base = `/${page.skill.owner.handle}/${page.skill.slug}`;
  const numbers = history.map((entry) => entry.version);
  const visitor = { ip: await requestIp(), actor: page.actor };
  const changelogs = await Promise.all(
    history.slice(0, RENDERED_CHANGELOGS).map(async (entry) => (entry.changelog.trim() ? renderMarkdownForPage({ markdown: entry.changelog, visitor }) : null)),
  );
  return (
    <SkillShell page={page} tab="versions" sidebar={false}>
      {history.length > 1 && (
        <Card title="Compare versions" description="See every file that changed between two versions, line by line." className="mb-6">
          <CompareForm action={`${base}/versions/compare`} versions={numbers} from={numbers[1]!} to={numbers[0]!} />
        </Card>
      )}
      <ol className="space-y-4" data-testid="version-list">
        {history.map((entry, index) => {
          const changelog = changelogs[index];
          const plain = index >= RENDERED_CHANGELOGS && entry.changelog.trim() ? entry.changelog : "";
          return (
            <VersionEntry
              key={entry.id}
              base={base}
              version={entry.version}
              tags={entry.tags}
              status={{ state: entry.status.state, verdict: entry.status.verdict, reviewState: entry.status.reviewState }}
              created={timeLabel(entry.createdAt)}
              publishedBy={entry.publishedBy.handle}
              fileCount={entry.fileCount}
              totalSize={entry.totalSize}
              withdrawnAt={entry.withdrawnAt ? timeLabel(entry.withdrawnAt) : null}
              withdrawnReason={entry.withdrawnReason}
              orgReviewReason={entry.orgReviewReason}
              changelog={
                changelog
                  ? { html: changelog.html, notices: changelog.notices }
                  : plain
                    ? { plain: plain.length > PLAIN_CHANGELOG_CHARS ? `${plain.slice(0, PLAIN_CHANGELOG_CHARS)}…` : plain }
                    : null
              }
              previous={history[index + 1]?.version ?? null}
            />
          );
        })}
      </ol>
    </SkillShell>
  );
}
