// metadata.openclaw (aliases clawdbot, clawdis, moltbot): the field names OpenClaw reads for gating,
// display and installers. How each value is read is in openclaw-values.ts and dialects/openclaw-reading.ts.
import { OPENCLAW_INSTALL_KINDS, REGISTRY_INSTALL_KINDS } from "./openclaw-values";

export const OPENCLAW_METADATA_KEYS = ["openclaw", "clawdbot", "clawdis", "moltbot"] as const;
/** Kinds the registry shows: OpenClaw's own plus apt and cargo, which skills in the wild (and GoClaw) use. */
export const INSTALL_KINDS = [...OPENCLAW_INSTALL_KINDS, ...REGISTRY_INSTALL_KINDS] as const;
export const OPENCLAW_REQUIRES_KEYS = ["bins", "anyBins", "env", "config"];
export const OPENCLAW_INSTALL_KEYS = [
  "id",
  "kind",
  "label",
  "bins",
  "os",
  "formula",
  "cask",
  "package",
  "module",
  "crate",
  "url",
  "archive",
  "extract",
  "stripComponents",
  "targetDir",
  "sha256",
];
export const OPENCLAW_METADATA_FIELDS = ["always", "emoji", "homepage", "os", "primaryEnv", "skillKey", "requires", "install", "events"];
