// The command a user would run for one installer, per operating system. Every argument is
// shell-quoted: these strings are shown for copy-paste, and skill authors are not trusted.
import type { InstallKind, InstallOption, OsId } from "../types";

const ALL_OS: OsId[] = ["darwin", "linux", "win32"];
const DEFAULT_OS: Record<InstallKind, OsId[]> = {
  brew: ["darwin", "linux"],
  apt: ["linux"],
  node: ALL_OS,
  go: ALL_OS,
  uv: ALL_OS,
  cargo: ALL_OS,
  download: ALL_OS,
};

export function shellQuote(value: string): string {
  return /^[A-Za-z0-9@%+=:,./_-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

function powershellQuote(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export type InstallSpec = {
  kind: InstallKind;
  formula?: string;
  cask?: string;
  package?: string;
  module?: string;
  crate?: string;
  url?: string;
  archive?: string;
  stripComponents?: number;
  targetDir?: string;
  extract?: boolean;
  sha256?: string;
  os?: OsId[];
};

/** The archive type OpenClaw would extract the download as (explicit first, then the file name). */
function archiveType(spec: InstallSpec, file: string): string | null {
  if (spec.archive) return spec.archive;
  const lower = file.toLowerCase();
  return /\.(tar\.gz|tgz)$/.test(lower) ? "tar.gz" : /\.(tar\.bz2|tbz2)$/.test(lower) ? "tar.bz2" : lower.endsWith(".zip") ? "zip" : null;
}

/**
 * Download into the target folder (created first; default: the current one), check the checksum,
 * then, unless `extract: false` or the file is no archive, unpack it there and remove the archive,
 * as OpenClaw's installer does. `targetDir` is relative (the publish gate refuses anything else).
 */
function downloadCommand(spec: InstallSpec, os: OsId): string | null {
  const url = spec.url!;
  const file = (new URL(url).pathname.split("/").pop() || "download").replace(/[^A-Za-z0-9._-]/g, "_");
  const archive = archiveType(spec, file);
  const extract = spec.extract ?? archive !== null;
  if (extract && (archive === null || !["tar.gz", "tar.bz2", "zip"].includes(archive))) return null;
  const dir = spec.targetDir?.replace(/\/+$/, "") || ".";
  const target = dir === "." ? file : `${dir}/${file}`;
  if (os === "win32") {
    const q = powershellQuote;
    const steps = [`New-Item -ItemType Directory -Force -Path ${q(dir)} | Out-Null`, `Invoke-WebRequest -Uri ${q(url)} -OutFile ${q(target)}`];
    if (spec.sha256) steps.push(`if ((Get-FileHash ${q(target)} -Algorithm SHA256).Hash -ne ${q(spec.sha256.toUpperCase())}) { throw 'checksum mismatch' }`);
    // Windows' tar (bsdtar) reads zip as well as tar archives, and strips leading folders from both.
    if (extract)
      steps.push(`tar -xf ${q(target)}${spec.stripComponents ? ` --strip-components=${spec.stripComponents}` : ""} -C ${q(dir)}`, `Remove-Item ${q(target)}`);
    return steps.join("; ");
  }
  const q = shellQuote;
  const steps = [...(dir === "." ? [] : [`mkdir -p ${q(dir)}`]), `curl -fsSL ${q(url)} -o ${q(target)}`];
  if (spec.sha256) steps.push(`echo ${q(`${spec.sha256.toLowerCase()}  ${target}`)} | ${os === "darwin" ? "shasum -a 256 -c -" : "sha256sum -c -"}`);
  const strip = spec.stripComponents ? ` --strip-components=${spec.stripComponents}` : "";
  if (extract && archive === "tar.gz") steps.push(`tar -xzf ${q(target)}${strip} -C ${q(dir)}`, `rm ${q(target)}`);
  else if (extract && archive === "tar.bz2") steps.push(`tar -xjf ${q(target)}${strip} -C ${q(dir)}`, `rm ${q(target)}`);
  else if (extract && archive === "zip" && !spec.stripComponents) steps.push(`unzip -o -q ${q(target)} -d ${q(dir)}`, `rm ${q(target)}`);
  else if (extract && archive === "zip") {
    // unzip cannot strip leading folders: unpack beside, then copy the contents N levels down.
    const levels = "/*".repeat(spec.stripComponents ?? 0);
    steps.push(`tmp=$(mktemp -d)`, `unzip -o -q ${q(target)} -d "$tmp"`, `cp -R "$tmp"${levels}/. ${q(dir)}/`, `rm -rf "$tmp" ${q(target)}`);
  }
  return steps.join(" && ");
}

function commandFor(spec: InstallSpec, os: OsId): string | null {
  switch (spec.kind) {
    case "brew":
      if (spec.cask) return os === "darwin" ? `brew install --cask ${shellQuote(spec.cask)}` : null;
      return spec.formula ? `brew install ${shellQuote(spec.formula)}` : null;
    case "apt":
      return spec.package ? `sudo apt-get install -y ${shellQuote(spec.package)}` : null;
    case "node":
      return spec.package ? `npm install -g ${shellQuote(spec.package)}` : null;
    case "go":
      return spec.module ? `go install ${shellQuote(spec.module.includes("@") ? spec.module : `${spec.module}@latest`)}` : null;
    case "uv":
      return spec.package ? `uv tool install ${shellQuote(spec.package)}` : null;
    case "cargo": {
      const crate = spec.crate ?? spec.package;
      return crate ? `cargo install ${shellQuote(crate)}` : null;
    }
    case "download":
      return spec.url ? downloadCommand(spec, os) : null;
  }
}

export function installCommands(spec: InstallSpec): InstallOption["commands"] {
  const allowed = DEFAULT_OS[spec.kind].filter((os) => !spec.os || spec.os.length === 0 || spec.os.includes(os));
  return allowed.flatMap((os) => {
    const command = commandFor(spec, os);
    return command ? [{ os, command }] : [];
  });
}
