// Home: search first, then what is popular and new, the tags people browse by, what a skill
// is, and how to publish one.
import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { listHomeSections } from "@/lib/catalog/list-home-sections";
import type { SkillCardData } from "@/lib/catalog/list-skill-cards";
import { registryTarget } from "@/app/_lib/registry-target";
import { publishCommands } from "@/lib/install/build-install-commands";
import { SearchBox } from "@/app/_components/site/search-box-client";
import { SkillGrid } from "@/app/_components/skill/skill-card";
import { ButtonLink, CommandBox, Container, EmptyState, PackageIcon, SectionHeading, ShieldCheckIcon, KeyIcon, FileIcon, UploadIcon, focusRing, textLink } from "@/app/_components/ui";

export const metadata: Metadata = { title: { absolute: "Skillvault — agent skills, scanned and signed" } };

function cards(skills: SkillCardData[]) {
  return skills.map((skill) => ({ ...skill, verdict: skill.verdict }));
}

function Shelf({ id, title, href, skills }: { id: string; title: string; href: string; skills: SkillCardData[] }) {
  if (skills.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-14" data-testid={`shelf-${id}`}>
      <SectionHeading id={`${id}-heading`} action={<Link href={href} className={`${textLink} text-sm`}>See all →</Link>}>
        {title}
      </SectionHeading>
      <SkillGrid skills={cards(skills)} />
    </section>
  );
}

const EXPLAINERS = [
  { icon: <FileIcon size={20} />, title: "A skill is a folder", text: "A SKILL.md with a name, a description and instructions, plus optional scripts, references and assets. Agents load it when a task needs it." },
  { icon: <ShieldCheckIcon size={20} />, title: "Scanned before anyone installs", text: "Every file of every version is checked for hidden text, remote code, credential reads and prompt injection. Each finding is shown to the line." },
  { icon: <KeyIcon size={20} />, title: "Signed and verifiable", text: "Each version gets a digest of its exact files and a signed statement, so you can prove what you installed is what was scanned." },
];

export default async function HomePage() {
  await connection();
  const [home, registry] = await Promise.all([listHomeSections(), registryTarget()]);
  const commands = publishCommands(registry);
  return (
    <main>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-brand-950/40 dark:to-slate-950">
        <Container className="py-14 text-center sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">Skillvault</p>
          <h1 className="mx-auto mt-3 max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            Agent skills, scanned and signed before you install them
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-base text-slate-600 sm:text-lg dark:text-slate-300">
            Find skills for Claude, OpenClaw and any Agent Skills runtime. Every version shows what it does, what it needs and what the scanner found.
          </p>
          <div className="mx-auto mt-8 max-w-2xl text-left">
            <SearchBox size="lg" label="Search all skills" />
          </div>
          {home.tags.length > 0 && (
            <ul className="mx-auto mt-6 flex max-w-3xl flex-wrap justify-center gap-2" aria-label="Popular tags" data-testid="home-tags">
              {home.tags.map((tag) => (
                <li key={tag.tag}>
                  <Link
                    href={`/skills?tags=${encodeURIComponent(tag.tag)}`}
                    className={`inline-flex items-center gap-1 rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700 hover:border-brand-300 hover:text-brand-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-brand-600 dark:hover:text-brand-200 ${focusRing}`}
                  >
                    #{tag.tag} <span className="text-xs text-slate-500 dark:text-slate-400">{tag.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
            {home.total} {home.total === 1 ? "skill" : "skills"} listed ·{" "}
            <Link href="/skills" className={textLink}>
              browse them all
            </Link>
          </p>
        </Container>
      </section>

      <Container>
        {home.total === 0 ? (
          <div className="mt-14">
            <EmptyState icon={<PackageIcon size={32} />} title="No skills yet" action={<ButtonLink href="/publish" tone="primary">Publish the first one</ButtonLink>} testId="home-empty">
              This registry is empty. Publish a skill folder from the browser or with the clawhub CLI.
            </EmptyState>
          </div>
        ) : (
          <>
            <Shelf id="trending" title="Trending this week" href="/skills?sort=trending" skills={home.trending} />
            <Shelf id="newest" title="Newest" href="/skills?sort=newest" skills={home.newest} />
            <Shelf id="installed" title="Most installed" href="/skills?sort=downloads" skills={home.mostInstalled} />
          </>
        )}

        <section aria-labelledby="what-heading" className="mt-20">
          <SectionHeading id="what-heading">What is a skill?</SectionHeading>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            {EXPLAINERS.map((item) => (
              <li key={item.title} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
                <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">{item.icon}</span>
                <h3 className="mt-3 font-semibold">{item.title}</h3>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{item.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="publish-heading" className="mt-14 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-900/60" data-testid="publish-cta">
          <div className="grid grid-cols-1 gap-8 lg:grid-cols-2 lg:items-center">
            <div>
              <h2 id="publish-heading" className="text-xl font-semibold">
                Publish yours
              </h2>
              <p className="mt-2 text-slate-600 dark:text-slate-400">
                Drop a skill folder into the browser, or publish from your terminal or CI. You see the validation and the scan before anything goes live, and
                the skill is searchable the moment you confirm.
              </p>
              <div className="mt-5 flex flex-wrap gap-3">
                <ButtonLink href="/publish" tone="primary">
                  <UploadIcon /> Publish a skill
                </ButtonLink>
                <ButtonLink href="/settings/publishing" tone="secondary">
                  Publish from GitHub Actions
                </ButtonLink>
              </div>
            </div>
            <div className="min-w-0 space-y-3">
              <CommandBox command={commands.login} label="login command" />
              <CommandBox command={commands.publish} label="publish command" />
            </div>
          </div>
        </section>
      </Container>
    </main>
  );
}
