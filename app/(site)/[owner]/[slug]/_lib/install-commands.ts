// The three ways to install a skill, exactly as people type them (issue 10): the clawhub CLI,
// OpenClaw's CLI, and the `skills` tool call an agent makes itself.
export type InstallCommand = { id: "clawhub" | "openclaw" | "agent"; title: string; label: string; command: string; prompt: string | null; caption: string };

/** `version`: pin the clawhub command to one version (the other two install the latest). */
export function skillInstallCommands(slug: string, version?: string): InstallCommand[] {
  return [
    { id: "clawhub", title: "clawhub CLI", label: "clawhub CLI command", command: `npx clawhub@latest install ${slug}${version ? ` --version ${version}` : ""}`, prompt: "$", caption: "Works anywhere Node.js 20+ is installed." },
    { id: "openclaw", title: "OpenClaw", label: "OpenClaw command", command: `openclaw skills install ${slug}`, prompt: "$", caption: "For OpenClaw users: installs into the active workspace." },
    { id: "agent", title: "Agent tool call", label: "agent tool call", command: `skills(action="install", skill="${slug}", from="clawhub")`, prompt: null, caption: "Paste into an agent that has the skills tool: it installs the skill itself." },
  ];
}
