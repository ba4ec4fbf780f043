// One installer as an install hint: its command for the OS, and the name under its kind's own key
// besides `package` (GoClaw and OpenClaw read `formula` for brew, `crate` for cargo, `module` for
// go), plus the download options. Older stored manifests only have `package`: derived from it.
import type { InstallOption } from "@/lib/skill-format";

export type InstallerHint = {
  id: string;
  kind: InstallOption["kind"];
  label: string | null;
  command: string;
  bins: string[];
  package: string | null;
  url: string | null;
  /** The name under its kind's own key too (GoClaw and OpenClaw read `formula` for brew, `crate` for cargo, `module` for go). */
  formula?: string;
  cask?: string;
  crate?: string;
  module?: string;
  targetDir?: string;
  extract?: boolean;
  archive?: string;
  stripComponents?: number;
  sha256?: string;
};

/** Kind-specific keys, from the stored option (older manifests only have `package`). */
export function kindKeys(option: InstallOption): Partial<InstallerHint> {
  const out: Partial<InstallerHint> = {};
  const pkg = option.package ?? undefined;
  if (option.kind === "brew") {
    out.formula = option.formula ?? pkg;
    if (option.cask) out.cask = option.cask;
  }
  if (option.kind === "cargo") out.crate = option.crate ?? pkg;
  if (option.kind === "go") out.module = option.module ?? pkg;
  if (option.kind === "download") {
    if (option.targetDir) out.targetDir = option.targetDir;
    if (typeof option.extract === "boolean") out.extract = option.extract;
    if (option.archive) out.archive = option.archive;
    if (typeof option.stripComponents === "number") out.stripComponents = option.stripComponents;
    if (option.sha256) out.sha256 = option.sha256;
  }
  return Object.fromEntries(Object.entries(out).filter(([, value]) => value !== undefined));
}
