// `.claude-plugin/marketplace.json` (a catalog of plugins) and `.claude-plugin/plugin.json` (one
// plugin), as far as skill discovery reads them: local plugin sources and their `skills` paths.
// Everything else in these files is someone else's business, so unknown keys pass through.
import { z } from "zod";

const skillPaths = z.union([z.string(), z.array(z.string())]).optional();

export const claudePluginEntrySchema = z.looseObject({
  name: z.string().optional(),
  /** "./plugins/foo" for a plugin in this repository; an object names a remote source we skip. */
  source: z.union([z.string(), z.looseObject({})]).optional(),
  skills: skillPaths,
});

export const claudeMarketplaceSchema = z.looseObject({
  metadata: z.looseObject({ pluginRoot: z.string().optional() }).optional(),
  plugins: z.array(z.unknown()).optional(),
});

export const claudePluginSchema = z.looseObject({ skills: skillPaths });
