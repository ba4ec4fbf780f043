// Error codes thrown by lib/skill-format when a skill cannot be published.
export const skillFormatCodes = {
  /** The publish gate failed (no SKILL.md, unparseable frontmatter, no usable name/description,
   * hygiene). `details` is the list of gate diagnostics. */
  SKILL_INVALID: { status: 422, fault: "user" },
} as const;
