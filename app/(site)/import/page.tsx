// Import skills from a GitHub repository: look it up, see each skill's validation and scan,
// pick what to publish (slug and version per skill), publish, and optionally keep it in sync.
import type { Metadata } from "next";
import { githubSignInConfigured } from "@/lib/auth/next/auth-config";
import { requireActor } from "@/lib/auth/next/require-actor";
import { listImportPublishers } from "@/lib/github";
import { Banner } from "@/app/_components/ui";
import { importSkillsAction, previewImportAction, setGithubSyncAction } from "./actions";
import { ImportFlow } from "./import-flow-client";

export const metadata: Metadata = { title: "Import from GitHub" };

export default async function ImportPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requireActor("/import");
  const { publishers, githubLinked, canImport } = await listImportPublishers({ actor });
  const githubSignIn = githubSignInConfigured();
  const repo = (await searchParams).repo;
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold">Import from GitHub</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Publish skills straight from a public repository you own or belong to. We fetch one fixed commit, show every skill we find with its validation and scan
        result, and publish only what you pick. Each version records the repository, ref, commit and folder it came from.
      </p>
      {!githubLinked && !githubSignIn && (
        // Nobody can link a GitHub account here until the operator sets up GitHub sign-in.
        <Banner tone="warning" className="mt-4" title="GitHub sign-in is not set up on this server" testId="import-github-unconfigured">
          Importing checks that you own the repository through your GitHub account, and this server has no GitHub sign-in to link one. The operator must
          register a GitHub OAuth app and set <code>AUTH_GITHUB_ID</code> and <code>AUTH_GITHUB_SECRET</code> (see the Configuration table in the README).{" "}
          {canImport
            ? "As an admin you can still import public repositories into an organisation."
            : "Until then, publish from the Publish page or with the clawhub CLI."}
        </Banner>
      )}
      {!githubLinked && githubSignIn && (
        <Banner tone="warning" className="mt-4" title="Your account is not linked to GitHub" testId="import-github-unlinked">
          {actor.role === "ADMIN"
            ? "As an admin you can import public repositories into an organisation; importing into your own account needs a GitHub sign-in."
            : "Sign in with GitHub to import: ownership of a repository is checked against your GitHub account."}
        </Banner>
      )}
      <div className="mt-6">
        <ImportFlow
          publishers={publishers}
          initialSource={typeof repo === "string" ? repo : ""}
          previewAction={previewImportAction}
          importAction={importSkillsAction}
          syncAction={setGithubSyncAction}
          disabled={!canImport}
        />
      </div>
    </main>
  );
}
