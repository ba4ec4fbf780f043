// The frame shared by every skill tab: a short header, notices, tab bar, then the tab's content
// with the sidebar beside it (below it on narrow screens). Each tab is its own URL. The header is
// kept short on purpose: at 1280×800 the README and the install command are in the first screen,
// and on a 375 px phone every tab's content starts in it (tests/e2e/newcomer-skill-page.spec.ts).
import type { ReactNode } from "react";
import type { SkillPage } from "@/lib/catalog/get-skill-page";
import { Container, TabNav } from "@/app/_components/ui";
import { FileIcon, HashIcon, InstallIcon, ShieldCheckIcon, ClockIcon } from "@/app/_components/ui/icons";
import { skillUrls } from "../_lib/load-skill";
import { SkillHeader } from "./skill-header";
import { SkillNotices } from "./skill-notices";
import { SkillSidebar } from "./skill-sidebar";

export type SkillTab = "readme" | "files" | "versions" | "security" | "install";

export function SkillShell({
  page,
  tab,
  children,
  sidebar = true,
}: {
  page: SkillPage & { actor: unknown };
  tab: SkillTab;
  children: ReactNode;
  sidebar?: boolean;
}) {
  // The Security tab explains the verdict itself; elsewhere a suspicious or blocked verdict is announced above the tabs.
  const urls = skillUrls(page);
  const version = page.version;
  const findings = version?.scan.findingCount ?? 0;
  const items = [
    { key: "readme", href: urls.withVersion(""), label: "SKILL.md", icon: <HashIcon size={14} /> },
    { key: "files", href: urls.withVersion("/files"), label: "Files", icon: <FileIcon size={14} />, count: version?.fileCount },
    { key: "versions", href: `${urls.base}/versions`, label: "Versions", icon: <ClockIcon size={14} />, count: page.skill.versionCount },
    {
      key: "security",
      href: urls.withVersion("/security"),
      label: "Security",
      icon: <ShieldCheckIcon size={14} />,
      count: findings > 0 ? findings : undefined,
    },
    { key: "install", href: urls.withVersion("/install"), label: "Install", icon: <InstallIcon size={14} /> },
  ].map((item) => ({ ...item, current: item.key === tab, testId: `tab-${item.key}` }));
  const currentPath = items.find((item) => item.current)?.href ?? urls.base;
  return (
    <main>
      <Container>
        <SkillHeader page={page} path={currentPath} showInstall={tab !== "install"} />
        <SkillNotices page={page} verdict={tab !== "security"} />
        <div className="mt-4">
          <TabNav label="Skill sections" items={items} />
        </div>
        <div className={`mt-5 grid grid-cols-1 gap-8 ${sidebar ? "lg:grid-cols-[minmax(0,1fr)_20rem]" : ""}`}>
          <div className="min-w-0" data-testid={`tab-panel-${tab}`}>
            {children}
          </div>
          {sidebar && <SkillSidebar page={page} />}
        </div>
      </Container>
    </main>
  );
}
