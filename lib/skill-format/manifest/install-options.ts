// metadata.openclaw.install → the installers the manifest stores: read as OpenClaw reads them
// (`type` for `kind`, kind case-insensitive), each with its kind-specific key (formula, crate,
// module) besides `package`, the download options, and the exact command per operating system.
import { INSTALL_KINDS } from "../schemas/openclaw-metadata";
import type { InstallKind, InstallOption, OsId } from "../types";
import { installCommands, type InstallSpec } from "./install-commands";
import { record, str, strList, unique } from "./read-values";

const OS_IDS: OsId[] = ["darwin", "linux", "win32"];

export function osList(value: unknown): OsId[] {
  return unique(strList(value).map((os) => (os === "windows" ? "win32" : os))).filter((os): os is OsId => (OS_IDS as string[]).includes(os));
}

function kindOf(spec: Record<string, unknown>): InstallKind | null {
  const raw = typeof spec.kind === "string" ? spec.kind : typeof spec.type === "string" ? spec.type : null;
  const kind = raw?.trim().toLowerCase();
  return kind && (INSTALL_KINDS as readonly string[]).includes(kind) ? (kind as InstallKind) : null;
}

export function installOptions(specs: unknown): InstallOption[] {
  if (!Array.isArray(specs)) return [];
  return specs.flatMap((raw) => {
    const spec = record(raw);
    const kind = kindOf(spec);
    if (!kind) return [];
    const pick = (key: string) => str(spec[key]) ?? undefined;
    const installSpec: InstallSpec = {
      kind,
      formula: pick("formula"),
      cask: pick("cask"),
      package: pick("package"),
      module: pick("module"),
      crate: pick("crate"),
      url: /^https?:\/\//.test(pick("url") ?? "") ? pick("url") : undefined,
      archive: pick("archive")?.toLowerCase(),
      targetDir: pick("targetDir"),
      sha256: pick("sha256"),
      extract: typeof spec.extract === "boolean" ? spec.extract : undefined,
      stripComponents:
        typeof spec.stripComponents === "number" && Number.isFinite(spec.stripComponents) ? Math.max(0, Math.floor(spec.stripComponents)) : undefined,
      os: osList(spec.os),
    };
    let commands: InstallOption["commands"];
    try {
      commands = installCommands(installSpec);
    } catch {
      commands = []; // an unparseable URL: the dialect reported it
    }
    const named = installSpec.formula ?? installSpec.cask ?? installSpec.package ?? installSpec.module ?? installSpec.crate ?? null;
    return [
      {
        id: str(spec.id),
        kind,
        label: str(spec.label),
        package: named,
        formula: kind === "brew" ? (installSpec.formula ?? installSpec.cask ?? null) : null,
        cask: kind === "brew" ? (installSpec.cask ?? null) : null,
        crate: kind === "cargo" ? (installSpec.crate ?? installSpec.package ?? null) : null,
        module: kind === "go" ? (installSpec.module ?? null) : null,
        url: installSpec.url ?? null,
        targetDir: kind === "download" ? (installSpec.targetDir ?? null) : null,
        extract: kind === "download" ? (installSpec.extract ?? null) : null,
        archive: kind === "download" ? (installSpec.archive ?? null) : null,
        stripComponents: kind === "download" ? (installSpec.stripComponents ?? null) : null,
        sha256: kind === "download" ? (installSpec.sha256?.toLowerCase() ?? null) : null,
        bins: strList(spec.bins),
        os: installSpec.os ?? [],
        commands,
      },
    ];
  });
}
