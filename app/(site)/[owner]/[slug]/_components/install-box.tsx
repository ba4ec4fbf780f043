// The one install command, with a copy button, next to the skill's name: what most visitors came
// for, in the first screen of every tab but Install (which lists every way). The command itself
// comes from install-commands.ts, the one place that says what install commands are.
import Link from "next/link";
import type { SkillPage } from "@/lib/catalog/get-skill-page";
import { CommandBox, textLink } from "@/app/_components/ui";
import { skillInstallCommands } from "../_lib/install-commands";
import { skillUrls } from "../_lib/load-skill";

export function InstallBox({ page }: { page: SkillPage }) {
  const urls = skillUrls(page);
  const primary = skillInstallCommands(page.skill.slug)[0]!;
  return (
    <div className="min-w-0" data-testid="install-box">
      <CommandBox command={primary.command} label={primary.label} testId="install-box-command" wrap />
      <p className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
        <Link href={urls.withVersion("/install")} className={textLink}>
          Other ways to install, and what it needs
        </Link>
      </p>
    </div>
  );
}
