// Tiny argument parser for our CLIs: positionals plus --flag / --flag value / --flag=value. A value
// flag may repeat (`--owner a --owner b`): `flags` keeps the last, `listFlag` reads them all.
export type ParsedArgs = { positionals: string[]; flags: Map<string, string | true>; repeated: Map<string, string[]> };

export class UsageError extends Error {}

export function parseArgs(argv: string[], valueFlags: readonly string[]): ParsedArgs {
  const positionals: string[] = [];
  const flags = new Map<string, string | true>();
  const repeated = new Map<string, string[]>();
  const set = (name: string, value: string | true) => {
    flags.set(name, value);
    if (value !== true) repeated.set(name, [...(repeated.get(name) ?? []), value]);
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith("--")) {
      positionals.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split("=", 2) as [string, string | undefined];
    if (inline !== undefined) set(name, inline);
    else if (valueFlags.includes(name)) {
      const value = argv[++i];
      if (value === undefined || value.startsWith("--")) throw new UsageError(`--${name} needs a value`);
      set(name, value);
    } else set(name, true);
  }
  return { positionals, flags, repeated };
}

export function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const value = args.flags.get(name);
  if (value === true) throw new UsageError(`--${name} needs a value`);
  return value;
}

/** Every value of a repeatable flag, in order (none: an empty list). */
export function listFlag(args: ParsedArgs, name: string): string[] {
  if (args.flags.get(name) === true) throw new UsageError(`--${name} needs a value`);
  return args.repeated.get(name) ?? [];
}
