// /docs/sitemap – the site as a page for people: its sections, every publisher with listed skills
// and their skills (up to SITE_INDEX_MAX_SKILLS). Search engines read /sitemap.xml instead.
import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { listSiteIndex, SITE_INDEX_MAX_SKILLS } from "@/lib/catalog/list-site-index";
import { formatNumber } from "@/app/_components/format";
import { Container, PageHeader, SectionHeading, textLink } from "@/app/_components/ui";

export const metadata: Metadata = { title: "Sitemap", description: "Every section of the registry, every publisher and their skills." };

const SECTIONS = [
  { href: "/", label: "Home" },
  { href: "/skills", label: "Browse skills" },
  { href: "/search", label: "Search" },
  { href: "/publish", label: "Publish a skill" },
  { href: "/import", label: "Import from GitHub" },
  { href: "/docs", label: "Docs" },
  { href: "/docs/api", label: "API reference" },
  { href: "/docs/verify", label: "How to verify a skill" },
  { href: "/docs/signing-keys", label: "Signing keys" },
];

export default async function SitemapPage() {
  await connection();
  const index = await listSiteIndex();
  return (
    <main className="py-8 sm:py-10">
      <Container className="space-y-10">
        <PageHeader
          title="Sitemap"
          description={
            <>
              {formatNumber(index.total)} listed {index.total === 1 ? "skill" : "skills"} from {formatNumber(index.publishers.length)}{" "}
              {index.publishers.length === 1 ? "publisher" : "publishers"}. For search engines:{" "}
              <a href="/sitemap.xml" className={textLink}>
                sitemap.xml
              </a>
              .
            </>
          }
        />
        <nav aria-labelledby="sections-heading">
          <SectionHeading id="sections-heading">Sections</SectionHeading>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {SECTIONS.map((section) => (
              <li key={section.href}>
                <Link href={section.href} className={textLink}>
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="publishers-heading">
          <SectionHeading id="publishers-heading">Publishers and their skills</SectionHeading>
          <ul className="columns-1 gap-8 sm:columns-2 lg:columns-3" data-testid="sitemap-publishers">
            {index.publishers.map((publisher) => (
              <li key={publisher.handle} className="mb-5 break-inside-avoid">
                <Link href={`/${publisher.handle}`} className={`${textLink} font-semibold`}>
                  @{publisher.handle}
                </Link>
                <ul className="mt-1 space-y-0.5 text-sm">
                  {publisher.skills.map((skill) => (
                    <li key={skill.slug}>
                      <Link href={`/${publisher.handle}/${skill.slug}`} className={textLink}>
                        {skill.displayName}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          {index.total > SITE_INDEX_MAX_SKILLS && (
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
              The first {formatNumber(SITE_INDEX_MAX_SKILLS)} skills by publisher are listed here;{" "}
              <Link href="/skills" className={textLink}>
                browse them all
              </Link>
              .
            </p>
          )}
        </section>
      </Container>
    </main>
  );
}
