// Folders named by `.claude-plugin/marketplace.json` and `plugin.json`: each plugin's `skills`
// entries (a skill folder, or a folder of skills) and its conventional `skills/` folder.
import { claudeMarketplaceSchema, claudePluginEntrySchema, claudePluginSchema } from "./schemas/claude-marketplace";
import { joinRepoPath } from "./join-repo-path";
import { MARKETPLACE_FILE, PLUGIN_FILE } from "./skill-folders";

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // a broken manifest names nothing; the other places are still searched
  }
}

function list(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

export function marketplaceSkillFolders(input: { base: string; readText: (path: string) => string | undefined }): string[] {
  const { base } = input;
  const folders: string[] = [];
  const addPlugin = (pluginBase: string | null, skills: string[]) => {
    if (pluginBase === null) return;
    for (const skill of skills) {
      const folder = joinRepoPath(pluginBase, skill);
      if (folder !== null) folders.push(folder);
    }
    const conventional = joinRepoPath(pluginBase, "skills");
    if (conventional !== null) folders.push(conventional);
  };

  const marketplace = claudeMarketplaceSchema.safeParse(parseJson(input.readText(joinRepoPath(base, MARKETPLACE_FILE) ?? "")));
  if (marketplace.success) {
    const root = marketplace.data.metadata?.pluginRoot ?? "";
    for (const raw of marketplace.data.plugins ?? []) {
      const plugin = claudePluginEntrySchema.safeParse(raw);
      if (!plugin.success || (plugin.data.source !== undefined && typeof plugin.data.source !== "string")) continue; // remote plugin
      addPlugin(joinRepoPath(base, root, plugin.data.source ?? ""), list(plugin.data.skills));
    }
  }
  const single = claudePluginSchema.safeParse(parseJson(input.readText(joinRepoPath(base, PLUGIN_FILE) ?? "")));
  if (single.success) addPlugin(base, list(single.data.skills));
  return [...new Set(folders)];
}
