// Copy-paste install commands (lib/install/build-install-commands.ts): each names this registry,
// since a bare `clawhub install x` or `openclaw skills install x` installs clawhub.ai's `x`.
import { describe, expect, test } from "vitest";
import { publishCommands, skillInstallCommands } from "@/lib/install/build-install-commands";

const hub = { url: "https://skills.example.com", isDefault: false };

describe("skillInstallCommands", () => {
  test("every command names this registry when clients do not default to it", () => {
    const commands = skillInstallCommands({ slug: "pdf-tools", owner: "alice", registry: hub });
    expect(commands.map((command) => command.command)).toEqual([
      "npx clawhub@latest --registry https://skills.example.com install pdf-tools",
      "OPENCLAW_CLAWHUB_URL=https://skills.example.com openclaw skills install @alice/pdf-tools",
      "Install the skill @alice/pdf-tools from the registry at https://skills.example.com: run OPENCLAW_CLAWHUB_URL=https://skills.example.com openclaw skills install @alice/pdf-tools",
    ]);
    for (const command of commands) expect(command.command).toContain(hub.url);
  });

  test("a pinned version pins the clawhub and OpenClaw commands", () => {
    const [clawhub, openclaw] = skillInstallCommands({ slug: "pdf-tools", owner: "alice", version: "1.2.0", registry: hub });
    expect(clawhub!.command).toMatch(/install pdf-tools --version 1\.2\.0$/);
    expect(openclaw!.command).toMatch(/install @alice\/pdf-tools --version 1\.2\.0$/);
  });

  test("HUB_DEFAULT_REGISTRY: the short forms, owner-qualified for OpenClaw and the agent", () => {
    expect(skillInstallCommands({ slug: "pdf-tools", owner: "alice", registry: { ...hub, isDefault: true } }).map((command) => command.command)).toEqual([
      "npx clawhub@latest install pdf-tools",
      "openclaw skills install @alice/pdf-tools",
      'skills(action="install", skill="@alice/pdf-tools", from="clawhub")',
    ]);
  });

  test("a mirrored skill: its full names; the slug alone for OpenClaw when the publisher's handle is longer than OpenClaw takes", () => {
    const short = skillInstallCommands({ slug: "clawhub--steipete--pdf-tools", owner: "clawhub--steipete", registry: { ...hub, isDefault: true } });
    expect(short.map((command) => command.command).slice(0, 2)).toEqual([
      "npx clawhub@latest install clawhub--steipete--pdf-tools",
      "openclaw skills install @clawhub--steipete/clawhub--steipete--pdf-tools",
    ]);
    const owner = `${"m".repeat(20)}--${"o".repeat(30)}`;
    const [, openclaw, agent] = skillInstallCommands({ slug: `${owner}--notes`, owner, registry: { ...hub, isDefault: true } });
    expect(openclaw!.command).toBe(`openclaw skills install ${owner}--notes`);
    expect(agent!.command).toContain(`skill="${owner}--notes"`);
  });

  test("login goes through this site and keeps the token for this registry", () => {
    expect(publishCommands(hub)).toEqual({
      login: "npx clawhub@latest --site https://skills.example.com --registry https://skills.example.com login",
      publish: "npx clawhub@latest --registry https://skills.example.com publish ./my-skill",
    });
  });
});
