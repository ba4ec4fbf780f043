// /<owner>/<slug>/install – the Install tab: copyable commands for the clawhub CLI, OpenClaw and
// an agent's skills tool; what the skill needs (commands, environment variables, settings) and,
// per operating system, the exact commands that install what is missing.
import type { Metadata } from "next";
import { buildInstallHints, skillInstallCommands } from "@/lib/install";
import type { OsId } from "@/lib/skill-format";
import { Badge, Banner, Card, CommandBox, SectionHeading, TerminalIcon, textLink } from "@/app/_components/ui";
import { registryTarget } from "@/app/_lib/registry-target";
import { SkillShell } from "../_components/skill-shell";
import { hasSkillNeeds, SkillNeeds } from "../_components/skill-needs";
import { firstParam, loadSkill, loadSkillForMetadata, skillUrls, type SkillRouteParams, type SkillSearchParams } from "../_lib/load-skill";
import { skillMetadata } from "../_lib/skill-metadata";

type Props = { params: SkillRouteParams; searchParams: SkillSearchParams };

const SYSTEMS: Array<{ id: OsId; label: string }> = [
  { id: "darwin", label: "macOS" },
  { id: "linux", label: "Linux" },
  { id: "win32", label: "Windows" },
];

/** Installers shown per operating system. Real skills declare one to four; the frontmatter's 64 KiB
 * holds ~1,500, which rendered as 4,500 command boxes once made an 18 MB page and held the event
 * loop ~1 s per view. The rest are counted in a note (SKILL.md and the install-hints API list them all). */
const INSTALLERS_SHOWN = 20;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const page = await loadSkillForMetadata(params, { version: firstParam((await searchParams).version) });
  return skillMetadata(page, { path: "/install", title: "Install" });
}

export default async function SkillInstallPage({ params, searchParams }: Props) {
  const version = firstParam((await searchParams).version);
  const page = await loadSkill(params, { version, suffix: "/install" });
  const urls = skillUrls(page);
  const current = page.version;
  const installable = current?.status.installable ?? false;
  const registry = await registryTarget();
  const commands = skillInstallCommands({ slug: page.skill.slug, owner: page.skill.owner.handle, version: urls.pinned ?? undefined, registry });
  const manifest = current?.manifest;
  const requirements = manifest?.requirements;
  const hasRequirements =
    !!requirements &&
    (requirements.bins.length + requirements.anyBins.length + requirements.env.length + requirements.config.length > 0 || manifest.envVars.length > 0);
  const hasNeeds = !!manifest && hasSkillNeeds(manifest);

  return (
    <SkillShell page={page} tab="install">
      <div className="space-y-10">
        {!installable ? (
          <Banner tone="danger" title="This version cannot be installed" testId="not-installable">
            {current?.status.installRefusal === "SKILL_GONE"
              ? "The skill was deleted."
              : current?.status.installRefusal === "VERSION_WITHDRAWN"
                ? "The publisher withdrew it."
                : "It is blocked."}{" "}
            {page.latestVersion && page.latestVersion !== current?.version ? "Install the latest version instead." : ""}
          </Banner>
        ) : (
          <section aria-labelledby="commands-heading">
            <SectionHeading id="commands-heading">Install {urls.pinned ? `v${urls.pinned}` : "the latest version"}</SectionHeading>
            {current?.status.verdict === "suspicious" && (
              <Banner tone="warning" className="mb-4">
                The scanner found something worth a look. Read the{" "}
                <a href={urls.withVersion("/security")} className={textLink}>
                  security report
                </a>{" "}
                before installing.
              </Banner>
            )}
            <div className="space-y-4" data-testid="install-commands">
              {commands.map((command) => (
                <div key={command.id}>
                  <p className="mb-1.5 text-sm font-medium text-slate-900 dark:text-white">{command.title}</p>
                  <CommandBox
                    command={command.command}
                    label={command.label}
                    prompt={command.prompt}
                    caption={command.caption}
                    testId={`install-${command.id}`}
                    wrap={command.prompt === null}
                  />
                </div>
              ))}
            </div>
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400" data-testid="install-registry-note">
              {registry.isDefault ? (
                <>Your clients already use this registry ({registry.url}).</>
              ) : (
                <>
                  Each command names this registry (<span className="break-all">{registry.url}</span>): the clients default to clawhub.ai, where the same name
                  may be someone else&apos;s skill. To make it the default, set{" "}
                  <code className="rounded bg-slate-100 px-1 break-all dark:bg-slate-800">CLAWHUB_REGISTRY={registry.url}</code> for the clawhub CLI and{" "}
                  <code className="rounded bg-slate-100 px-1 break-all dark:bg-slate-800">OPENCLAW_CLAWHUB_URL={registry.url}</code> for OpenClaw.
                </>
              )}
            </p>
          </section>
        )}

        <section aria-labelledby="requirements-heading">
          <SectionHeading id="requirements-heading">Requirements</SectionHeading>
          {!hasRequirements && !hasNeeds ? (
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="no-requirements">
              This skill declares no commands, packages, environment variables or settings it needs.
            </p>
          ) : !hasRequirements || !manifest ? null : (
            <Card testId="requirements">
              <dl className="space-y-3 text-sm">
                {requirements!.bins.length > 0 && (
                  <div>
                    <dt className="font-medium">Commands on PATH</dt>
                    <dd className="mt-1 flex flex-wrap gap-1.5">
                      {requirements!.bins.map((bin) => (
                        <code key={bin} className="rounded bg-slate-100 px-1.5 py-0.5 dark:bg-slate-800">
                          {bin}
                        </code>
                      ))}
                    </dd>
                  </div>
                )}
                {requirements!.anyBins.length > 0 && (
                  <div>
                    <dt className="font-medium">At least one of</dt>
                    <dd className="mt-1 flex flex-wrap gap-1.5">
                      {requirements!.anyBins.map((bin) => (
                        <code key={bin} className="rounded bg-slate-100 px-1.5 py-0.5 dark:bg-slate-800">
                          {bin}
                        </code>
                      ))}
                    </dd>
                  </div>
                )}
                {manifest.envVars.length > 0 ? (
                  <div>
                    <dt className="font-medium">Environment variables</dt>
                    <dd className="mt-1">
                      <ul className="space-y-1">
                        {manifest.envVars.map((variable) => (
                          <li key={variable.name} className="flex flex-wrap items-center gap-2">
                            <code className="rounded bg-slate-100 px-1.5 py-0.5 dark:bg-slate-800">{variable.name}</code>
                            {variable.required ? <Badge tone="warning">required</Badge> : <Badge>optional</Badge>}
                            {variable.primary && <Badge tone="brand">main credential</Badge>}
                            {variable.default !== null && <span className="text-xs text-slate-600 dark:text-slate-400">default {variable.default}</span>}
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                ) : (
                  requirements!.env.length > 0 && (
                    <div>
                      <dt className="font-medium">Environment variables</dt>
                      <dd className="mt-1 flex flex-wrap gap-1.5">
                        {requirements!.env.map((name) => (
                          <code key={name} className="rounded bg-slate-100 px-1.5 py-0.5 dark:bg-slate-800">
                            {name}
                          </code>
                        ))}
                      </dd>
                    </div>
                  )
                )}
                {requirements!.config.length > 0 && (
                  <div>
                    <dt className="font-medium">Agent settings</dt>
                    <dd className="mt-1 flex flex-wrap gap-1.5">
                      {requirements!.config.map((path) => (
                        <code key={path} className="rounded bg-slate-100 px-1.5 py-0.5 dark:bg-slate-800">
                          {path}
                        </code>
                      ))}
                    </dd>
                  </div>
                )}
              </dl>
            </Card>
          )}
          {hasNeeds && manifest && (
            <div className={hasRequirements ? "mt-4" : ""}>
              <SkillNeeds manifest={manifest} />
            </div>
          )}
        </section>

        {manifest && (manifest.install.length > 0 || (requirements?.bins.length ?? 0) > 0) && (
          <section aria-labelledby="os-heading">
            <SectionHeading id="os-heading">Installing what it needs</SectionHeading>
            <div className="space-y-4" data-testid="os-hints">
              {SYSTEMS.map(({ id, label }) => {
                const hints = buildInstallHints({ manifest, os: id });
                return (
                  <Card key={id} title={label} testId={`os-${id}`}>
                    {!hints.supported && <p className="mb-3 text-sm text-amber-800 dark:text-amber-300">{hints.missing[0]}</p>}
                    {hints.installers.length > 0 ? (
                      <ul className="space-y-3">
                        {hints.installers.slice(0, INSTALLERS_SHOWN).map((installer) => (
                          <li key={installer.id}>
                            <p className="mb-1 flex flex-wrap items-center gap-2 text-sm">
                              <TerminalIcon />
                              <span className="font-medium">{installer.label ?? `${installer.kind} install`}</span>
                              <Badge>{installer.kind}</Badge>
                              {installer.bins.length > 0 && (
                                <span className="text-xs text-slate-600 dark:text-slate-400">provides {installer.bins.join(", ")}</span>
                              )}
                            </p>
                            <CommandBox
                              command={installer.command}
                              label={`${label} ${installer.kind} install command`}
                              prompt={id === "win32" ? ">" : "$"}
                              wrap
                            />
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="text-sm text-slate-600 dark:text-slate-400">No installer declared for {label}: install the commands above yourself.</p>
                    )}
                    {hints.installers.length > INSTALLERS_SHOWN && (
                      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400" data-testid={`os-${id}-more-installers`}>
                        {(hints.installers.length - INSTALLERS_SHOWN).toLocaleString("en-US")} more installers are declared; SKILL.md lists them all.
                      </p>
                    )}
                    {hints.unavailableInstallers.length > 0 && (
                      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
                        Not available here:{" "}
                        {hints.unavailableInstallers
                          .slice(0, INSTALLERS_SHOWN)
                          .map((entry) => entry.label ?? entry.kind)
                          .join(", ")}
                        {hints.unavailableInstallers.length > INSTALLERS_SHOWN ? ` and ${hints.unavailableInstallers.length - INSTALLERS_SHOWN} more` : ""}.
                      </p>
                    )}
                  </Card>
                );
              })}
            </div>
          </section>
        )}
      </div>
    </SkillShell>
  );
}
