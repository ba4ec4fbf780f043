// Install hints from a manifest: commands per OS, requirement status and explanations.
import { describe, expect, test } from "vitest";
import { buildInstallHints } from "@/lib/install/build-install-hints";
import { installCommands } from "@/lib/skill-format";
import type { InstallOption, SkillManifest } from "@/lib/skill-format";

function option(spec: Parameters<typeof installCommands>[0] & { id?: string; bins: string[] }): InstallOption {
  const { id, bins, ...rest } = spec;
  return {
    id: id ?? null,
    kind: rest.kind,
    label: null,
    package: rest.formula ?? rest.package ?? rest.module ?? rest.crate ?? null,
    url: rest.url ?? null,
    bins,
    os: rest.os ?? [],
    commands: installCommands(rest),
  };
}

function manifest(partial: Partial<SkillManifest>): SkillManifest {
  return {
    name: "demo",
    description: "Demo.",
    license: null,
    compatibility: null,
    version: null,
    author: null,
    keywords: [],
    emoji: null,
    homepage: null,
    os: [],
    requirements: { bins: [], anyBins: [], env: [], config: [], packages: [] },
    primaryEnv: null,
    install: [],
    envVars: [],
    tools: [],
    model: null,
    maxIterations: null,
    inputSchema: null,
    scripts: [],
    scriptUsage: [],
    references: [],
    assets: [],
    tokenEstimates: { metadata: 0, body: 0, files: {} },
    always: false,
    userInvocable: true,
    disableModelInvocation: false,
    skillKey: null,
    command: { dispatch: null, tool: null, argMode: null },
    skillFile: "SKILL.md",
    ...partial,
  };
}

const ffmpeg = manifest({
  requirements: { bins: ["ffmpeg"], anyBins: [], env: ["OPENAI_API_KEY"], config: [], packages: [] },
  primaryEnv: "OPENAI_API_KEY",
  install: [option({ id: "brew", kind: "brew", formula: "ffmpeg", bins: ["ffmpeg"] }), option({ id: "apt", kind: "apt", package: "ffmpeg", bins: ["ffmpeg"] })],
});

describe("buildInstallHints", () => {
  test("gives each OS only the installers that have a command for it", () => {
    expect(buildInstallHints({ manifest: ffmpeg, os: "linux" }).installers.map((hint) => hint.command)).toEqual([
      "brew install ffmpeg",
      "sudo apt-get install -y ffmpeg",
    ]);
    expect(buildInstallHints({ manifest: ffmpeg, os: "darwin" }).installers.map((hint) => hint.id)).toEqual(["brew"]);
    const windows = buildInstallHints({ manifest: ffmpeg, os: "win32" });
    expect(windows.installers).toEqual([]);
    expect(windows.unavailableInstallers.map((hint) => hint.id)).toEqual(["brew", "apt"]);
    expect(windows.requirements[0]!.explanation).toContain("no installer for Windows");
  });

  test("requirements are unknown until the caller says what it has, then present or missing", () => {
    expect(buildInstallHints({ manifest: ffmpeg, os: "linux" }).requirements.map((r) => r.status)).toEqual(["unknown", "unknown"]);
    const hints = buildInstallHints({ manifest: ffmpeg, os: "linux", have: ["git"], env: [] });
    expect(hints.requirements).toMatchObject([
      { kind: "bin", name: "ffmpeg", status: "missing", installers: ["brew", "apt"] },
      { kind: "env", name: "OPENAI_API_KEY", status: "missing" },
    ]);
    expect(hints.missing).toHaveLength(2);
    expect(hints.missing[0]).toContain("`sudo apt-get install -y ffmpeg`");
    expect(hints.missing[1]).toContain("main credential");
    expect(buildInstallHints({ manifest: ffmpeg, os: "linux", have: ["ffmpeg"], env: ["OPENAI_API_KEY"] }).missing).toEqual([]);
  });

  test("anyBins is met by any one of them; unsupported OS is the first thing missing", () => {
    const magick = manifest({
      os: ["darwin", "linux"],
      requirements: { bins: [], anyBins: ["magick", "convert"], env: [], config: ["browser.enabled"], packages: [] },
    });
    const hints = buildInstallHints({ manifest: magick, os: "win32", have: ["convert"] });
    expect(hints.supported).toBe(false);
    expect(hints.requirements).toMatchObject([
      { kind: "anyBins", name: "magick|convert", status: "present" },
      { kind: "config", name: "browser.enabled", status: "unknown" },
    ]);
    expect(hints.missing).toEqual(["The skill supports macOS, Linux only, not Windows."]);
  });

  test("download installers get PowerShell on Windows and a checksum step everywhere", () => {
    const sha = "a".repeat(64);
    const tool = manifest({ install: [option({ kind: "download", url: "https://example.com/tool-1.0.zip", sha256: sha, bins: ["tool"] })] });
    const [windows] = buildInstallHints({ manifest: tool, os: "win32" }).installers;
    expect(windows).toMatchObject({ id: "download-1" });
    expect(windows!.command).toContain("Get-FileHash");
    expect(buildInstallHints({ manifest: tool, os: "darwin" }).installers[0]!.command).toContain("shasum -a 256 -c -");
  });
});
