// How to install a skill's package requirements (Agent OS `requires`, Ash `packages`): Python
// specs with pip or uv, npm specs with npm. Every spec is shell-quoted: `pypdf2>=2.0.0` holds a `>`.
import { shellQuote, type OsId } from "@/lib/skill-format";
import { parsePackageRequirement, type PackageEcosystem, type PackageRequirement } from "@/lib/skill-format/manifest/package-requirement";

export type PackageGroup = { ecosystem: PackageEcosystem; packages: PackageRequirement[]; commands: Array<{ tool: "pip" | "uv" | "npm"; command: string }> };

function quoted(packages: PackageRequirement[], os: OsId): string {
  // PowerShell and cmd treat ' differently; "…" works in both for these characters.
  return packages.map((p) => (os === "win32" ? (/^[A-Za-z0-9@%+=:,./_-]+$/.test(p.spec) ? p.spec : `"${p.spec}"`) : shellQuote(p.spec))).join(" ");
}

export function packageGroups(specs: string[], os: OsId): PackageGroup[] {
  const parsed = specs.flatMap((spec) => parsePackageRequirement(spec) ?? []);
  const groups: PackageGroup[] = [];
  const python = parsed.filter((p) => p.ecosystem === "pypi");
  const node = parsed.filter((p) => p.ecosystem === "npm");
  if (python.length) {
    const list = quoted(python, os);
    groups.push({
      ecosystem: "pypi",
      packages: python,
      commands: [
        { tool: "pip", command: `${os === "win32" ? "py" : "python3"} -m pip install ${list}` },
        { tool: "uv", command: `uv pip install ${list}` },
      ],
    });
  }
  if (node.length) groups.push({ ecosystem: "npm", packages: node, commands: [{ tool: "npm", command: `npm install ${quoted(node, os)}` }] });
  return groups;
}
