// Turns a failed publish gate into the SKILL_INVALID error the API returns (422).
import { AppError } from "@/lib/errors";
import type { SkillValidation } from "./types";

export function assertPublishable(validation: SkillValidation): void {
  if (validation.gate.ok) return;
  throw new AppError("SKILL_INVALID", validation.gate.errors[0]?.message ?? "The skill cannot be published.", { details: { diagnostics: validation.gate.errors } });
}
