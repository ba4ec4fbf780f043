// The normalised manifest: install commands per OS (safely quoted), requirements and env vars
// merged across dialects, tools, file lists and token estimates.
import { describe, expect, it } from "vitest";
import { readBundle } from "@/lib/bundle";
import { installCommands, shellQuote, validateSkill } from "@/lib/skill-format";

const encoder = new TextEncoder();
async function manifestOf(frontmatter: string, extra: Record<string, string> = {}) {
  const files = [
    { path: "SKILL.md", bytes: encoder.encode(`---\n${frontmatter}---\nBody text.\n`) },
    ...Object.entries(extra).map(([path, text]) => ({ path, bytes: encoder.encode(text) })),
  ];
  return validateSkill({ bundle: await readBundle({ kind: "files", files, rootName: "m" }) }).manifest;
}

describe("installCommands", () => {
  it("gives the command a user would run on each operating system the installer supports", () => {
    expect(installCommands({ kind: "brew", formula: "jq" })).toEqual([
      { os: "darwin", command: "brew install jq" },
      { os: "linux", command: "brew install jq" },
    ]);
    expect(installCommands({ kind: "brew", cask: "docker" })).toEqual([{ os: "darwin", command: "brew install --cask docker" }]);
    expect(installCommands({ kind: "apt", package: "ripgrep" })).toEqual([{ os: "linux", command: "sudo apt-get install -y ripgrep" }]);
    expect(installCommands({ kind: "node", package: "@scope/tool", os: ["win32"] })).toEqual([{ os: "win32", command: "npm install -g @scope/tool" }]);
    expect(installCommands({ kind: "go", module: "github.com/x/y/cmd/y" })[0]!.command).toBe("go install github.com/x/y/cmd/y@latest");
    expect(installCommands({ kind: "go", module: "github.com/x/y@v1.2.3" })[0]!.command).toBe("go install github.com/x/y@v1.2.3");
    expect(installCommands({ kind: "uv", package: "ruff" })[0]!.command).toBe("uv tool install ruff");
    expect(installCommands({ kind: "cargo", crate: "ripgrep" })[0]!.command).toBe("cargo install ripgrep");
  });

  it("downloads, verifies and unpacks archives, per OS", () => {
    const commands = installCommands({
      kind: "download",
      url: "https://example.com/dl/tool-1.0.tar.gz",
      sha256: "A".repeat(64),
      stripComponents: 1,
      targetDir: "bin",
    });
    expect(commands.map((c) => c.os)).toEqual(["darwin", "linux", "win32"]);
    expect(commands[1]!.command).toBe(
      `mkdir -p bin && curl -fsSL https://example.com/dl/tool-1.0.tar.gz -o bin/tool-1.0.tar.gz && echo '${"a".repeat(64)}  bin/tool-1.0.tar.gz' | sha256sum -c - && tar -xzf bin/tool-1.0.tar.gz --strip-components=1 -C bin && rm bin/tool-1.0.tar.gz`,
    );
    expect(commands[0]!.command).toContain("shasum -a 256 -c -");
    expect(commands[2]!.command).toContain("Invoke-WebRequest -Uri 'https://example.com/dl/tool-1.0.tar.gz'");
    expect(installCommands({ kind: "download", url: "https://example.com/t.zip" })[1]!.command).toBe(
      "curl -fsSL https://example.com/t.zip -o t.zip && unzip -o -q t.zip -d . && rm t.zip",
    );
    // extract: false keeps the file as downloaded, in the target folder.
    expect(installCommands({ kind: "download", url: "https://example.com/t.zip", extract: false, targetDir: "tools/t" })[1]!.command).toBe(
      "mkdir -p tools/t && curl -fsSL https://example.com/t.zip -o tools/t/t.zip",
    );
    // An archive type nobody can extract gets no command rather than a wrong one.
    expect(installCommands({ kind: "download", url: "https://example.com/t.bin", extract: true })).toEqual([]);
  });

  it("quotes anything that is not a plain identifier", () => {
    expect(shellQuote("jq")).toBe("jq");
    expect(shellQuote("x; rm -rf ~")).toBe("'x; rm -rf ~'");
    expect(shellQuote("it's")).toBe("'it'\\''s'");
    expect(installCommands({ kind: "node", package: "$(curl evil)" })[0]!.command).toBe("npm install -g '$(curl evil)'");
  });
});

describe("manifest", () => {
  it("merges OpenClaw metadata: requirements, install options, env vars, display fields", async () => {
    const m = await manifestOf(
      'name: m\ndescription: d\nmetadata: {"openclaw":{"emoji":"🧪","homepage":"https://h.example","os":["linux"],"always":true,"skillKey":"mk","requires":{"bins":["git"],"anyBins":["rg","grep"],"env":["TOKEN"],"config":["browser.enabled"]},"primaryEnv":"TOKEN","install":[{"id":"b","kind":"brew","formula":"git","bins":["git"],"label":"Git"}]}}\n',
    );
    expect(m).toMatchObject({
      emoji: "🧪",
      homepage: "https://h.example",
      os: ["linux"],
      always: true,
      skillKey: "mk",
      primaryEnv: "TOKEN",
      requirements: { bins: ["git"], anyBins: ["rg", "grep"], env: ["TOKEN"], config: ["browser.enabled"], packages: [] },
      envVars: [{ name: "TOKEN", required: true, default: null, primary: true }],
    });
    expect(m.install).toEqual([
      {
        id: "b",
        kind: "brew",
        label: "Git",
        package: "git",
        formula: "git",
        cask: null,
        crate: null,
        module: null,
        url: null,
        targetDir: null,
        extract: null,
        archive: null,
        stripComponents: null,
        sha256: null,
        bins: ["git"],
        os: [],
        commands: [
          { os: "darwin", command: "brew install git" },
          { os: "linux", command: "brew install git" },
        ],
      },
    ]);
  });

  it("merges Ash and Agent Skills fields: model, iterations, tools, config defaults", async () => {
    const m = await manifestOf(
      "name: m\ndescription: d\nlicense: MIT\ncompatibility: Needs Python 3.11\nallowed-tools: Bash(git:*) Read\npreferred_model: sonnet\nmax_iterations: 5\nrequired_tools: [web_fetch]\nrequires:\n  bins: [curl]\n  os: [darwin, windows]\nconfig: [API_KEY, REGION=eu]\ninput_schema:\n  type: object\n",
    );
    expect(m).toMatchObject({
      license: "MIT",
      compatibility: "Needs Python 3.11",
      model: "sonnet",
      maxIterations: 5,
      tools: ["Bash(git:*)", "Read", "web_fetch"],
      os: ["darwin", "win32"],
      inputSchema: { type: "object" },
    });
    expect(m.requirements.bins).toEqual(["curl"]);
    expect(m.envVars).toEqual([
      { name: "API_KEY", required: true, default: null, primary: false },
      { name: "REGION", required: false, default: "eu", primary: false },
    ]);
    expect(m.configEntries).toEqual([
      { name: "API_KEY", required: true, default: null },
      { name: "REGION", required: false, default: "eu" },
    ]);
  });

  it("lists scripts, references and assets, and estimates tokens for metadata, body and each text file", async () => {
    const m = await manifestOf("name: m\ndescription: d\nuser-invocable: false\ndisable-model-invocation: true\n", {
      "scripts/a.sh": "echo a\n",
      "references/r.md": "x".repeat(400),
      "assets/t.txt": "t",
    });
    expect(m).toMatchObject({
      scripts: ["scripts/a.sh"],
      references: ["references/r.md"],
      assets: ["assets/t.txt"],
      userInvocable: false,
      disableModelInvocation: true,
    });
    expect(m.tokenEstimates.body).toBe(Math.ceil("Body text.\n".length / 4));
    expect(m.tokenEstimates.files["references/r.md"]).toBe(100);
    expect(m.tokenEstimates.metadata).toBeGreaterThan(0);
  });

  it("never builds a command from a URL that is not http(s)", async () => {
    const m = await manifestOf('name: m\ndescription: d\nmetadata: {"openclaw":{"install":[{"kind":"download","url":"file:///etc/passwd"}]}}\n');
    expect(m.install[0]!.commands).toEqual([]);
  });
});
