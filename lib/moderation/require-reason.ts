// Reports and moderator actions always say why: the reason is shown to the publisher and kept
// in the audit log.
import { AppError } from "@/lib/errors";

export const MAX_REASON_LENGTH = 1000;

export function requireReason(reason: string | undefined | null): string {
  const trimmed = reason?.trim() ?? "";
  if (!trimmed) throw new AppError("REASON_REQUIRED", "Give a reason.", { details: { field: "reason" } });
  return trimmed.slice(0, MAX_REASON_LENGTH);
}
