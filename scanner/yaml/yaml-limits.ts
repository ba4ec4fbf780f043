// Resource limits for YAML that users write (SKILL.md frontmatter, single-file .yaml skills).
// YAML parsers' cost grows with size, nesting and key count faster than linearly (a million "["
// took `yaml` 15 s and 2 GB; a deep staircase exhausts the heap), so these are checked before
// any parser sees the text (check-yaml-limits.ts), by every caller (parse-untrusted-yaml.ts).
export type YamlLimits = {
  /** UTF-8 bytes of the YAML text. */
  maxBytes: number;
  /** Nesting of collections (block or flow). */
  maxDepth: number;
  /** Alias expansions while building values (the "billion laughs" guard). */
  maxAliasCount: number;
};

/** SKILL.md frontmatter: a few dozen keys in practice; 64 KiB and 64 levels are far above that. */
export const FRONTMATTER_LIMITS: YamlLimits = Object.freeze({ maxBytes: 64 * 1024, maxDepth: 64, maxAliasCount: 100 });

/** A single-file .yaml skill holds its instructions too, so it may be larger; the frontmatter it
 * turns into is held to FRONTMATTER_LIMITS by the publish gate afterwards. */
export const YAML_SKILL_LIMITS: YamlLimits = Object.freeze({ ...FRONTMATTER_LIMITS, maxBytes: 256 * 1024 });
