// Where new versions come from besides the browser: GitHub sync for imported skills, and the
// trusted publishers (GitHub workflows) set up in settings.
import Link from "next/link";
import type { SkillManagement } from "@/lib/catalog/get-skill-management";
import { formatTimestamp } from "@/app/_components/format";
import { ResultActionForm } from "@/app/_components/publish/result-action-form-client";
import { Card, textLink } from "@/app/_components/ui";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { rotateWebhookSecretAction, setGithubSyncAction } from "../actions";

export type WebhookView = { url: string; secret: string; lastDeliveryAt: Date | null };

/** What to enter on GitHub (repository → Settings → Webhooks): this repository's own URL and secret. */
function WebhookSettings({ slug, webhook }: { slug: string; webhook: WebhookView }) {
  return (
    <details className="rounded-lg border border-slate-200 p-3 dark:border-slate-800" data-testid="sync-webhook">
      <summary className="cursor-pointer font-medium">Webhook for GitHub</summary>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-600 dark:text-slate-400">Payload URL</dt>
        <dd className="break-all font-mono text-xs" data-testid="webhook-url">
          {webhook.url}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">Content type</dt>
        <dd className="font-mono text-xs">application/json</dd>
        <dt className="text-slate-600 dark:text-slate-400">Secret</dt>
        <dd className="break-all font-mono text-xs" data-testid="webhook-secret">
          {webhook.secret}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">Events</dt>
        <dd>Pushes and Releases</dd>
        <dt className="text-slate-600 dark:text-slate-400">Last delivery</dt>
        <dd>{webhook.lastDeliveryAt ? formatTimestamp(webhook.lastDeliveryAt) : "none yet"}</dd>
      </dl>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        One webhook serves every skill you sync from this repository. Only deliveries signed with this secret, for this repository, publish; and only the commit
        the tracked branch points at on GitHub right then.
      </p>
      <ResultActionForm action={rotateWebhookSecretAction} className="mt-2" label="Rotate the webhook secret">
        <input type="hidden" name="slug" value={slug} />
        <SubmitButton tone="secondary" size="sm" pendingText="Rotating…">
          Rotate secret
        </SubmitButton>
      </ResultActionForm>
    </details>
  );
}

export function SyncCard({ skill, webhook }: { skill: SkillManagement["skill"]; webhook: WebhookView | null }) {
  const source = skill.githubSource;
  return (
    <Card title="Automatic publishing" testId="manage-sync">
      <div className="space-y-4 text-sm">
        {source ? (
          <div className="space-y-2">
            <p>
              Imported from <strong>{source.repository}</strong> (<code>{source.ref}</code>
              {source.path ? (
                <>
                  , <code>{source.path}</code>
                </>
              ) : null}
              ). {source.lastSyncedAt ? <>Last synced {formatTimestamp(source.lastSyncedAt)}.</> : null}
            </p>
            <p className="text-slate-600 dark:text-slate-400">With sync on, every push to that ref publishes a new version as you, through the same checks.</p>
            <ResultActionForm action={setGithubSyncAction} className="flex flex-wrap items-center gap-3" label="GitHub sync">
              <input type="hidden" name="slug" value={skill.slug} />
              <input type="hidden" name="enabled" value={source.syncEnabled ? "false" : "true"} />
              <span className="font-medium" data-testid="sync-state">
                Sync is {source.syncEnabled ? "on" : "off"}
              </span>
              <SubmitButton tone="secondary" size="sm" pendingText="Saving…">
                {source.syncEnabled ? "Turn sync off" : "Turn sync on"}
              </SubmitButton>
            </ResultActionForm>
            {webhook && <WebhookSettings slug={skill.slug} webhook={webhook} />}
          </div>
        ) : (
          <p>
            Not linked to GitHub.{" "}
            <Link href="/import" className={textLink}>
              Import it from a repository
            </Link>{" "}
            to publish on every push.
          </p>
        )}
        <p className="border-t border-slate-200 pt-4 dark:border-slate-800">
          {skill.trustedPublisherCount === 0
            ? "No trusted publishers."
            : skill.trustedPublisherCount === 1
              ? "1 trusted publisher."
              : `${skill.trustedPublisherCount} trusted publishers.`}{" "}
          <Link href="/settings/publishing" className={textLink}>
            Manage trusted publishing
          </Link>{" "}
          to let a GitHub workflow publish without a stored token.
        </p>
      </div>
    </Card>
  );
}
