// The <skill> element an agent lists in <available_skills>, in the layout skills-ref's
// `to-prompt` writes (one tag or value per line) so both produce the same bytes.
// Every value is XML-escaped: names and descriptions come from skill authors.
export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

export function buildPromptEntry(entry: { name: string; description: string; location: string }): string {
  return [
    "<skill>",
    "<name>",
    escapeXml(entry.name),
    "</name>",
    "<description>",
    escapeXml(entry.description),
    "</description>",
    "<location>",
    escapeXml(entry.location),
    "</location>",
    "</skill>",
  ].join("\n");
}

/** `<dir>/<skillFile>`, with the separator the directory already uses (Windows paths keep `\`). */
export function skillFileLocation(dir: string, skillFile: string): string {
  const separator = dir.includes("\\") && !dir.includes("/") ? "\\" : "/";
  return `${dir.replace(/[\\/]+$/, "")}${separator}${skillFile}`;
}
