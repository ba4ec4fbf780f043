"use client";
// The publish fields, prefilled from the check (slug and name from the frontmatter, the next
// version as placeholder), and the confirm button. Errors from the server land on their field.
import { useRef, type FormEvent } from "react";
import type { PublishCheck } from "@/lib/api-schemas/site-publish";
import { Banner } from "@/app/_components/ui/banner";
import { Button } from "@/app/_components/ui/button";
import { SelectField, TextArea, TextField } from "@/app/_components/ui/input";
import type { UploadError } from "./_lib/post-upload";

export type PublishFields = {
  ownerHandle?: string;
  visibility?: string;
  slug?: string;
  displayName?: string;
  version?: string;
  changelog?: string;
  topics?: string[];
  tags?: string[];
};
export type Publisher = { handle: string; kind: "USER" | "ORG"; displayName: string | null };
/** What a new skill's check is asked about besides the files: the owner whose team policy applies, and the visibility. */
export type CheckTarget = Pick<PublishFields, "ownerHandle" | "visibility" | "slug">;

/** Which field an error code is about; the rest are shown above the form. */
const FIELD_OF: Record<string, keyof PublishFields> = {
  SLUG_INVALID: "slug",
  SLUG_RESERVED: "slug",
  SLUG_RESERVED_AFTER_DELETE: "slug",
  SKILL_OWNED_BY_OTHER: "slug",
  SKILL_DELETED: "slug",
  VERSION_INVALID: "version",
  VERSION_EXISTS: "version",
  TAG_INVALID: "tags",
  TOPIC_INVALID: "topics",
  OWNER_NOT_ALLOWED: "ownerHandle",
  USER_NOT_FOUND: "ownerHandle",
  VISIBILITY_MISMATCH: "visibility",
};

export function fieldOfError(error: UploadError | null): keyof PublishFields | null {
  return error ? (FIELD_OF[error.code] ?? null) : null;
}

const list = (value: FormDataEntryValue | null) =>
  String(value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

function slugHint(check: PublishCheck, owner: string): string {
  const { slug } = check;
  switch (slug.status) {
    case "new":
      return `New skill: it will live at /${owner}/${slug.value}.`;
    case "yours":
      return `You manage '${slug.value}': this adds a version (the newest is v${slug.latestVersion ?? "—"}).`;
    case "taken":
      return `'${slug.value}' belongs to @${slug.ownerHandle}. Choose another slug.`;
    case "reserved":
      return `'${slug.value}' is reserved. Choose another slug.`;
    case "deleted":
      return `You deleted '${slug.value}'. Undelete it on its manage page first, or choose another slug.`;
    case "invalid":
      return "Lower-case letters, digits and single hyphens, 2–64 characters.";
  }
}

export function PublishForm({
  check,
  publishers,
  defaultVisibility,
  busy,
  checking = false,
  error,
  onSubmit,
  onTargetChange,
}: {
  check: PublishCheck;
  publishers: Publisher[];
  defaultVisibility: string;
  busy: boolean;
  /** The server is checking the files again for another owner or visibility. */
  checking?: boolean;
  error: UploadError | null;
  onSubmit: (fields: PublishFields) => void;
  /** The owner or visibility of a new skill changed: the team policy that applies may differ, so the server checks again. */
  onTargetChange?: (target: CheckTarget) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const field = fieldOfError(error);
  const fieldError = (name: keyof PublishFields) => (field === name ? `${error!.message} (${error!.code})` : undefined);
  const slugBlocked = ["taken", "reserved", "invalid", "deleted"].includes(check.slug.status);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim() || undefined;
    onSubmit({
      ownerHandle: text("ownerHandle"),
      visibility: text("visibility"),
      slug: text("slug"),
      displayName: text("displayName"),
      version: text("version"),
      changelog: text("changelog"),
      topics: list(form.get("topics")),
      tags: list(form.get("tags")),
    });
  };
  // The owner the last check was for (a new skill: the chosen "Publish as"), else the account.
  const owner = check.policy?.ownerHandle ?? publishers[0]?.handle ?? "you";
  // Only a new skill's owner is chosen here (an existing skill's owner decides its policy), and the
  // visibility only matters to an organisation's policy (membersPublic). The check is sent the
  // slug in the field, so it judges the skill the publish would go to.
  const retarget = (changed: "owner" | "visibility") => {
    if (!onTargetChange || !formRef.current) return;
    const form = new FormData(formRef.current);
    const text = (name: string) => String(form.get(name) ?? "").trim() || undefined;
    // A slug typed since the check may be a new skill even when the checked one was not.
    if (check.slug.status !== "new" && text("slug") === check.slug.value) return;
    const ownerHandle = text("ownerHandle");
    if (changed === "visibility" && publishers.find((publisher) => publisher.handle === ownerHandle)?.kind !== "ORG") return;
    onTargetChange({ ownerHandle, visibility: text("visibility"), slug: text("slug") });
  };
  if (!check.publishable) {
    return (
      <div className="space-y-2 text-sm" data-testid="publish-form">
        <p className="font-medium">{check.scan.verdict === "malicious" ? "Blocked by the scanner." : "Not publishable yet."}</p>
        <p className="text-slate-700 dark:text-slate-300">
          {check.scan.verdict === "malicious"
            ? "Publishing these files would be refused. Remove what the findings point at, then choose the files again."
            : "Fix the validation errors listed here, then choose the files again."}
        </p>
        <Button className="w-full" disabled aria-disabled data-testid="publish-confirm">
          Cannot publish
        </Button>
      </div>
    );
  }
  return (
    <form ref={formRef} onSubmit={submit} aria-label="Publish details" className="space-y-4" data-testid="publish-form">
      {error && !field && (
        <Banner tone="danger" title={error.code} testId="publish-error">
          {error.message}
        </Banner>
      )}
      {publishers.length > 1 && (
        <SelectField
          id="publish-owner"
          name="ownerHandle"
          label="Publish as"
          defaultValue={publishers[0]?.handle}
          error={fieldError("ownerHandle")}
          onChange={() => retarget("owner")}
        >
          {publishers.map((publisher) => (
            <option key={publisher.handle} value={publisher.handle}>
              @{publisher.handle}
              {publisher.kind === "ORG" ? " (organisation)" : ""}
            </option>
          ))}
        </SelectField>
      )}
      {check.slug.status !== "yours" && (
        <SelectField
          id="publish-visibility"
          name="visibility"
          label="Visibility"
          defaultValue={defaultVisibility}
          hint="Who may see a new skill: everyone, anyone signed in here, or only the publisher and its organisation's members. Org admins can change it later."
          error={fieldError("visibility")}
          onChange={() => retarget("visibility")}
        >
          <option value="public">Public</option>
          <option value="internal">Internal (signed-in accounts)</option>
          <option value="private">Private (publisher and org members)</option>
        </SelectField>
      )}
      <TextField
        id="publish-slug"
        name="slug"
        label="Slug"
        defaultValue={check.slug.value}
        required
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        hint={slugHint(check, owner)}
        error={fieldError("slug")}
      />
      <TextField
        id="publish-name"
        name="displayName"
        label="Display name"
        defaultValue={check.skill.displayName}
        maxLength={100}
        error={fieldError("displayName")}
      />
      <TextField
        id="publish-version"
        name="version"
        label="Version"
        placeholder={check.slug.nextVersion}
        maxLength={128}
        autoComplete="off"
        spellCheck={false}
        hint={`Leave empty for ${check.slug.nextVersion}. Versions are immutable once published.`}
        error={fieldError("version")}
      />
      <TextArea id="publish-changelog" name="changelog" label="Changelog" rows={3} maxLength={20000} placeholder="What changed in this version?" />
      <TextField
        id="publish-topics"
        name="topics"
        label="Topics"
        placeholder="weather, api"
        hint="Comma-separated; people browse by these. Empty keeps the current topics."
        error={fieldError("topics")}
      />
      <TextField
        id="publish-tags"
        name="tags"
        label="Dist-tags"
        placeholder="beta"
        hint="Comma-separated, besides latest (which always follows the highest version)."
        error={fieldError("tags")}
      />
      <Button type="submit" className="w-full" disabled={busy || checking} aria-disabled={busy || checking} data-testid="publish-confirm">
        {busy ? "Publishing…" : checking ? "Checking the policy…" : "Publish"}
      </Button>
      {slugBlocked && <p className="text-xs text-amber-800 dark:text-amber-300">Change the slug before publishing.</p>}
      {check.scan.verdict === "suspicious" &&
        (check.policy?.outcome === "hold" ? (
          <p className="text-xs text-slate-600 dark:text-slate-400">
            @{check.policy.ownerHandle} holds suspicious versions until one of its admins approves them.
          </p>
        ) : (
          <p className="text-xs text-slate-600 dark:text-slate-400">Suspicious versions are published with a warning and reviewed by a moderator.</p>
        ))}
    </form>
  );
}
