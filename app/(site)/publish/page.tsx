// /publish – publish a skill from the browser: drop a folder or archive, review what the server's
// check found (nothing stored yet), fill in the details, confirm, see the verdict.
import type { Metadata } from "next";
import Link from "next/link";
import { requireActor } from "@/lib/auth/next/require-actor";
import { getConfig } from "@/lib/config";
import { listImportPublishers } from "@/lib/github";
import { formatBytes } from "@/app/_components/format";
import { CommandBox, Container, PageHeader, textLink } from "@/app/_components/ui";
import { registryTarget } from "@/app/_lib/registry-target";
import { publishCommands } from "@/lib/install/build-install-commands";
import { PublishFlow } from "./publish-flow-client";

export const metadata: Metadata = { title: "Publish a skill", description: "Publish an agent skill: scanned and validated before you confirm." };

export default async function PublishPage() {
  const actor = await requireActor("/publish");
  const { publishers } = await listImportPublishers({ actor });
  const config = getConfig();
  const registry = await registryTarget();
  const limits = {
    files: config.BUNDLE_MAX_FILES,
    totalBytes: formatBytes(config.BUNDLE_MAX_TOTAL_BYTES),
    fileBytes: formatBytes(config.BUNDLE_MAX_FILE_BYTES),
  };
  return (
    <main className="py-8 sm:py-10">
      <Container>
        <PageHeader
          title="Publish a skill"
          description="We read, validate and scan your files exactly as a publish does, and show you the result before anything is stored."
        />
        <div className="mt-8">
          <PublishFlow publishers={publishers} defaultVisibility={config.HUB_DEFAULT_VISIBILITY} limits={limits} registry={registry} />
        </div>
        <section aria-labelledby="other-ways" className="mt-12 grid gap-6 border-t border-slate-200 pt-8 md:grid-cols-2 dark:border-slate-800">
          <div className="min-w-0">
            <h2 id="other-ways" className="text-base font-semibold">
              From a terminal
            </h2>
            <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-400">
              The clawhub CLI publishes to Skillvault too; create a token in{" "}
              <Link href="/settings/tokens" className={textLink}>
                settings
              </Link>
              .
            </p>
            <CommandBox command={publishCommands(registry).publish} label="publish command" />
          </div>
          <div className="min-w-0">
            <h2 className="text-base font-semibold">From GitHub</h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              <Link href="/import" className={textLink}>
                Import skills from a repository
              </Link>{" "}
              and keep them in sync, or let a workflow publish with{" "}
              <Link href="/settings/publishing" className={textLink}>
                trusted publishing
              </Link>
              .
            </p>
          </div>
        </section>
      </Container>
    </main>
  );
}
