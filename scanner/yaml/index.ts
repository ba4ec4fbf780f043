// scanner/yaml: user-written YAML under resource limits, the one way any layer parses it (lib/bundle's
// single-file .yaml skills, lib/skill-format's frontmatter, the scanner's manifest). It lives in the
// scanner because the scanner is the pure core everything else may import and it imports nothing back.
export { FRONTMATTER_LIMITS, YAML_SKILL_LIMITS } from "./yaml-limits";
export { checkYamlLimits } from "./check-yaml-limits";
export { measureYamlNesting } from "./measure-yaml-nesting";
export { parseUntrustedYaml, untrustedYamlValue } from "./parse-untrusted-yaml";
