// Topics: the labels people browse and filter by. Replaced as a whole, comma-separated.
import { ResultActionForm } from "@/app/_components/publish/result-action-form-client";
import { Card } from "@/app/_components/ui";
import { TextField } from "@/app/_components/ui/input";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { setTopicsAction } from "../actions";

export function TopicsCard({ slug, topics }: { slug: string; topics: string[] }) {
  return (
    <Card title="Topics" description="Up to 20 labels, lower-case letters, digits and hyphens. Browse and search filter by them." testId="manage-topics">
      <ResultActionForm action={setTopicsAction} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end" label="Topics">
        <input type="hidden" name="slug" value={slug} />
        <TextField
          id="topics"
          name="topics"
          label="Topics (comma-separated)"
          defaultValue={topics.join(", ")}
          placeholder="weather, api"
          maxLength={2000}
          autoComplete="off"
        />
        <SubmitButton pendingText="Saving…">Save topics</SubmitButton>
      </ResultActionForm>
    </Card>
  );
}
