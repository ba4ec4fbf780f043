// Dist-tags: `latest` follows the highest installable version on its own; other tags (beta, next,
// stable…) point where the owner says. Set or move one, or remove it.
import type { VersionHistoryEntry } from "@/lib/catalog/list-version-history";
import { ResultActionForm } from "@/app/_components/publish/result-action-form-client";
import { Card } from "@/app/_components/ui";
import { SelectField, TextField } from "@/app/_components/ui/input";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { removeDistTagAction, setDistTagAction } from "../actions";

export function DistTagsCard({ slug, versions }: { slug: string; versions: VersionHistoryEntry[] }) {
  const tags = versions.flatMap((entry) => entry.tags.map((tag) => ({ tag, version: entry.version }))).sort((a, b) => a.tag.localeCompare(b.tag));
  const installable = versions.filter((entry) => entry.status.installable);
  return (
    <Card title="Dist-tags" description="Installers pick a tag with slug@tag. latest always follows the highest installable version." testId="manage-tags">
      <ul className="mb-4 divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {tags.map(({ tag, version }) => (
          <li key={tag} className="flex items-center justify-between gap-3 py-2" data-testid="dist-tag" data-tag={tag}>
            <span>
              <code className="font-semibold">{tag}</code> → <span className="font-mono">v{version}</span>
            </span>
            {tag === "latest" ? (
              <span className="text-xs text-slate-600 dark:text-slate-400">automatic</span>
            ) : (
              <ResultActionForm action={removeDistTagAction} label={`Remove tag ${tag}`}>
                <input type="hidden" name="slug" value={slug} />
                <input type="hidden" name="tag" value={tag} />
                <SubmitButton tone="ghost" size="sm" pendingText="Removing…" aria-label={`Remove tag ${tag}`}>
                  Remove
                </SubmitButton>
              </ResultActionForm>
            )}
          </li>
        ))}
        {tags.length === 0 && <li className="py-2 text-slate-600 dark:text-slate-400">No tags: nothing is installable.</li>}
      </ul>
      {installable.length > 0 && (
        <ResultActionForm action={setDistTagAction} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" label="Set a dist-tag">
          <input type="hidden" name="slug" value={slug} />
          <TextField id="tag-name" name="tag" label="Tag" placeholder="beta" required maxLength={64} autoComplete="off" />
          <SelectField id="tag-version" name="version" label="Version" required defaultValue={installable[0]?.version}>
            {installable.map((entry) => (
              <option key={entry.id} value={entry.version}>
                v{entry.version}
              </option>
            ))}
          </SelectField>
          <SubmitButton pendingText="Saving…">Set tag</SubmitButton>
        </ResultActionForm>
      )}
    </Card>
  );
}
