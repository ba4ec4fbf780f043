// An upstream's display name (a skill's or an owner's) as we would store one of ours: through the
// one rule for display names (lib/publish/normalize-display-name.ts). A name that rule refuses
// (direction overrides, zero-width or control characters, too long) is dropped, and the caller
// falls back to a name of ours, rather than failing every version of the skill on every sync.
import { normalizeDisplayName } from "@/lib/publish/normalize-display-name";

export function keptDisplayName(raw: string | null | undefined): string | undefined {
  try {
    return normalizeDisplayName(raw ?? undefined);
  } catch {
    return undefined;
  }
}
