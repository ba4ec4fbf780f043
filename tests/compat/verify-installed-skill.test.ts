// The installer-side check over the wire: the real clawhub CLI installs a skill from the built
// server, then docs/examples/verify-skill.mjs verifies the installed folder (clawhub's
// .clawhub/origin.json included) against the attestation and the public keys document, both
// fetched over HTTP. Tampering with the installed files makes it fail.
import { execFile, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { createUser } from "@/lib/auth/create-user";
import { resetConfigForTests } from "@/lib/config";
import { closeDb } from "@/lib/db";
import { publishVersion } from "@/lib/publish";

const repo = path.resolve(import.meta.dirname, "../..");
const clawhub = path.join(repo, "node_modules", "clawhub", "bin", "clawdhub.js");
const example = path.join(repo, "docs", "examples", "verify-skill.mjs");
const serverUrl = inject("serverUrl");
const root = mkdtempSync(path.join(tmpdir(), "sv-verify-installed-"));
const SLUG = "verified-install";

beforeAll(async () => {
  // Published straight into the server's database, as the publish route would.
  process.env.DATABASE_URL = inject("serverDatabaseUrl");
  resetConfigForTests();
  const user = await createUser({ handle: "verify-publisher" });
  const encode = (text: string) => new TextEncoder().encode(text);
  await publishVersion({
    actor: { userId: user.id, handle: user.handle, role: user.role, scopes: ["read", "publish"], via: "system" },
    slug: SLUG,
    version: "1.0.0",
    bundle: {
      kind: "files",
      files: [
        {
          path: "SKILL.md",
          bytes: encode(`---\nname: ${SLUG}\ndescription: Checks installs. Use when verifying a download.\n---\n\n# Verified\n\nRun scripts/check.sh.\n`),
        },
        { path: "scripts/check.sh", bytes: encode("#!/bin/sh\necho checked\n") },
        { path: "references/naïve.md", bytes: encode("# Non-ASCII path\n") },
      ],
    },
  });
});
afterAll(async () => {
  await closeDb();
  rmSync(root, { recursive: true, force: true });
});

function install(workdir: string): Promise<{ code: number | null; output: string }> {
  mkdirSync(workdir, { recursive: true });
  const child = spawn(
    process.execPath,
    [clawhub, "--site", serverUrl, "--registry", serverUrl, "--workdir", workdir, "--no-input", "install", SLUG, "--version", "1.0.0"],
    {
      cwd: workdir,
      env: {
        ...process.env,
        FORCE_COLOR: undefined,
        HOME: root,
        CLAWHUB_CONFIG_PATH: path.join(root, "clawhub.json"),
        CLAWHUB_DISABLE_TELEMETRY: "1",
        NO_COLOR: "1",
        CI: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, output })));
}

async function verify(dir: string, files: { attestation: string; keys: string }) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [example, dir, files.attestation, files.keys, "--slug", SLUG, "--version", "1.0.0"]);
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

test("a skill installed by clawhub verifies against the attestation with only the public keys", async () => {
  const workdir = path.join(root, "work");
  const installed = await install(workdir);
  expect(installed.code, installed.output).toBe(0);
  const dir = path.join(workdir, "skills", SLUG);

  const files = { attestation: path.join(root, "attestation.json"), keys: path.join(root, "keys.json") };
  const attestation = await fetch(`${serverUrl}/api/v1/skills/${SLUG}/versions/1.0.0/attestation`);
  expect(attestation.status).toBe(200);
  writeFileSync(files.attestation, await attestation.text());
  const keys = await fetch(`${serverUrl}/.well-known/skillvault-keys.json`);
  expect(keys.headers.get("cache-control")).toBe("public, max-age=300");
  writeFileSync(files.keys, await keys.text());

  const ok = await verify(dir, files);
  expect(ok.code, ok.output).toBe(0);
  expect(ok.output).toContain(`OK ${SLUG}@1.0.0`);

  writeFileSync(path.join(dir, "scripts", "check.sh"), "#!/bin/sh\necho tampered\n");
  const tampered = await verify(dir, files);
  expect(tampered.code).toBe(1);
  expect(tampered.output).toContain("differs from the signed");
});
