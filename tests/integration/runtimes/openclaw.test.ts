// OpenClaw against the API: what OpenClaw itself would drop or misread is refused at publish with
// the line (every tests/fixtures/skills/oc-invalid-* case, through the clawhub CLI's route), what
// it tolerates publishes with a warning; the invocation fields come back in the API; and the
// `download` install commands really install: run in a temp folder against a local file server
// (a `curl` first on PATH sends the skill's https URLs there; the commands run unchanged).
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GET as hintsRoute } from "@/app/api/v1/skills/[slug]/install-hints/route";
import { GET as metadataRoute } from "@/app/api/v1/skills/[slug]/versions/[version]/metadata/route";
import { GET as versionRoute } from "@/app/api/v1/skills/[slug]/versions/[version]/route";
import { GET as skillRoute } from "@/app/api/v1/skills/[slug]/route";
import { fixtureFiles, getJson, publishMultipart, published, tokenUser, type Files, type TokenUser } from "./runtime-api";

const SKILL_FIXTURES = path.join(process.cwd(), "tests", "fixtures", "skills");

/** A tests/fixtures/skills case: its one skill folder's files, and what expect.json says. */
function skillCase(name: string): { slug: string; files: Files; expect: { gate: boolean; codes: string[] } } {
  const root = path.join(SKILL_FIXTURES, name);
  const folder = readdirSync(root).find((entry) => statSync(path.join(root, entry)).isDirectory())!;
  const files: Files = {};
  for (const file of readdirSync(path.join(root, folder))) files[file] = new Uint8Array(readFileSync(path.join(root, folder, file)));
  return { slug: folder, files, expect: JSON.parse(readFileSync(path.join(root, "expect.json"), "utf8")) as { gate: boolean; codes: string[] } };
}

const cases = (prefix: string) =>
  readdirSync(SKILL_FIXTURES)
    .filter((name) => name.startsWith(prefix))
    .sort();

let author: TokenUser;
let work: string;
let server: Server;
let base: string;
let shim: string;

/** Runs a command with bash in `cwd`, asynchronously: the file server answers from this same process. */
function runCommand(command: string, cwd: string): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn("bash", ["-c", command], { cwd, env: { ...process.env, PATH: `${shim}:${process.env.PATH}` }, timeout: 30_000 });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("close", (status) => resolve({ status, stderr }));
  });
}
const PUBLIC = "https://downloads.example.com/tool";

beforeAll(async () => {
  author = await tokenUser({ handle: "openclaw-author" });
  work = mkdtempSync(path.join(tmpdir(), "sv-openclaw-"));
  // What the installers download: one tool folder, packed four ways.
  const src = path.join(work, "src");
  mkdirSync(path.join(src, "tool-1.0", "bin"), { recursive: true });
  writeFileSync(path.join(src, "tool-1.0", "bin", "tool"), "#!/bin/sh\necho tool 1.0\n", { mode: 0o755 });
  writeFileSync(path.join(src, "tool-1.0", "README"), "the tool\n");
  const files = path.join(work, "files");
  mkdirSync(files);
  execFileSync("tar", ["-czf", path.join(files, "tool-1.0.tar.gz"), "-C", src, "tool-1.0"]);
  execFileSync("tar", ["-cjf", path.join(files, "tool-1.0.tar.bz2"), "-C", src, "tool-1.0"]);
  execFileSync("zip", ["-qr", path.join(files, "tool-1.0.zip"), "tool-1.0"], { cwd: src });
  writeFileSync(path.join(files, "tool.bin"), "plain binary\n");
  server = createServer((request, response) => {
    const name = path.basename(new URL(request.url ?? "/", "http://localhost").pathname);
    const file = path.join(files, name);
    if (!existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": "application/octet-stream" }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  // The published URLs are https (the scanner refuses plain http installers); this curl maps them to the local server.
  shim = path.join(work, "bin");
  mkdirSync(shim);
  const realCurl = execFileSync("bash", ["-c", "command -v curl"], { encoding: "utf8" }).trim();
  writeFileSync(
    path.join(shim, "curl"),
    `#!/bin/bash\nfrom='${PUBLIC}'\nto='${base}'\nargs=()\nfor a in "$@"; do args+=("\${a//"$from"/"$to"}"); done\nexec ${realCurl} "\${args[@]}"\n`,
    { mode: 0o755 },
  );
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(work, { recursive: true, force: true });
});

describe("OpenClaw: refused at publish when OpenClaw would misread it", () => {
  for (const name of cases("oc-invalid-")) {
    test(name, async () => {
      const fixture = skillCase(name);
      expect(fixture.expect.gate).toBe(false);
      const response = await publishMultipart(author, { slug: fixture.slug, files: fixture.files });
      const text = await response.text();
      expect({ status: response.status, code: response.headers.get("x-error-code") }, text).toEqual({ status: 422, code: "SKILL_INVALID" });
      // Each diagnostic names its line: SKILL.md:<n> <severity> <code>: …, inside the frontmatter.
      const skill = new TextDecoder().decode(fixture.files["SKILL.md"] as Uint8Array).split("\n");
      const closing = skill.indexOf("---", 1) + 1;
      for (const code of fixture.expect.codes) {
        const line = new RegExp(`SKILL\\.md:(\\d+) error ${code}:`).exec(text);
        expect(line, `${code} in ${text}`).not.toBeNull();
        expect(Number(line![1])).toBeGreaterThan(1);
        expect(Number(line![1])).toBeLessThan(closing);
      }
    });
  }

  test("the line is the offending key's", async () => {
    const strip = await (await publishMultipart(author, { slug: "strip-string", files: skillCase("oc-invalid-strip-components-string").files })).text();
    expect(strip).toMatch(/SKILL\.md:9 error OPENCLAW_FIELD_INVALID: metadata\.openclaw\.install\[0\]\.stripComponents/);
    const invocable = await (await publishMultipart(author, { slug: "invocable-maybe", files: skillCase("oc-invalid-user-invocable").files })).text();
    expect(invocable).toMatch(/SKILL\.md:4 error OPENCLAW_FIELD_INVALID: user-invocable/);
  });

  for (const name of [...cases("oc-warning-"), ...cases("oc-valid-")]) {
    test(`${name} publishes (what OpenClaw tolerates is a warning)`, async () => {
      const fixture = skillCase(name);
      const answer = await published(publishMultipart(author, { slug: fixture.slug, files: fixture.files }));
      const codes = (answer.diagnostics as Array<{ code: string; severity: string }>).filter((d) => d.code.startsWith("OPENCLAW_"));
      for (const code of fixture.expect.codes.filter((c) => c.startsWith("OPENCLAW_"))) expect(codes.map((d) => d.code)).toContain(code);
      expect(codes.filter((d) => d.severity === "error")).toEqual([]);
    });
  }
});

describe("OpenClaw: invocation fields", () => {
  test("user-invocable, disable-model-invocation, command dispatch, always and skillKey in the API", async () => {
    await published(publishMultipart(author, { slug: "invocation", files: fixtureFiles("openclaw/invocation") }));
    const expected = {
      userInvocable: true,
      disableModelInvocation: true,
      commandDispatch: "tool",
      commandTool: "exec",
      commandArgMode: "raw",
      always: true,
      skillKey: "invocation-settings",
    };
    const meta = await getJson<{ invocation: unknown; emoji: string }>(metadataRoute, "/api/v1/skills/invocation/versions/latest/metadata", {
      slug: "invocation",
      version: "latest",
    });
    expect(meta.invocation).toEqual(expected);
    const version = await getJson<{ version: { metadata: { invocation: unknown } } }>(versionRoute, "/api/v1/skills/invocation/versions/1.0.0", {
      slug: "invocation",
      version: "1.0.0",
    });
    expect(version.version.metadata.invocation).toEqual(expected);
    const detail = await getJson<{ skill: { emoji: string } }>(skillRoute, "/api/v1/skills/invocation", { slug: "invocation" });
    expect(detail.skill.emoji).toBe("⚡");
  });
});

describe("OpenClaw: download install commands that work", () => {
  test("created target folders, checksums, stripped and unstripped archives, extract: false", async () => {
    const sha = createHash("sha256")
      .update(readFileSync(path.join(work, "files", "tool-1.0.tar.gz")))
      .digest("hex");
    const install = [
      { id: "targz", kind: "download", url: `${PUBLIC}/tool-1.0.tar.gz`, sha256: sha, archive: "tar.gz", stripComponents: 1, targetDir: "tools/targz" },
      { id: "zip", kind: "download", url: `${PUBLIC}/tool-1.0.zip`, stripComponents: 1, targetDir: "tools/zip" },
      { id: "zip-whole", kind: "download", url: `${PUBLIC}/tool-1.0.zip`, targetDir: "tools/zip-whole" },
      { id: "bz2", kind: "download", url: `${PUBLIC}/tool-1.0.tar.bz2`, targetDir: "tools/deep/bz2" },
      { id: "kept", kind: "download", url: `${PUBLIC}/tool-1.0.tar.gz`, extract: false, targetDir: "tools/kept" },
      { id: "plain", kind: "download", url: `${PUBLIC}/tool.bin` },
    ];
    const skill = `---\nname: tool-downloads\ndescription: Installs a tool by downloading it. Use to check download installers.\nmetadata: ${JSON.stringify({ openclaw: { requires: { bins: ["tool"] }, install } })}\n---\n\n# Downloads\n`;
    await published(publishMultipart(author, { slug: "tool-downloads", files: { "SKILL.md": skill } }));
    const hints = await getJson<{ installers: Array<{ id: string; command: string; targetDir?: string; extract?: boolean }> }>(
      hintsRoute,
      "/api/v1/skills/tool-downloads/install-hints?os=linux",
      { slug: "tool-downloads" },
    );
    expect(hints.installers.map((i) => i.id)).toEqual(install.map((i) => i.id));
    expect(hints.installers.find((i) => i.id === "kept")).toMatchObject({ targetDir: "tools/kept", extract: false });

    const results: Record<string, string> = {};
    for (const installer of hints.installers) {
      const cwd = mkdtempSync(path.join(work, `run-${installer.id}-`));
      const run = await runCommand(installer.command, cwd);
      expect(run.status, `${installer.id}: ${installer.command}\n${run.stderr}`).toBe(0);
      results[installer.id] = cwd;
    }
    const tool = (cwd: string, rel: string) => execFileSync(path.join(cwd, rel), { encoding: "utf8" }).trim();
    expect(tool(results.targz!, "tools/targz/bin/tool")).toBe("tool 1.0");
    expect(existsSync(path.join(results.targz!, "tools/targz/tool-1.0.tar.gz"))).toBe(false);
    expect(readFileSync(path.join(results.zip!, "tools/zip/README"), "utf8")).toBe("the tool\n");
    expect(existsSync(path.join(results.zip!, "tools/zip/bin/tool"))).toBe(true);
    expect(existsSync(path.join(results["zip-whole"]!, "tools/zip-whole/tool-1.0/bin/tool"))).toBe(true);
    expect(tool(results.bz2!, "tools/deep/bz2/tool-1.0/bin/tool")).toBe("tool 1.0");
    expect(readdirSync(path.join(results.kept!, "tools/kept"))).toEqual(["tool-1.0.tar.gz"]);
    expect(readFileSync(path.join(results.plain!, "tool.bin"), "utf8")).toBe("plain binary\n");

    // A checksum that does not match stops the install before anything is unpacked.
    const wrong = hints.installers.find((i) => i.id === "targz")!.command.replace(sha, "0".repeat(64));
    const cwd = mkdtempSync(path.join(work, "run-wrong-"));
    expect((await runCommand(wrong, cwd)).status).not.toBe(0);
    expect(existsSync(path.join(cwd, "tools/targz/bin"))).toBe(false);
  });
});
