// The one place that says how to install from (and publish to) this registry, for every page that
// shows a command: the skill page's sidebar and Install tab, the publish result, the home page
// and the docs. A command copied from here must install *this* registry's skill: the clawhub CLI
// and OpenClaw default to clawhub.ai, where the same slug may be someone else's skill, so each
// command names this registry (`--registry`, OPENCLAW_CLAWHUB_URL) unless the operator says the
// clients already default to it (HUB_DEFAULT_REGISTRY).
export type InstallCommand = { id: "clawhub" | "openclaw" | "agent"; title: string; label: string; command: string; prompt: string | null; caption: string };

export type RegistryTarget = {
  /** This registry's public origin (HUB_PUBLIC_URL, or the site origin the request came to). */
  url: string;
  /** HUB_DEFAULT_REGISTRY: the clients are configured to use this registry without being told. */
  isDefault: boolean;
};

/** `clawhub` with this registry named, as typed in a shell. */
export function clawhubCli(registry: RegistryTarget): string {
  return registry.isDefault ? "npx clawhub@latest" : `npx clawhub@latest --registry ${registry.url}`;
}

/** `openclaw` with this registry named (OpenClaw reads only OPENCLAW_CLAWHUB_URL / CLAWHUB_URL). */
export function openclawCli(registry: RegistryTarget): string {
  return registry.isDefault ? "openclaw" : `OPENCLAW_CLAWHUB_URL=${registry.url} openclaw`;
}

// OpenClaw refuses an owner handle longer than 40 characters (its own pattern). Local handles are
// at most 39; a mirrored publisher's (`<mirror>--<owner>`) may be longer, and then the skill's
// mirrored slug alone names it (docs/mirroring.md, "Names").
const OPENCLAW_OWNER = /^[a-z0-9](?:[a-z0-9._-]{0,38}[a-z0-9])?$/;

/** How OpenClaw (and an agent) should name the skill: `@owner/slug` where OpenClaw accepts the owner. */
export function openclawSkillRef(slug: string, owner: string): string {
  return OPENCLAW_OWNER.test(owner) ? `@${owner}/${slug}` : slug;
}

/** `version`: pin the clawhub and OpenClaw commands to one version. */
export function skillInstallCommands(input: { slug: string; owner: string; version?: string; registry: RegistryTarget }): InstallCommand[] {
  const { slug, owner, version, registry } = input;
  const ref = openclawSkillRef(slug, owner);
  const pin = version ? ` --version ${version}` : "";
  const where = registry.isDefault ? "" : ` from ${registry.url}`;
  return [
    {
      id: "clawhub",
      title: "clawhub CLI",
      label: "clawhub CLI command",
      command: `${clawhubCli(registry)} install ${slug}${pin}`,
      prompt: "$",
      caption: `Works anywhere Node.js 20+ is installed; installs${where || " from this registry"}.`,
    },
    {
      id: "openclaw",
      title: "OpenClaw",
      label: "OpenClaw command",
      command: `${openclawCli(registry)} skills install ${ref}${pin}`,
      prompt: "$",
      caption: "For OpenClaw users: checks our security verdict, then installs into the active workspace.",
    },
    registry.isDefault
      ? {
          id: "agent",
          title: "Agent tool call",
          label: "agent tool call",
          command: `skills(action="install", skill="${ref}", from="clawhub")`,
          prompt: null,
          caption: "Paste into an agent that has the skills tool: it installs the skill itself.",
        }
      : {
          id: "agent",
          title: "Ask your agent",
          label: "agent instruction",
          command: `Install the skill ${ref} from the registry at ${registry.url}: run ${openclawCli(registry)} skills install ${ref}`,
          prompt: null,
          caption: "Paste into your agent's chat: it names this registry, so the agent cannot fetch a same-named skill from another one.",
        },
  ];
}

/** Browser login goes through the site (--site) and keeps its token for the registry (--registry). */
export function publishCommands(registry: RegistryTarget): { login: string; publish: string } {
  const login = registry.isDefault ? "npx clawhub@latest login" : `npx clawhub@latest --site ${registry.url} --registry ${registry.url} login`;
  return { login, publish: `${clawhubCli(registry)} publish ./my-skill` };
}
