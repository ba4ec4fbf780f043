// /<owner>/<slug> – the skill page, SKILL.md tab: the skill's instructions rendered safely.
import type { Metadata } from "next";
import { renderMarkdownForPage } from "@/lib/render/render-markdown-for-page";
import { requestIp } from "@/app/_lib/request-ip";
import { MarkdownBody } from "@/app/_components/skill/markdown-body";
import { EmptyState, ShieldXIcon } from "@/app/_components/ui";
import { SkillShell } from "./_components/skill-shell";
import { firstParam, loadSkill, loadSkillForMetadata, skillUrls, type SkillRouteParams, type SkillSearchParams } from "./_lib/load-skill";
import { readFileForPage } from "./_lib/read-file-for-page";
import { skillMetadata } from "./_lib/skill-metadata";

type Props = { params: SkillRouteParams; searchParams: SkillSearchParams };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const page = await loadSkillForMetadata(params, { version: firstParam((await searchParams).version) });
  return skillMetadata(page, { path: "" });
}

export default async function SkillReadmePage({ params, searchParams }: Props) {
  const version = firstParam((await searchParams).version);
  const page = await loadSkill(params, { version, search: version ? `?version=${encodeURIComponent(version)}` : "" });
  const urls = skillUrls(page);
  let body: React.ReactNode;
  if (!page.version) {
    body = <EmptyState title="No versions yet">The owner has not published a version of this skill.</EmptyState>;
  } else if (!page.version.status.downloadable) {
    body = (
      <EmptyState icon={<ShieldXIcon size={32} />} title="Content not shown" testId="content-withheld">
        {page.version.status.downloadRefusal === "VERSION_WITHDRAWN"
          ? "The publisher withdrew this version, so its files are not served."
          : "This version is blocked, so its files are not served."}{" "}
        The Security tab explains what the scanner found.
      </EmptyState>
    );
  } else {
    // Showing a non-public skill's SKILL.md is a read of that file, audited like the Files tab's.
    const file = await readFileForPage({ page: { ...page, version: page.version }, path: page.version.manifest.skillFile ?? "SKILL.md" });
    const rendered = await renderMarkdownForPage({
      markdown: new TextDecoder().decode(file.bytes),
      filesLink: { path: `${urls.base}/files`, version: urls.pinned },
      visitor: { ip: await requestIp(), actor: page.actor },
    });
    body = (
      <article aria-label="SKILL.md" className="rounded-xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900/40">
        <MarkdownBody html={rendered.html} notices={rendered.notices} testId="skill-readme" />
      </article>
    );
  }
  return (
    <SkillShell page={page} tab="readme">
      {body}
    </SkillShell>
  );
}
