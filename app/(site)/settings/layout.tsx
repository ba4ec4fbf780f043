// Settings shell: heading and section navigation. Each page checks the session itself.
import type { ReactNode } from "react";
import { SectionNav } from "@/app/_components/site/section-nav-client";
import { Container, PageHeader } from "@/app/_components/ui";

const sections = [
  { href: "/settings/tokens", label: "API tokens" },
  { href: "/settings/publishing", label: "Trusted publishing" },
];

export default function SettingsLayout({ children }: { children: ReactNode }) {
  return (
    <main>
      <Container width="medium" className="py-8 sm:py-10">
        <PageHeader title="Settings" description="Tokens for the CLI and scripts, and the GitHub workflows allowed to publish your skills." />
        <div className="mt-6">
          <SectionNav label="Settings sections" items={sections} />
        </div>
        <div className="mt-6 space-y-6">{children}</div>
      </Container>
    </main>
  );
}
