// Who may see a skill, as a badge beside its name: nothing for public skills (the default most
// visitors expect), "Internal" and "Private" otherwise, so a member never mistakes one for public.
import { Badge } from "@/app/_components/ui";

const LABEL: Record<string, { text: string; title: string }> = {
  INTERNAL: { text: "Internal", title: "Visible to anyone signed in to this registry, not to the public." },
  PRIVATE: { text: "Private", title: "Visible only to the publisher and, for an organisation, its members." },
};

export function VisibilityBadge({ visibility }: { visibility: string }) {
  const label = LABEL[visibility.toUpperCase()];
  if (!label) return null;
  return (
    <Badge tone="warning" title={label.title} className="visibility-badge">
      {label.text}
    </Badge>
  );
}
