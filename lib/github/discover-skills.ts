// Finds the skills in a repository the way people lay them out, in this order: a SKILL.md at the
// base (the folder is one skill), `skills/<name>/` (and .curated/.experimental/.system), agent
// folders (.claude/skills/<name>/, …), folders named in .claude-plugin/marketplace.json; only when
// all of that finds nothing, any SKILL.md up to five folders deep. A skill's folder is all of it:
// nothing inside a found skill is searched again.
import { joinRepoPath } from "./join-repo-path";
import { marketplaceSkillFolders } from "./marketplace-skill-folders";
import { AGENT_SKILL_FOLDERS, MARKETPLACE_FILE, NESTED_SEARCH_DEPTH, SKILL_FILE_NAMES, SKILLS_FOLDERS, SKIPPED_FOLDERS } from "./skill-folders";
import type { SkillLocation, SkillSource } from "./types";

export type DiscoveryInput = {
  /** Every regular file's repository-relative path. */
  paths: Iterable<string>;
  readText: (path: string) => string | undefined;
  /** Folder to search ("" = repository root). */
  base: string;
};

export type Discovery = { skills: SkillLocation[]; searched: string[] };

const inside = (folder: string, name: string) => (folder === "" ? name : `${folder}/${name}`);

export function discoverSkills(input: DiscoveryInput): Discovery {
  const base = joinRepoPath(input.base) ?? "";
  const files = new Set(input.paths);
  const children = new Map<string, Set<string>>();
  for (const path of files) {
    const segments = path.split("/");
    for (let i = 1; i < segments.length; i++) {
      const parent = segments.slice(0, i - 1).join("/");
      let set = children.get(parent);
      if (!set) children.set(parent, (set = new Set()));
      set.add(segments.slice(0, i).join("/"));
    }
  }
  const isSkill = (folder: string) => SKILL_FILE_NAMES.some((name) => files.has(inside(folder, name)));
  const found = new Map<string, SkillSource>();
  const add = (folder: string, source: SkillSource) => {
    if (found.has(folder)) return;
    // A folder inside an already found skill is part of that skill, not another one.
    for (const skill of found.keys()) if (skill === "" || folder.startsWith(`${skill}/`)) return;
    found.set(folder, source);
  };
  const childSkills = (folder: string, source: SkillSource) => {
    for (const child of [...(children.get(folder) ?? [])].sort()) if (isSkill(child)) add(child, source);
  };
  const searched: string[] = [];

  searched.push(inside(base, "SKILL.md"));
  if (isSkill(base)) return { skills: [{ path: base, source: "root" }], searched };

  for (const folder of SKILLS_FOLDERS) {
    searched.push(inside(base, `${folder}/*/SKILL.md`));
    childSkills(inside(base, folder), "skills-folder");
  }
  for (const folder of AGENT_SKILL_FOLDERS) {
    searched.push(inside(base, `${folder}/*/SKILL.md`));
    childSkills(inside(base, folder), "agent-folder");
  }
  searched.push(inside(base, MARKETPLACE_FILE));
  for (const folder of marketplaceSkillFolders({ base, readText: input.readText })) {
    if (isSkill(folder)) add(folder, "marketplace");
    else childSkills(folder, "marketplace");
  }

  if (found.size === 0) {
    searched.push(`any SKILL.md up to ${NESTED_SEARCH_DEPTH} folders below ${base === "" ? "the repository root" : base}`);
    const walk = (folder: string, depth: number) => {
      for (const child of [...(children.get(folder) ?? [])].sort()) {
        if (SKIPPED_FOLDERS.has(child.slice(child.lastIndexOf("/") + 1))) continue;
        if (isSkill(child)) add(child, "nested");
        else if (depth < NESTED_SEARCH_DEPTH) walk(child, depth + 1);
      }
    };
    walk(base, 1);
  }
  return { skills: [...found].map(([path, source]) => ({ path, source })), searched };
}
