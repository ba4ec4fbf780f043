// The repository most tests import from, laid out like real skill repositories: skills/<name>/,
// skills/.curated/, an agent folder, a plugin marketplace naming a skill in a nested folder, a
// skill folder containing a SKILL.md of its own (part of that skill, not another one), and noise.
import { GitRepository, type RepoFiles } from "./git-repository";

export function skillMd(name: string, options: { description?: string; version?: string; body?: string } = {}): string {
  const version = options.version ? `version: ${options.version}\n` : "";
  const description = options.description ?? `Helps with ${name.replace(/-/g, " ")} work when the user asks for it.`;
  return `---\nname: ${name}\ndescription: ${description}\n${version}---\n\n# ${name}\n\n${options.body ?? `Use this skill for ${name.replace(/-/g, " ")}.`}\n`;
}

export const marketplaceJson = JSON.stringify(
  {
    name: "acme-skills",
    owner: { name: "Acme" },
    plugins: [
      { name: "docs", source: "./plugins/docs", skills: ["./skills/doc-writer"] },
      { name: "remote", source: { source: "github", repo: "elsewhere/plugin" } },
      { name: "escape", source: "./plugins/../../outside", skills: ["./x"] },
    ],
  },
  null,
  2,
);

export const skillsRepositoryFiles: RepoFiles = {
  "README.md": "# Acme skills\n\nSkills for agents.\n",
  "package.json": '{"name":"acme-skills","private":true}\n',
  "skills/pdf-tools/SKILL.md": skillMd("pdf-tools", { version: "2.1.0" }),
  "skills/pdf-tools/scripts/extract.py": "import sys\n\nprint(open(sys.argv[1], 'rb').read()[:100])\n",
  "skills/pdf-tools/references/format.md": "# PDF format notes\n\nObjects, streams and xref tables.\n",
  "skills/pdf-tools/examples/inner/SKILL.md": skillMd("inner"),
  "skills/.curated/code-review/SKILL.md": skillMd("code-review"),
  ".claude/skills/repo-helper/SKILL.md": skillMd("repo-helper"),
  ".claude/settings.json": "{}\n",
  ".claude-plugin/marketplace.json": marketplaceJson,
  "plugins/docs/skills/doc-writer/SKILL.md": skillMd("doc-writer"),
  "plugins/docs/skills/doc-writer/assets/template.md": "# Title\n\nBody.\n",
  "docs/guide/nested/SKILL.md": skillMd("nested"),
  "node_modules/dep/skills/ignored/SKILL.md": skillMd("ignored"),
};

/** Paths (repository-relative folders) of the skills discovery must find in skillsRepositoryFiles. */
export const expectedSkillPaths = ["skills/pdf-tools", "skills/.curated/code-review", ".claude/skills/repo-helper", "plugins/docs/skills/doc-writer"];

export function buildSkillsRepository(extra: RepoFiles = {}): GitRepository {
  const git = new GitRepository("skills");
  git.commit({ ...skillsRepositoryFiles, ...extra }, "initial skills");
  return git;
}
