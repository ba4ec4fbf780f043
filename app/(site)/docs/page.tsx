// /docs – where a newcomer lands after typing /docs: what each guide on this site is for. The
// guides themselves are the pages linked here; nothing is repeated.
import type { Metadata } from "next";
import Link from "next/link";
import { Container, PageHeader, textLink } from "@/app/_components/ui";

export const metadata: Metadata = { title: "Docs", description: "Guides for installing, publishing and verifying skills, and the API reference." };

const GUIDES = [
  {
    href: "/skills",
    label: "Install a skill",
    text: "Pick a skill: its Install tab gives the command for the clawhub CLI, OpenClaw and the other runtimes, pinned to a version.",
  },
  {
    href: "/publish",
    label: "Publish a skill",
    text: "Upload a folder or a zip, or import it from GitHub; every version is validated and scanned before it is stored.",
  },
  {
    href: "/docs/verify",
    label: "Verify what you installed",
    text: "Check a skill's signed statement and recompute its bundle digest offline, without trusting the download.",
  },
  { href: "/docs/signing-keys", label: "Signing keys", text: "The public keys this registry signs its statements with." },
  { href: "/docs/api", label: "API reference", text: "Every endpoint of the ClawHub-compatible API and this registry's additions, with the OpenAPI document." },
  { href: "/docs/sitemap", label: "Sitemap", text: "Every section of the site, every publisher and their skills." },
];

export default function DocsPage() {
  return (
    <main className="py-8 sm:py-10">
      <Container width="prose" className="space-y-8">
        <PageHeader title="Docs" description="Guides for people who install, publish and check skills." />
        <ul className="space-y-5" data-testid="docs-guides">
          {GUIDES.map((guide) => (
            <li key={guide.href}>
              <Link href={guide.href} className={`${textLink} font-semibold`}>
                {guide.label}
              </Link>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{guide.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </main>
  );
}
