// skills-ref's validateMetadata (dist/validator.js), rule for rule, returning coded issues instead
// of strings. Quirks kept on purpose: values are String()-ed before checks (so `name: 123` is the
// name "123"), lengths count UTF-16 units, names are NFKC-normalised, and "letters" are the
// reference's own Unicode ranges.
import { referenceString } from "./reference-string";

export type ReferenceIssue = { code: string; message: string; field: string | null };

const MAX_NAME = 64;
const MAX_DESCRIPTION = 1024;
const MAX_COMPATIBILITY = 500;
export const AGENTSKILLS_FIELDS = ["name", "description", "license", "allowed-tools", "metadata", "compatibility"];
const ALLOWED = new Set(AGENTSKILLS_FIELDS);

function isReferenceLetter(c: string): boolean {
  const code = c.codePointAt(0);
  if (code === undefined) return false;
  return (
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    (code >= 48 && code <= 57) ||
    (code >= 0x0400 && code <= 0x04ff) ||
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x0300 && code <= 0x036f) ||
    (code >= 0x00c0 && code <= 0x024f)
  );
}

export function checkReferenceName(name: string, dirName: string | null): ReferenceIssue[] {
  const issues: ReferenceIssue[] = [];
  const add = (code: string, message: string) => issues.push({ code, message, field: "name" });
  if (!name || !name.trim()) {
    add("NAME_EMPTY", "Field 'name' must be a non-empty string");
    return issues;
  }
  const normalized = name.trim().normalize("NFKC");
  if (normalized.length > MAX_NAME) add("NAME_TOO_LONG", `Skill name '${normalized}' exceeds ${MAX_NAME} character limit (${normalized.length} chars)`);
  if (normalized !== normalized.toLowerCase()) add("NAME_NOT_LOWERCASE", `Skill name '${normalized}' must be lowercase`);
  if (normalized.startsWith("-") || normalized.endsWith("-")) add("NAME_HYPHEN_EDGE", "Skill name cannot start or end with a hyphen");
  if (normalized.includes("--")) add("NAME_CONSECUTIVE_HYPHENS", "Skill name cannot contain consecutive hyphens");
  if (Array.from(normalized).some((c) => !(isReferenceLetter(c) || c === "-"))) {
    add("NAME_INVALID_CHARACTERS", `Skill name '${normalized}' contains invalid characters. Only letters, digits, and hyphens are allowed.`);
  }
  if (dirName !== null && dirName.normalize("NFKC") !== normalized) {
    add("NAME_DIRECTORY_MISMATCH", `Directory name '${dirName}' must match skill name '${normalized}'`);
  }
  return issues;
}

export function validateLikeSkillsRef(metadata: object, dirName: string | null): ReferenceIssue[] {
  const fields = metadata as Record<string, unknown>;
  const issues: ReferenceIssue[] = [];
  const extra = Object.keys(fields).filter((key) => !ALLOWED.has(key));
  if (extra.length > 0) {
    issues.push({
      code: "UNEXPECTED_FIELDS",
      message: `Unexpected fields in frontmatter: ${extra.sort().join(", ")}. Only ${[...ALLOWED].sort().join(", ")} are allowed.`,
      field: extra[0]!,
    });
  }
  if (!("name" in fields)) issues.push({ code: "NAME_MISSING", message: "Missing required field in frontmatter: name", field: null });
  else issues.push(...checkReferenceName(referenceString(fields.name), dirName));
  if (!("description" in fields)) {
    issues.push({ code: "DESCRIPTION_MISSING", message: "Missing required field in frontmatter: description", field: null });
  } else {
    const description = referenceString(fields.description);
    if (!description || !description.trim())
      issues.push({ code: "DESCRIPTION_EMPTY", message: "Field 'description' must be a non-empty string", field: "description" });
    else if (description.length > MAX_DESCRIPTION) {
      issues.push({
        code: "DESCRIPTION_TOO_LONG",
        message: `Description exceeds ${MAX_DESCRIPTION} character limit (${description.length} chars)`,
        field: "description",
      });
    }
  }
  if ("compatibility" in fields) {
    const compatibility = fields.compatibility;
    if (typeof compatibility !== "string")
      issues.push({ code: "COMPATIBILITY_NOT_STRING", message: "Field 'compatibility' must be a string", field: "compatibility" });
    else if (compatibility.length > MAX_COMPATIBILITY) {
      issues.push({
        code: "COMPATIBILITY_TOO_LONG",
        message: `Compatibility exceeds ${MAX_COMPATIBILITY} character limit (${compatibility.length} chars)`,
        field: "compatibility",
      });
    }
  }
  return issues;
}
