// Registry-side defaults. A bundle can never change these: only the caller's ScanOptions can.

/** Installers whose `curl … | sh` is the documented way to install well-known tools (host or host/path-prefix). */
export const DEFAULT_TRUSTED_INSTALLER_HOSTS: readonly string[] = [
  "brew.sh",
  "raw.githubusercontent.com/Homebrew/",
  "sh.rustup.rs",
  "rustup.rs",
  "astral.sh",
  "get.docker.com",
  "raw.githubusercontent.com/nvm-sh/",
  "bun.sh",
  "deno.land",
  "deno.com",
  "get.pnpm.io",
  "install.python-poetry.org",
  "get.sdkman.io",
  "ollama.com",
  "tailscale.com",
  "fnm.vercel.app",
  "starship.rs",
  "get.volta.sh",
  "pyenv.run",
  "mise.run",
  "install.determinate.systems",
  "nixos.org",
  "get.k3s.io",
  "claude.ai",
  "openclaw.ai",
  "cli.github.com",
  "raw.githubusercontent.com/helm/",
  "raw.githubusercontent.com/ohmyzsh/",
  "sh.vector.dev",
  "foundry.paradigm.xyz",
  "opencode.ai",
  "cursor.com",
  "get.jenkins.io",
  "nodejs.org",
  "npmjs.org",
  "pkgx.sh",
  "get.tur.so",
  "fly.io",
  "supabase.com",
  "vercel.com",
  "deb.nodesource.com",
  "rpm.nodesource.com",
  "get.rvm.io",
  "install.ohmyz.sh",
  "get.helm.sh",
  "get.scoop.sh",
  "community.chocolatey.org",
  "cli.doppler.com",
  "install.meteor.com",
  "pixi.sh",
  "get.acme.sh",
  "sh.brew.sh",
  "raw.githubusercontent.com/pyenv/",
  "raw.githubusercontent.com/rbenv/",
  "raw.githubusercontent.com/tj/n/",
  "raw.githubusercontent.com/Schniz/fnm/",
  "raw.githubusercontent.com/openclaw/",
];

/** Default per-file cap: a larger file is not scanned at all and blocks (obf-oversize). Callers pass their bundle limit. */
export const DEFAULT_MAX_FILE_BYTES = 16 * 1024 * 1024;
/** Default budget of bytes inflated from all archives inside one bundle; past it, entries are unscanned and block. */
export const DEFAULT_MAX_ARCHIVE_BYTES = 64 * 1024 * 1024;

/** Bounds that keep a hostile bundle from making the scanner slow or huge. */
export const LIMITS = {
  /** Long lines are scanned in overlapping windows so bounded regexes stay linear. */
  segmentChars: 8192,
  segmentOverlap: 512,
  /** Encoded blobs: nesting depth and total decoded bytes rescanned per file. */
  decodeDepth: 3,
  decodedBytesPerFile: 4 * 1024 * 1024,
  minBase64Chars: 20,
  minHexChars: 32,
  /** Findings kept per rule per file, and per report. */
  perRulePerFile: 25,
  perReport: 1000,
  /** Nested archives: entries read across the bundle (inflated bytes: ScanOptions.maxArchiveBytes). */
  archiveEntries: 2000,
  evidenceChars: 160,
  /** Matches weighed below this (bare mentions in documentation, quoted warnings) are not reported. */
  minConfidence: 0.2,
  decodedTextChars: 400,
} as const;
