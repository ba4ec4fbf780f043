// Older single-file skill formats → a SKILL.md bundle. `<name>.md` keeps its bytes as SKILL.md;
// `<name>.yaml` becomes frontmatter (every key but the instructions) plus the instructions as body.
// Either way the skill's folder name, and so its default name, is the file stem. The YAML is
// parsed under scanner/yaml's limits (YAML_SKILL_LIMITS) like any user YAML.
import { isMap, isScalar } from "yaml";
import { parseUntrustedYaml, YAML_SKILL_LIMITS } from "@/scanner/yaml";
import type { RawEntry } from "./types";

const BODY_KEYS = ["instructions", "prompt", "content", "body", "system_prompt"];
const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8");

export function fileStem(filename: string): string {
  const base = filename.slice(Math.max(filename.lastIndexOf("/"), filename.lastIndexOf("\\")) + 1);
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(0, dot) : base;
}

export function isSkillFileName(filename: string): boolean {
  const base = filename.slice(Math.max(filename.lastIndexOf("/"), filename.lastIndexOf("\\")) + 1);
  return base === "SKILL.md" || base === "skill.md";
}

export function markdownSkill(filename: string, bytes: Uint8Array): { entries: RawEntry[]; rootName: string | null } {
  if (isSkillFileName(filename))
    return { entries: [{ type: "file", rawPath: fileStem(filename) === "SKILL" ? "SKILL.md" : "skill.md", bytes }], rootName: null };
  return { entries: [{ type: "file", rawPath: "SKILL.md", bytes }], rootName: fileStem(filename) };
}

/** A YAML skill as SKILL.md text. YAML that is unparseable, too large or too deep is wrapped as-is,
 * so the validator reports it with positions (or refuses it under the frontmatter limits) unparsed. */
export function yamlSkillToMarkdown(text: string): string {
  const source = text.replace(/^\uFEFF/, "");
  const parsed = parseUntrustedYaml(source, { limits: YAML_SKILL_LIMITS, options: { uniqueKeys: true } });
  const doc = parsed.ok ? parsed.doc : null;
  if (!doc || doc.errors.length > 0 || !isMap(doc.contents)) return `---\n${source}${source.endsWith("\n") ? "" : "\n"}---\n`;
  let body = "";
  for (const key of BODY_KEYS) {
    const node = doc.get(key, true);
    if (isScalar(node) && typeof node.value === "string") {
      body = node.value;
      doc.delete(key);
      break;
    }
  }
  const frontmatter = doc.contents.items.length === 0 ? "" : doc.toString({ lineWidth: 0 });
  return `---\n${frontmatter}---\n\n${body}${body.endsWith("\n") || body === "" ? "" : "\n"}`;
}

export function yamlSkill(filename: string, bytes: Uint8Array): { entries: RawEntry[]; rootName: string } {
  const markdown = yamlSkillToMarkdown(decoder.decode(bytes));
  return { entries: [{ type: "file", rawPath: "SKILL.md", bytes: encoder.encode(markdown) }], rootName: fileStem(filename) };
}
