// Trusted publishing: which GitHub workflows may publish each of your skills without a stored token.
import type { Metadata } from "next";
import { requireActor } from "@/lib/auth/next/require-actor";
import { listManagedSkillsWithPublishers } from "@/lib/auth/trusted-publishing/list-trusted-publishers";
import { oidcSettings } from "@/lib/auth/trusted-publishing/oidc-settings";
import { ActionForm } from "@/app/_components/action-form-client";
import { formatDay } from "@/app/_components/format-date";
import { Card } from "@/app/_components/ui";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { addTrustedPublisherAction, removeTrustedPublisherAction } from "./actions";
import { AddPublisherForm } from "./add-publisher-form-client";

export const metadata: Metadata = { title: "Trusted publishing" };

function workflowExample(audience: string): string {
  return `permissions:
  id-token: write   # lets the job request an OIDC token
steps:
  - run: |
      OIDC=$(curl -sH "Authorization: Bearer $ACTIONS_ID_TOKEN_REQUEST_TOKEN" \\
        "$ACTIONS_ID_TOKEN_REQUEST_URL&audience=${audience}" | jq -r .value)
      TOKEN=$(curl -s -X POST "$HUB/api/v1/publish/token/mint" -H 'content-type: application/json' \\
        -d "{\\"slug\\":\\"<your-skill>\\",\\"githubOidcToken\\":\\"$OIDC\\"}" | jq -r .token)
      # publish with: Authorization: Bearer $TOKEN (valid 15 minutes, this skill only)`;
}

export default async function PublishingPage() {
  const actor = await requireActor("/settings/publishing");
  const skills = await listManagedSkillsWithPublishers({ userId: actor.userId });
  return (
    <>
      <Card
        title="How it works"
        description="A trusted GitHub workflow exchanges its short-lived OIDC token for a 15-minute token that can publish only that skill. Nothing long-lived is stored in the repository, and each version records the repository, commit and workflow run it came from. The repository is pinned by GitHub's ids when you add it; pull-request runs never publish."
      >
        <pre className="overflow-x-auto rounded bg-slate-100 p-3 text-xs dark:bg-slate-800">{workflowExample(oidcSettings().audience)}</pre>
      </Card>
      {skills.length === 0 && <Card title="No skills yet">Publish a skill first; then you can trust a workflow to publish its next versions.</Card>}
      {skills.map((skill) => (
        <Card key={skill.id} title={skill.displayName} description={<code>{skill.slug}</code>}>
          {skill.trustedPublishers.length === 0 ? (
            <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">No trusted publishers.</p>
          ) : (
            <ul className="mb-4 divide-y divide-slate-200 dark:divide-slate-800">
              {skill.trustedPublishers.map((publisher) => (
                <li key={publisher.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span>
                    <strong>{publisher.repository}</strong> · <code>{publisher.workflow}</code>
                    {publisher.environment && (
                      <>
                        {" "}
                        · environment <code>{publisher.environment}</code>
                      </>
                    )}
                    {publisher.ref && (
                      <>
                        {" "}
                        · only <code>{publisher.ref}</code>
                      </>
                    )}
                    <span className="block text-xs text-slate-500 dark:text-slate-400">
                      {publisher.repositoryId
                        ? `GitHub repository #${publisher.repositoryId}, owner #${publisher.repositoryOwnerId ?? "?"}`
                        : "not yet pinned to GitHub ids"}{" "}
                      · last used {formatDay(publisher.lastUsedAt, "never")}
                    </span>
                  </span>
                  <ActionForm action={removeTrustedPublisherAction}>
                    <input type="hidden" name="slug" value={skill.slug} />
                    <input type="hidden" name="id" value={publisher.id} />
                    <SubmitButton tone="danger" aria-label={`Remove ${publisher.repository} ${publisher.workflow}`}>
                      Remove
                    </SubmitButton>
                  </ActionForm>
                </li>
              ))}
            </ul>
          )}
          <AddPublisherForm action={addTrustedPublisherAction} slug={skill.slug} />
        </Card>
      ))}
    </>
  );
}
