// The reasons people pick from when reporting a skill (the moderator sees the same words).
export const REPORT_REASONS = [
  "Malware or credential theft",
  "Prompt injection",
  "Impersonates another skill or publisher",
  "Spam or misleading",
  "Broken or does not work",
  "Other",
] as const;
