// metadata.openclaw (aliases clawdbot, clawdis, moltbot): gating, display and installers, as the
// OpenClaw skills docs define them. Kinds apt and cargo are accepted because skills in the wild use them.
import { z } from "zod";
import { httpUrl, nonEmptyString, osId, packageIdentifier, stringList } from "./common";

export const OPENCLAW_METADATA_KEYS = ["openclaw", "clawdbot", "clawdis", "moltbot"] as const;
export const INSTALL_KINDS = ["brew", "node", "go", "uv", "download", "apt", "cargo"] as const;

export const openclawRequiresSchema = z.object({
  bins: stringList.optional(),
  anyBins: stringList.optional(),
  env: stringList.optional(),
  config: stringList.optional(),
});
export const OPENCLAW_REQUIRES_KEYS = ["bins", "anyBins", "env", "config"];

export const openclawInstallSchema = z
  .object({
    id: nonEmptyString.optional(),
    kind: z.enum(INSTALL_KINDS),
    label: z.string().optional(),
    bins: stringList.optional(),
    os: z.array(osId).optional(),
    formula: packageIdentifier.optional(),
    cask: packageIdentifier.optional(),
    package: packageIdentifier.optional(),
    module: packageIdentifier.optional(),
    crate: packageIdentifier.optional(),
    url: httpUrl.optional(),
    archive: z.enum(["tar.gz", "tar.bz2", "zip"]).optional(),
    extract: z.boolean().optional(),
    stripComponents: z.number().int().min(0).optional(),
    targetDir: packageIdentifier.optional(),
    sha256: z.string().regex(/^[0-9a-fA-F]{64}$/, "must be 64 hex digits").optional(),
  })
  .superRefine((spec, ctx) => {
    const need = (ok: unknown, field: string) => {
      if (!ok) ctx.addIssue({ code: "custom", message: `a ${spec.kind} installer needs "${field}"`, path: [field.split(" ")[0]!], params: { code: "OPENCLAW_INSTALL_INCOMPLETE" } });
    };
    if (spec.kind === "brew") need(spec.formula ?? spec.cask, "formula (or cask)");
    if (spec.kind === "node" || spec.kind === "uv" || spec.kind === "apt") need(spec.package, "package");
    if (spec.kind === "go") need(spec.module, "module");
    if (spec.kind === "cargo") need(spec.crate ?? spec.package, "crate (or package)");
    if (spec.kind === "download") need(spec.url, "url");
    if (spec.sha256 && spec.kind !== "download") ctx.addIssue({ code: "custom", message: "sha256 only applies to download installers", path: ["sha256"], params: { code: "OPENCLAW_INSTALL_SHA256_MISPLACED" } });
  });
export const OPENCLAW_INSTALL_KEYS = ["id", "kind", "label", "bins", "os", "formula", "cask", "package", "module", "crate", "url", "archive", "extract", "stripComponents", "targetDir", "sha256"];

export const openclawMetadataSchema = z.object({
  always: z.boolean().optional(),
  emoji: z.string().optional(),
  homepage: httpUrl.optional(),
  os: z.array(osId).optional(),
  primaryEnv: nonEmptyString.optional(),
  skillKey: nonEmptyString.optional(),
  requires: openclawRequiresSchema.optional(),
  install: z.array(openclawInstallSchema).optional(),
});
export const OPENCLAW_METADATA_FIELDS = ["always", "emoji", "homepage", "os", "primaryEnv", "skillKey", "requires", "install", "events"];

export type OpenclawMetadata = z.infer<typeof openclawMetadataSchema>;
export type OpenclawInstall = z.infer<typeof openclawInstallSchema>;
