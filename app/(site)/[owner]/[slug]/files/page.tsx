// /<owner>/<slug>/files?path=…&version=…&line=N|from=N – the Files tab: the version's folder tree
// and one file: highlighted text with line numbers, or a description (not the bytes) for binaries.
// A file of any length is shown a window at a time (lib/render/line-window.ts): `line` (a finding's,
// linked from the Security tab) is marked inside the window around it, `from` reads forward; a
// line past the end says so and shows the last lines. Reading a non-public skill's file is audited
// (_lib/read-file-for-page.ts).
import type { Metadata } from "next";
import { z } from "zod";
import { buildFileTree } from "@/lib/catalog/build-file-tree";
import { listStoredVersionFiles } from "@/lib/catalog/read-stored-version-file";
import { detectLanguage } from "@/lib/render";
import { lineWindow } from "@/lib/render/line-window";
import { CODE_LINE_MAX_BYTES, CODE_TABLE_MAX_LINES, CODE_VIEW_MAX_BYTES } from "@/lib/render/markdown-limits";
import { requestIp } from "@/app/_lib/request-ip";
import { formatBytes } from "@/app/_components/format";
import { CodeView } from "@/app/_components/skill/code-view";
import { FileTree } from "@/app/_components/skill/file-tree";
import { LineWindowNav } from "@/app/_components/skill/line-window-nav";
import { Banner, ButtonLink, DownloadIcon, EmptyState, FileIcon, ShieldXIcon } from "@/app/_components/ui";
import { SkillShell } from "../_components/skill-shell";
import { firstParam, loadSkill, loadSkillForMetadata, skillUrls, type SkillRouteParams, type SkillSearchParams } from "../_lib/load-skill";
import { rawFileUrl } from "../_lib/raw-url";
import { readFileForPage } from "../_lib/read-file-for-page";
import { skillMetadata } from "../_lib/skill-metadata";

const LIMITS = { maxLines: CODE_TABLE_MAX_LINES, maxBytes: CODE_VIEW_MAX_BYTES, maxLineBytes: CODE_LINE_MAX_BYTES };

/** `?line=` and `?from=`: a line number, else ignored (a hand-edited "0", "abc" or "1e400" shows the file from its start). */
const lineNumber = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const parseLine = (value: string | undefined) => {
  const parsed = lineNumber.safeParse(value);
  return value !== undefined && parsed.success ? parsed.data : undefined;
};

type Props = { params: SkillRouteParams; searchParams: SkillSearchParams };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const query = await searchParams;
  const page = await loadSkillForMetadata(params, { version: firstParam(query.version) });
  const path = firstParam(query.path);
  return skillMetadata(page, { path: "/files", title: path ? `${path}` : "Files" });
}

function describeBinary(contentType: string): string {
  if (contentType.startsWith("image/")) return "an image";
  if (contentType.includes("zip") || contentType.includes("tar") || contentType.includes("gzip")) return "an archive";
  if (contentType === "application/pdf") return "a PDF document";
  return "a binary file";
}

export default async function SkillFilesPage({ params, searchParams }: Props) {
  const query = await searchParams;
  const version = firstParam(query.version);
  const page = await loadSkill(params, { version, suffix: "/files" });
  const urls = skillUrls(page);
  if (!page.version) {
    return (
      <SkillShell page={page} tab="files" sidebar={false}>
        <EmptyState title="No files">This skill has no published version yet.</EmptyState>
      </SkillShell>
    );
  }
  const files = await listStoredVersionFiles({ versionId: page.version.id });
  const skillFile = page.version.manifest.skillFile ?? "SKILL.md";
  const requested = firstParam(query.path);
  const selectedPath =
    requested && files.some((file) => file.path === requested) ? requested : ((files.find((file) => file.path === skillFile) ?? files[0])?.path ?? null);
  const visible = page.version.status.downloadable;
  const hrefFor = (path: string) => urls.withVersion("/files", { path });

  let viewer: React.ReactNode = null;
  if (requested && requested !== selectedPath) {
    viewer = (
      <EmptyState
        icon={<FileIcon size={32} />}
        title="No such file"
        testId="file-missing"
      >{`v${page.version.version} has no file “${requested}”. Pick one from the list.`}</EmptyState>
    );
  } else if (selectedPath) {
    const meta = files.find((file) => file.path === selectedPath)!;
    const raw = rawFileUrl(urls.base, page.version.version, selectedPath);
    const header = (
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 px-4 py-2.5 dark:border-slate-800">
        <h2 className="min-w-0 font-mono text-sm font-semibold break-all" data-testid="file-path">
          {selectedPath}
        </h2>
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {formatBytes(meta.size)} · {meta.contentType}
        </span>
        <span className="font-mono text-xs text-slate-500 dark:text-slate-400" title={`sha256 ${meta.sha256}`}>
          sha256 {meta.sha256.slice(0, 12)}…
        </span>
        {visible && (
          <span className="ml-auto flex gap-2">
            {meta.isText && (
              <ButtonLink href={raw} size="sm" tone="secondary" native data-testid="raw-link">
                Raw
              </ButtonLink>
            )}
            <ButtonLink href={rawFileUrl(urls.base, page.version.version, selectedPath, true)} size="sm" tone="secondary" native data-testid="download-link">
              <DownloadIcon size={14} /> Download
            </ButtonLink>
          </span>
        )}
      </div>
    );
    let body: React.ReactNode;
    if (!visible) {
      body = (
        <div className="p-6">
          <EmptyState icon={<ShieldXIcon size={32} />} title="Content not shown" testId="content-withheld">
            {page.version.status.downloadRefusal === "VERSION_WITHDRAWN"
              ? "The publisher withdrew this version, so its files are not served."
              : "This version is blocked, so its files are not served."}{" "}
            The Security tab lists what the scanner found in each file.
          </EmptyState>
        </div>
      );
    } else if (!meta.isText) {
      body = (
        <div className="p-6" data-testid="binary-notice">
          <EmptyState icon={<FileIcon size={32} />} title={`${selectedPath.split("/").pop()} is ${describeBinary(meta.contentType)}`}>
            Binary files are described, not shown: {formatBytes(meta.size)}, {meta.contentType}, sha256 <code className="break-all">{meta.sha256}</code>. The
            scanner still checked it.
          </EmptyState>
        </div>
      );
    } else {
      const file = await readFileForPage({ page: { ...page, version: page.version }, path: selectedPath, file: meta });
      const asked = parseLine(firstParam(query.line));
      const shown = lineWindow(file.bytes, { focus: asked, from: parseLine(firstParam(query.from)), limits: LIMITS });
      const firstLine = new TextDecoder().decode(file.bytes.subarray(0, 200)).split("\n")[0];
      const fromHref = (from: number) => urls.withVersion("/files", { path: selectedPath, ...(from > 1 ? { from: String(from) } : {}) });
      body = (
        <>
          {shown.pastEnd && (
            <Banner tone="warning" className="m-4" testId="line-past-end">
              {`Line ${(asked ?? 0).toLocaleString("en-US")} is past the end of ${selectedPath}: it has ${shown.total.toLocaleString("en-US")} ${shown.total === 1 ? "line" : "lines"}. Showing its last lines.`}
            </Banner>
          )}
          <LineWindowNav
            window={shown}
            span={LIMITS.maxLines}
            fromHref={fromHref}
            action={`${urls.base}/files`}
            keep={{ ...(urls.pinned ? { version: urls.pinned } : {}), path: selectedPath }}
          />
          <CodeView
            window={shown}
            language={detectLanguage(selectedPath, firstLine)}
            testId="code-view"
            label={`Contents of ${selectedPath}`}
            visitor={{ ip: await requestIp(), actor: page.actor }}
          />
        </>
      );
    }
    viewer = (
      <section
        aria-label={`File ${selectedPath}`}
        className="min-w-0 overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950"
      >
        {header}
        {body}
      </section>
    );
  }
  return (
    <SkillShell page={page} tab="files" sidebar={false}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-20 lg:self-start">
          <p className="mb-2 px-2 text-xs font-medium text-slate-600 uppercase dark:text-slate-400">
            v{page.version.version} · {files.length} files
          </p>
          <FileTree nodes={buildFileTree(files)} selected={selectedPath} hrefFor={hrefFor} />
        </div>
        {viewer}
      </div>
    </SkillShell>
  );
}
