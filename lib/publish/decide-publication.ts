// The publish decision, in one place: a prepared bundle (prepare-publication.ts) may be published
// unless the publish gate refuses it (SKILL_INVALID) or the scanner judged it malicious
// (SCAN_BLOCKED). Each refusal carries everything a client shows: the clawhub CLI prints the
// diagnostics or findings line by line (lib/http/format-error-text.ts); the website shows each
// rule's title and explanation next to its finding. The pre-publish check asks the same question.
import { AppError } from "@/lib/errors";
import type { PreparedPublication } from "./prepare-publication";
import { ruleTexts } from "./rule-texts";

/**
 * Why this bundle may not be published, or null when it may. The gate's refusal comes first. A
 * mirrored version (lib/mirror) is never refused for its verdict: it is stored blocked with the
 * reason instead (mirror-origin.ts mirrorBlockReason), so admins see what the upstream serves.
 */
export function publicationRefusal(prepared: Pick<PreparedPublication, "validation" | "scan">, options: { mirrored?: boolean } = {}): AppError | null {
  const { validation, scan } = prepared;
  if (!validation.gate.ok) {
    return new AppError("SKILL_INVALID", validation.gate.errors[0]?.message ?? "The skill cannot be published.", {
      details: { diagnostics: validation.gate.errors },
    });
  }
  if (scan.verdict === "malicious" && !options.mirrored) {
    return new AppError("SCAN_BLOCKED", `Publishing refused: ${scan.summary}`, {
      details: { verdict: "malicious", summary: scan.summary, explanation: scan.explanation, findings: scan.findings, rules: ruleTexts(scan.findings) },
    });
  }
  return null;
}

/**
 * Throws SKILL_INVALID or SCAN_BLOCKED unless the bundle may be published. `onBlocked` runs before
 * a SCAN_BLOCKED is thrown (publishVersion remembers the attempt, record-blocked-attempt.ts).
 */
export async function decidePublication(
  prepared: Pick<PreparedPublication, "validation" | "scan">,
  hooks: { mirrored?: boolean; onBlocked?: () => Promise<void> } = {},
): Promise<void> {
  const refusal = publicationRefusal(prepared, { mirrored: hooks.mirrored });
  if (!refusal) return;
  if (refusal.code === "SCAN_BLOCKED") await hooks.onBlocked?.();
  throw refusal;
}
