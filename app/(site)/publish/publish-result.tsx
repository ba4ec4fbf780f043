// The answer to a confirmed publish: published, held for a moderator, unchanged, or blocked with
// every finding (nothing stored). Always says what happens next.
import type { SitePublishResult } from "@/lib/api-schemas/site-publish";
import { FindingList, type RuleTexts } from "@/app/_components/publish/finding-list";
import { fileLineHref } from "@/app/_lib/file-line-href";
import { Banner } from "@/app/_components/ui/banner";
import { Button, ButtonLink } from "@/app/_components/ui/button";
import { CommandBox } from "@/app/_components/ui/command-box";
import { VerdictBadge } from "@/app/_components/ui/verdict-badge-client";
import type { Finding } from "@/scanner/types";
import { skillInstallCommands, type RegistryTarget } from "@/lib/install/build-install-commands";

export type BlockedAnswer = { summary: string; explanation: string; findings: Finding[]; rules: RuleTexts };

export function PublishResultView({ result, registry, onAgain }: { result: SitePublishResult; registry: RegistryTarget; onAgain: () => void }) {
  const install = skillInstallCommands({ slug: result.skill.slug, owner: result.skill.ownerHandle, registry })[0]!;
  const title =
    result.status === "held"
      ? "Published, waiting for a moderator"
      : result.status === "unchanged"
        ? `Nothing new: this is already v${result.version.version}`
        : `Published ${result.skill.displayName} v${result.version.version}`;
  return (
    <div className="space-y-6" data-testid="publish-result" data-status={result.status}>
      <Banner tone={result.status === "held" ? "warning" : result.status === "unchanged" ? "info" : "success"} title={title}>
        {result.status === "held" && (
          <p>{result.heldReason ?? "The new slug looks like a popular skill."} It is not listed or installable until a moderator approves it.</p>
        )}
        {result.status === "unchanged" && <p>The files are identical to an existing version, so no new version was made.</p>}
        {result.status === "published" && (
          <p>
            {result.verdict === "suspicious"
              ? "It is live now, with the scanner's warning; search lists it for people who include suspicious skills until a moderator clears it."
              : "It is live and searchable now."}{" "}
            Signed with digest <code className="break-all">{result.version.digest}</code>.
          </p>
        )}
      </Banner>
      <section aria-label="Verdict" className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-wrap items-center gap-3">
          <VerdictBadge verdict={result.verdict} size="lg" testId="result-verdict" />
          <span className="font-medium">{result.summary}</span>
        </div>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{result.explanation}</p>
        {result.verdict === "suspicious" && (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            Installers see the findings before they install; a moderator will review this version.
          </p>
        )}
      </section>
      {result.findings.length > 0 && (
        <FindingList
          findings={result.findings}
          rules={result.rules}
          fileUrl={(file, line) => fileLineHref({ base: `/${result.skill.ownerHandle}/${result.skill.slug}`, version: result.version.version, file, line })}
        />
      )}
      <CommandBox command={install.command} label="install command" caption="How people install it" testId="result-install" />
      <div className="flex flex-wrap gap-3">
        <ButtonLink href={result.url} tone="primary" data-testid="result-skill-link">
          View the skill page
        </ButtonLink>
        <ButtonLink href="/dashboard">Go to your dashboard</ButtonLink>
        <Button tone="ghost" onClick={onAgain}>
          Publish another
        </Button>
      </div>
    </div>
  );
}

export function BlockedResultView({ blocked, onAgain }: { blocked: BlockedAnswer; onAgain: () => void }) {
  return (
    <div className="space-y-6" data-testid="publish-result" data-status="blocked">
      <Banner tone="danger" title="Blocked: nothing was published" testId="publish-blocked">
        <p>{blocked.summary}</p>
        <p className="mt-1">{blocked.explanation}</p>
      </Banner>
      <FindingList findings={blocked.findings} rules={blocked.rules} />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        If you believe this is a false positive, remove or rewrite the flagged lines (each finding names its file and line) and try again. Blocked attempts are
        recorded.
      </p>
      <Button tone="secondary" onClick={onAgain}>
        Start over
      </Button>
    </div>
  );
}
