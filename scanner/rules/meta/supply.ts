// Rule catalog entries for the supply-chain group: the one place their severity and wording live.
import type { RuleDef } from "../types";

export const supplyRules: RuleDef[] = [
  {
    id: "supply-registry-redirect",
    title: "Package manager redirected to another registry",
    severity: "high",
    plain: "points a package manager (pip, npm, go, gem, cargo) at a registry that is not the official one, so any install can deliver different code",
    description:
      "--index-url/--extra-index-url/-i, pip.conf index-url, npm/yarn/pnpm registry settings and .npmrc writes, GOPROXY/GOSUMDB=off, gem sources, cargo source replacement, package.json dependencies fetched from arbitrary URLs. Known mirrors (PyTorch, npmmirror, Tsinghua, Artifactory, Azure/Google/AWS artifact registries) and private hosts (localhost, *.internal, *.corp, private IPs) are low.",
  },
  {
    id: "supply-typosquat",
    title: "Installs a look-alike of a popular skill",
    severity: "high",
    plain: "tells the agent to install a skill whose name imitates a popular skill of this registry",
    description:
      "`clawhub install`, `openclaw skills install`, `npx skills add` and similar with a name one or two edits away from (or a homoglyph of) a popular skill. The popular list is the registry's (ScanOptions.popularSkills).",
  },
  {
    id: "supply-typosquat-name",
    title: "Named like a popular skill",
    severity: "medium",
    plain: "has a name that imitates a popular skill of this registry",
    description:
      "The skill's own frontmatter name is a look-alike of a popular skill (not the same name). Combined with credential access or sending data out it is malicious.",
  },
  {
    id: "supply-gated-payload",
    title: "Payload gated on time or environment",
    severity: "high",
    plain: "runs a download or sends data only at a certain date or in certain environments (CI, production), the way time bombs hide from review",
    description:
      "A date/time comparison, CI/GITHUB_ACTIONS checks or HOME/USER/hostname patterns guarding a network request or remote execution within a few lines. Ordinary CI switches (NO_COLOR) and certificate-expiry checks without a request are not matched.",
  },
];
