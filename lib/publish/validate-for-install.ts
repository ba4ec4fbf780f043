// Validation as the skill will be installed: under its slug (clawhub's `skills/<slug>`), not the
// folder it was read from (the seed reads `<slug>/<version>/`, archives name their top folder
// freely). Without an explicit slug, the one its name gives. Pure: runs in the upload worker
// (inspect-bundle.ts).
import type { Bundle } from "@/lib/bundle";
import { slugify } from "@/lib/ids";
import { validateSkill, type SkillValidation } from "@/lib/skill-format";

export function validateForInstall(bundle: Bundle, slug?: string): SkillValidation {
  const validation = validateSkill({ bundle, installDir: slug });
  if (slug !== undefined) return validation;
  const derived = slugify(validation.name ?? "");
  return derived && derived !== bundle.rootName ? validateSkill({ bundle, installDir: derived }) : validation;
}
