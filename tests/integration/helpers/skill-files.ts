// Test bundles as `{ kind: "files" }` inputs: a SKILL.md with frontmatter plus any extra files.
import type { BundleInput } from "@/lib/bundle";

export type SkillFilesInput = {
  name: string;
  description?: string;
  /** Markdown after the frontmatter. */
  body?: string;
  /** Extra files by path (text). */
  files?: Record<string, string | Uint8Array>;
};

const encoder = new TextEncoder();

export function skillMarkdown(input: Pick<SkillFilesInput, "name" | "description" | "body">): string {
  const description = input.description ?? `Helps with ${input.name.replace(/-/g, " ")} tasks in a test.`;
  const body = input.body ?? `# ${input.name}\n\nUse this skill when the user asks about ${input.name.replace(/-/g, " ")}.\n`;
  return `---\nname: ${input.name}\ndescription: ${description}\n---\n\n${body}`;
}

export function skillFiles(input: SkillFilesInput): Extract<BundleInput, { kind: "files" }> {
  const files: Array<{ path: string; bytes: Uint8Array }> = [{ path: "SKILL.md", bytes: encoder.encode(skillMarkdown(input)) }];
  for (const [path, content] of Object.entries(input.files ?? {})) {
    files.push({ path, bytes: typeof content === "string" ? encoder.encode(content) : content });
  }
  return { kind: "files", files };
}
