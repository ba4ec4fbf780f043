// The one install command, with a copy button, next to the skill's name: what most visitors came
// for, in the first screen of every tab but Install (which lists every way). The command itself
// comes from lib/install, the one place that says what install commands are (naming this registry).
import Link from "next/link";
import type { SkillPage } from "@/lib/catalog/get-skill-page";
import { skillInstallCommands } from "@/lib/install";
import { CommandBox, textLink } from "@/app/_components/ui";
import { registryTarget } from "@/app/_lib/registry-target";
import { skillUrls } from "../_lib/load-skill";

export async function InstallBox({ page }: { page: SkillPage }) {
  const urls = skillUrls(page);
  const primary = skillInstallCommands({ slug: page.skill.slug, owner: page.skill.owner.handle, registry: await registryTarget() })[0]!;
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
