// A package requirement as skills write them: PEP 508 / PEP 440 for Python (`pypdf2>=2.0.0`,
// `requests[socks]>=2.31,<3`, `reportlab`) or npm style (`@scope/pkg@^1.2.0`, `left-pad@1.3.0`).
// Bare names are Python packages (Agent OS skills run Python); a scope or an `@` range means npm.
// The text is kept as written; installers quote it (these strings contain `<`, `>` and `|`).
export type PackageEcosystem = "pypi" | "npm";
export type PackageRequirement = { spec: string; name: string; specifier: string | null; ecosystem: PackageEcosystem };

const PY_NAME = "[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?";
const PY_EXTRAS = `\\[\\s*${PY_NAME}(?:\\s*,\\s*${PY_NAME})*\\s*\\]`;
const PY_CLAUSE = "(?:~=|===|==|!=|<=|>=|<|>)\\s*[A-Za-z0-9][A-Za-z0-9.*+!_-]*";
// Environment markers (`; python_version < "3.11"`) are kept as written; pip evaluates them.
const MARKER_VARS =
  "python_version|python_full_version|os_name|sys_platform|platform_release|platform_system|platform_version|platform_machine|platform_python_implementation|implementation_name|implementation_version|extra";
const PY_MARKER = `;\\s*\\(?\\s*(?:${MARKER_VARS})\\s*(?:===|==|!=|<=|>=|~=|<|>|not in|in)\\s*['"][A-Za-z0-9_.\\s<>=!~'"()-]*`;
const PEP508 = new RegExp(`^(${PY_NAME})\\s*(${PY_EXTRAS})?\\s*(${PY_CLAUSE}(?:\\s*,\\s*${PY_CLAUSE})*)?\\s*(${PY_MARKER})?$`);
const NPM = /^((?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*)(?:@([0-9A-Za-z.^~<>=*|+_-]+))?$/;
const MAX_LENGTH = 200;

export function parsePackageRequirement(raw: string): PackageRequirement | null {
  const spec = raw.trim();
  if (spec === "" || spec.length > MAX_LENGTH) return null;
  const npm = NPM.exec(spec);
  if (npm && (spec.startsWith("@") || npm[2] !== undefined)) return { spec, name: npm[1]!, specifier: npm[2] ?? null, ecosystem: "npm" };
  const py = PEP508.exec(spec);
  if (py) return { spec, name: py[1]!, specifier: py[3] ? py[3].replace(/\s+/g, "") : null, ecosystem: "pypi" };
  return null;
}
