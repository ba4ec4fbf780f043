// Home: a short search header (with the tags people browse by), then real skills in the first
// screen: shelves that each say something different (home-shelves in lib/catalog), then what a
// skill is and how to publish one.
import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { listHomeSections } from "@/lib/catalog/list-home-sections";
import type { HomeCard } from "@/lib/catalog/list-home-sections";
import { registryTarget } from "@/app/_lib/registry-target";
import { publishCommands } from "@/lib/install/build-install-commands";
import { SearchBox } from "@/app/_components/site/search-box-client";
import { SkillGrid } from "@/app/_components/skill/skill-card";
import {
  ButtonLink,
  CommandBox,
  Container,
  EmptyState,
  PackageIcon,
  SectionHeading,
  ShieldCheckIcon,
  KeyIcon,
  FileIcon,
  UploadIcon,
  focusRing,
  textLink,
} from "@/app/_components/ui";

export const metadata: Metadata = { title: { absolute: "Skillvault — agent skills, scanned and signed" } };

/** Tags under the search box: one row on a phone, two on a wide screen. */
const TAGS_NARROW = 5;
const TAGS_WIDE = 12;

function Shelf({
  id,
  title,
  href,
  skills,
  figure,
}: {
  id: string;
  title: string;
  href: string;
  skills: HomeCard[];
  figure?: (card: HomeCard) => { value: number; label: string };
}) {
  // A shelf with nothing to say is left out (lib/catalog/list-home-sections.ts fills it only with skills that belong there).
  if (skills.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8 first:mt-6 sm:mt-10 sm:first:mt-8" data-testid={`shelf-${id}`}>
      <SectionHeading
        id={`${id}-heading`}
        action={
          <Link href={href} className={`${textLink} text-sm`}>
            See all →
          </Link>
        }
      >
        {title}
      </SectionHeading>
      <SkillGrid skills={skills.map((card) => ({ ...card, figure: figure?.(card) }))} />
    </section>
  );
}

const EXPLAINERS = [
  {
    icon: <FileIcon size={20} />,
    title: "A skill is a folder",
    text: "A SKILL.md with a name, a description and instructions, plus optional scripts, references and assets. Agents load it when a task needs it.",
  },
  {
    icon: <ShieldCheckIcon size={20} />,
    title: "Scanned before anyone installs",
    text: "Every file of every version is checked for hidden text, remote code, credential reads and prompt injection. Each finding is shown to the line.",
  },
  {
    icon: <KeyIcon size={20} />,
    title: "Signed and verifiable",
    text: "Each version gets a digest of its exact files and a signed statement, so you can prove what you installed is what was scanned.",
  },
];

export default async function HomePage() {
  await connection();
  const [home, registry] = await Promise.all([listHomeSections(), registryTarget()]);
  const commands = publishCommands(registry);
  return (
    <main>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-brand-950/40 dark:to-slate-950">
        <Container className="py-6 text-center sm:py-9">
          <h1 className="mx-auto max-w-3xl text-2xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            Agent skills, scanned and signed before you install them
          </h1>
          <p className="mx-auto mt-2 hidden max-w-2xl text-base text-slate-600 sm:block dark:text-slate-300">
            For Claude, OpenClaw and any Agent Skills runtime. Every version shows what it does, what it needs and what the scanner found.
          </p>
          <div className="mx-auto mt-4 max-w-2xl text-left sm:mt-5">
            <SearchBox size="lg" label="Search all skills" />
          </div>
          {home.tags.length > 0 && (
            <ul className="mx-auto mt-3 flex max-w-3xl flex-wrap justify-center gap-1.5 sm:mt-4 sm:gap-2" aria-label="Popular tags" data-testid="home-tags">
              {home.tags.slice(0, TAGS_WIDE).map((tag, index) => (
                <li key={tag.tag} className={index >= TAGS_NARROW ? "hidden sm:block" : undefined}>
                  <Link
                    href={`/skills?tags=${encodeURIComponent(tag.tag)}`}
                    className={`inline-flex items-center gap-1 rounded-full border border-slate-200 bg-white px-2.5 py-0.5 text-sm text-slate-700 hover:border-brand-300 hover:text-brand-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-brand-600 dark:hover:text-brand-200 ${focusRing}`}
                  >
                    #{tag.tag} <span className="text-xs text-slate-500 dark:text-slate-400">{tag.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            {home.total} {home.total === 1 ? "skill" : "skills"} listed ·{" "}
            <Link href="/skills" className={textLink}>
              browse them all
            </Link>
          </p>
        </Container>
      </section>

      <Container>
        {home.total === 0 ? (
          <div className="mt-10">
            <EmptyState
              icon={<PackageIcon size={32} />}
              title="No skills yet"
              action={
                <ButtonLink href="/publish" tone="primary">
                  Publish the first one
                </ButtonLink>
              }
              testId="home-empty"
            >
              This registry is empty. Publish a skill folder from the browser or with the clawhub CLI.
            </EmptyState>
          </div>
        ) : (
          <div>
            <Shelf
              id="trending"
              title="Trending this week"
              href="/skills?sort=trending"
              skills={home.trending}
              figure={(card) => ({ value: card.weeklyInstalls, label: card.weeklyInstalls === 1 ? "install this week" : "installs this week" })}
            />
            <Shelf
              id="installed"
              title="Most installed"
              href="/skills?sort=downloads"
              skills={home.mostInstalled}
              figure={(card) => ({ value: card.installs, label: card.installs === 1 ? "install" : "installs" })}
            />
            <Shelf id="newest" title="Newest" href="/skills?sort=newest" skills={home.newest} />
          </div>
        )}

        <section aria-labelledby="what-heading" className="mt-16">
          <SectionHeading id="what-heading">What is a skill?</SectionHeading>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            {EXPLAINERS.map((item) => (
              <li key={item.title} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
                <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                  {item.icon}
                </span>
                <h3 className="mt-3 font-semibold">{item.title}</h3>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{item.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="publish-heading"
          className="mt-14 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-900/60"
          data-testid="publish-cta"
        >
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
