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
  sha256?: string;
  os?: OsId[];
};

function downloadCommand(spec: InstallSpec, os: OsId): string {
  const url = spec.url!;
  const file = (new URL(url).pathname.split("/").pop() || "download").replace(/[^A-Za-z0-9._-]/g, "_");
  const archive = spec.archive ?? (/\.(tar\.gz|tgz)$/.test(file) ? "tar.gz" : /\.tar\.bz2$/.test(file) ? "tar.bz2" : /\.zip$/.test(file) ? "zip" : null);
  if (os === "win32") {
    const steps = [`Invoke-WebRequest -Uri ${powershellQuote(url)} -OutFile ${powershellQuote(file)}`];
    if (spec.sha256) steps.push(`if ((Get-FileHash ${powershellQuote(file)} -Algorithm SHA256).Hash -ne ${powershellQuote(spec.sha256.toUpperCase())}) { throw 'checksum mismatch' }`);
    if (archive === "zip") steps.push(`Expand-Archive ${powershellQuote(file)} -DestinationPath ${powershellQuote(spec.targetDir ?? ".")}`);
    else if (archive) steps.push(`tar -xf ${powershellQuote(file)}${spec.targetDir ? ` -C ${powershellQuote(spec.targetDir)}` : ""}`);
    return steps.join("; ");
  }
  const steps = [`curl -fsSL ${shellQuote(url)} -o ${shellQuote(file)}`];
  if (spec.sha256) steps.push(`echo ${shellQuote(`${spec.sha256.toLowerCase()}  ${file}`)} | ${os === "darwin" ? "shasum -a 256 -c -" : "sha256sum -c -"}`);
  const strip = spec.stripComponents ? ` --strip-components=${spec.stripComponents}` : "";
  const into = spec.targetDir ? ` -C ${shellQuote(spec.targetDir)}` : "";
  if (archive === "tar.gz") steps.push(`tar -xzf ${shellQuote(file)}${strip}${into}`);
  else if (archive === "tar.bz2") steps.push(`tar -xjf ${shellQuote(file)}${strip}${into}`);
  else if (archive === "zip") steps.push(`unzip -o ${shellQuote(file)}${spec.targetDir ? ` -d ${shellQuote(spec.targetDir)}` : ""}`);
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
