// Two real Skillvault servers, each on its own database: one is the upstream, the other mirrors it
// through `npm run hub -- mirror …` (real processes). By owner, by skill and everything; a version
// our stricter policy blocks (a suspicious one under --block-suspicious, and one planted straight
// into the upstream's database that its scanner never saw) ends up blocked here with its findings;
// a withdrawal upstream is withdrawn here; a pull-through install with the real clawhub CLI gives the
// same files as installing from the upstream, and OpenClaw installs it as @owner/slug; the install
// commands the mirrored skill's page shows work with both clients; and the upstream killed mid-sync
// loses nothing.
import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { createUser } from "@/lib/auth/create-user";
import { resetConfigForTests } from "@/lib/config";
import { closeDb } from "@/lib/db";
import { skillInstallCommands } from "@/lib/install/build-install-commands";
import { publishVersion, withdrawVersion } from "@/lib/publish";
import { maliciousFiles, suspiciousFiles } from "../../integration/helpers/flagged-content";
import { startTestServer, type TestServer } from "../../setup/start-test-server";
import { plantVersion } from "./plant-version";
import { tree } from "../support/installed-tree";
import { clawhub, findSkillDir, hub, openclaw } from "./run-tools";

const adminUrl = inject("pgAdminUrl");
const template = inject("pgTemplate");
const serverEnv = { MIRROR_SYNC_INTERVAL_MINUTES: "0" };
const root = mkdtempSync(path.join(tmpdir(), "sv-mirror-"));
const encoder = new TextEncoder();

let upstream: TestServer;
let upstreamAgain: TestServer | null = null;
let mirror: TestServer;
let adminToken = "";
const actors: Record<string, Actor> = {};

function skillMd(name: string, extra = ""): string {
  return `---\nname: ${name}\ndescription: Helps with ${name.replace(/-/g, " ")} tasks; written for the mirror test.\n---\n\n# ${name}\n\nUse this skill when the user asks about ${name.replace(/-/g, " ")}.${extra}\n`;
}

const published = new Map<string, Record<string, string | Uint8Array>>();

async function publish(owner: string, slug: string, version: string, files: Record<string, string | Uint8Array> = {}) {
  actors[owner] ??= await createUser({ handle: owner }).then(
    (user) => ({ userId: user.id, handle: user.handle, role: user.role, scopes: ["read", "publish"], via: "system" }) as Actor,
  );
  const all = { "SKILL.md": skillMd(slug, ` Version ${version}.`), ...files };
  published.set(`${slug}@${version}`, all);
  await publishVersion({
    actor: actors[owner]!,
    slug,
    version,
    bundle: {
      kind: "files",
      files: Object.entries(all).map(([file, content]) => ({ path: file, bytes: typeof content === "string" ? encoder.encode(content) : content })),
    },
  });
}

async function getJson<T>(server: TestServer, route: string, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.url}${route}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await response.text();
  return { status: response.status, body: (text.startsWith("{") ? JSON.parse(text) : text) as T };
}

async function okHub(args: string[], onLine?: (line: string) => void) {
  const run = await hub(mirror.databaseUrl, args, onLine);
  expect(run.code, `hub ${args.join(" ")}\n${run.out}\n${run.err}`).toBe(0);
  return run.out;
}

/** The files of a version as the mirror serves them, by path (text), or the status when refused. */
async function served(server: TestServer, slug: string, version: string): Promise<Record<string, string> | number> {
  const response = await fetch(`${server.url}/api/v1/download?slug=${slug}&version=${version}`);
  if (!response.ok) return response.status;
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([file, bytes]) => [file, createHash("sha256").update(bytes).digest("hex")]));
}

function sums(files: Record<string, string | Uint8Array>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(files).map(([file, content]) => [
      file,
      createHash("sha256")
        .update(typeof content === "string" ? encoder.encode(content) : content)
        .digest("hex"),
    ]),
  );
}

beforeAll(async () => {
  [upstream, mirror] = await Promise.all([startTestServer({ adminUrl, template, env: serverEnv }), startTestServer({ adminUrl, template, env: serverEnv })]);
  // The test publishes upstream the way `npm run hub` would: straight into the upstream's database.
  process.env.DATABASE_URL = upstream.databaseUrl;
  resetConfigForTests();
  await publish("alice", "pdf-tools", "1.0.0");
  await publish("alice", "pdf-tools", "1.1.0", { "scripts/fill.py": "print('fill the form')\n" });
  await publish("alice", "csv-kit", "1.0.0", { "references/formats.md": "# Formats\n\nCSV, TSV.\n" });
  await publish("bob", "notes", "1.0.0");
  await publish("carol", "sneaky", "1.0.0");
  // Suspicious by our scanner: installable upstream (its policy), blocked by a --block-suspicious mirror.
  await publish("carol", "sneaky", "1.1.0", suspiciousFiles);
  await publish("carol", "planted", "1.0.0");
  await plantVersion({ slug: "planted", version: "1.0.0", files: { "SKILL.md": skillMd("planted"), ...maliciousFiles } });
  await okHub(["user", "create", "boss", "--role", "admin"]);
  adminToken = (await okHub(["token", "create", "boss", "--scopes", "read,publish,admin"])).trim().split("\n").at(-1)!;
}, 240_000);

afterAll(async () => {
  await closeDb();
  await upstreamAgain?.stop();
  await Promise.all([upstream?.stop(), mirror?.stop()]);
});

describe("mirroring another Skillvault", () => {
  test("by owner: that owner's skills, every version, the same bytes, named <mirror>--<owner>--<slug>", async () => {
    await okHub(["mirror", "add", "own", upstream.url, "--owner", "alice"]);
    const out = await okHub(["mirror", "sync", "own"]);
    expect(out).toMatch(/own: synced \(full: .*3 versions added \(0 blocked\)/);
    expect(await served(mirror, "own--alice--pdf-tools", "1.1.0")).toEqual(sums(published.get("pdf-tools@1.1.0")!));
    expect(await served(mirror, "own--alice--csv-kit", "1.0.0")).toEqual(sums(published.get("csv-kit@1.0.0")!));
    expect((await getJson(mirror, "/api/v1/skills/own--bob--notes")).status).toBe(404);
    const detail = await getJson<{ owner: { handle: string }; latestVersion: { version: string } }>(mirror, "/api/v1/skills/own--alice--pdf-tools");
    expect(detail.body).toMatchObject({ owner: { handle: "own--alice" }, latestVersion: { version: "1.1.0" } });
    const attestation = await getJson<{ attestation: { statement: Record<string, unknown> } }>(
      mirror,
      "/api/v1/skills/own--alice--pdf-tools/versions/1.1.0/attestation",
    );
    expect(attestation.body.attestation.statement).toMatchObject({
      origin: "mirrored",
      upstream: { mirror: "own", url: upstream.url, ownerHandle: "alice", slug: "pdf-tools", digestMatches: true },
    });
  });

  test("by skill: just that skill", async () => {
    await okHub(["mirror", "add", "one", upstream.url, "--skill", "notes"]);
    await okHub(["mirror", "sync", "one"]);
    expect(await served(mirror, "one--bob--notes", "1.0.0")).toEqual(sums(published.get("notes@1.0.0")!));
    expect((await getJson(mirror, "/api/v1/skills/one--alice--pdf-tools")).status).toBe(404);
  });

  test("everything, under a stricter policy: what it blocks is stored blocked, never served, findings visible to admins", async () => {
    await okHub(["mirror", "add", "all", upstream.url, "--all", "--block-suspicious"]);
    const out = await okHub(["mirror", "sync", "all"]);
    expect(out).toMatch(/stored blocked all--carol--sneaky@1\.1\.0 \(suspicious\)/);
    expect(out).toMatch(/stored blocked all--carol--planted@1\.0\.0 \(malicious\)/);
    // The upstream serves both; the mirror serves neither.
    expect(typeof (await served(upstream, "sneaky", "1.1.0"))).toBe("object");
    expect(typeof (await served(upstream, "planted", "1.0.0"))).toBe("object");
    expect(await served(mirror, "all--carol--sneaky", "1.1.0")).toBe(403);
    expect(await served(mirror, "all--carol--planted", "1.0.0")).toBe(403);
    expect(await served(mirror, "all--carol--sneaky", "1.0.0")).toEqual(sums(published.get("sneaky@1.0.0")!));
    const scan = await getJson<{ state: { status: string }; report: { verdict: string; findings: Array<{ severity: string; file: string }> } }>(
      mirror,
      "/api/v1/skills/all--carol--planted/versions/1.0.0/scan",
      adminToken,
    );
    expect(scan.status).toBe(200);
    expect(scan.body.state.status).toBe("blocked");
    expect(scan.body.report.verdict).toBe("malicious");
    expect(scan.body.report.findings.some((finding) => finding.severity === "critical" && finding.file === "scripts/setup.sh")).toBe(true);
    const list = JSON.parse(await okHub(["mirror", "list", "--json"])) as Array<{ name: string; counts: { blocked: number }; lastSync: { ok: boolean } }>;
    expect(list.find((entry) => entry.name === "all")).toMatchObject({ counts: { blocked: 2 }, lastSync: { ok: true } });
  });
});

describe("pull-through", () => {
  test("the real clawhub CLI installs a skill the mirror does not have yet: identical files to installing from the upstream", async () => {
    await publish("dave", "pull-me", "2.0.0", {
      "assets/icon.bin": new Uint8Array([0, 1, 2, 250, 251, 252, 253, 254, 255]),
      "scripts/go.sh": "#!/bin/sh\necho go\n",
    });
    await okHub(["mirror", "add", "pull", upstream.url, "--owner", "dave", "--pull-through"]);
    const home = path.join(root, "home");
    const fromMirror = await clawhub(mirror.url, home, path.join(root, "via-mirror"), ["install", "pull-me"]);
    expect(fromMirror.code, fromMirror.out + fromMirror.err).toBe(0);
    const fromUpstream = await clawhub(upstream.url, home, path.join(root, "via-upstream"), ["install", "pull-me"]);
    expect(fromUpstream.code, fromUpstream.out + fromUpstream.err).toBe(0);
    const mirrored = tree(path.join(root, "via-mirror", "skills", "pull-me"));
    expect(mirrored).toEqual(tree(path.join(root, "via-upstream", "skills", "pull-me")));
    expect(mirrored).toEqual(sums(published.get("pull-me@2.0.0")!));
    expect((await getJson<{ skill: { slug: string } }>(mirror, "/api/v1/skills/pull--dave--pull-me")).body.skill.slug).toBe("pull--dave--pull-me");
  });

  test("OpenClaw installs it as @dave/pull-me from the mirror (its security check included): the same files", async () => {
    const home = path.join(root, "openclaw-home");
    const run = await openclaw(inject("openclawNode"), inject("openclawEntry"), mirror.url, home, ["skills", "install", "@dave/pull-me"]);
    expect(run.code, run.out + run.err).toBe(0);
    const dir = findSkillDir(home, ["pull-me", "pull--dave--pull-me"]);
    expect(dir, run.out).not.toBeNull();
    expect(tree(dir!)).toEqual(sums(published.get("pull-me@2.0.0")!));
  });

  test("the commands the mirrored skill's page shows install it: clawhub and OpenClaw by the full name (owner-qualified, and alone)", async () => {
    const [clawhubCommand, openclawCommand] = skillInstallCommands({
      slug: "pull--dave--pull-me",
      owner: "pull--dave",
      registry: { url: mirror.url, isDefault: true },
    });
    const want = sums(published.get("pull-me@2.0.0")!);
    const clawhubArgs = clawhubCommand!.command.split(" ").slice(2); // after `npx clawhub@latest`
    expect(clawhubArgs).toEqual(["install", "pull--dave--pull-me"]);
    const viaClawhub = await clawhub(mirror.url, path.join(root, "home-full"), path.join(root, "via-full-name"), clawhubArgs);
    expect(viaClawhub.code, viaClawhub.out + viaClawhub.err).toBe(0);
    expect(tree(path.join(root, "via-full-name", "skills", "pull--dave--pull-me"))).toEqual(want);
    const shown = openclawCommand!.command.split(" ").slice(1); // after `openclaw`
    expect(shown).toEqual(["skills", "install", "@pull--dave/pull--dave--pull-me"]);
    for (const [home, args] of [
      ["openclaw-full", shown],
      ["openclaw-slug", ["skills", "install", "pull--dave--pull-me"]],
    ] as const) {
      const run = await openclaw(inject("openclawNode"), inject("openclawEntry"), mirror.url, path.join(root, home), [...args]);
      expect(run.code, run.out + run.err).toBe(0);
      const dir = findSkillDir(path.join(root, home), ["pull-me", "pull--dave--pull-me"]);
      expect(dir, run.out).not.toBeNull();
      expect(tree(dir!)).toEqual(want);
    }
  });
});

describe("changes upstream", () => {
  test("a withdrawal upstream is withdrawn here on the next (incremental) sync", async () => {
    await withdrawVersion({ actor: actors.alice!, slug: "pdf-tools", version: "1.1.0", reason: "broken form filling" });
    const out = await okHub(["mirror", "sync", "own"]);
    expect(out).toMatch(/own: synced \(incremental/);
    expect(await served(mirror, "own--alice--pdf-tools", "1.1.0")).toBe(410);
    const detail = await getJson<{ latestVersion: { version: string } }>(mirror, "/api/v1/skills/own--alice--pdf-tools");
    expect(detail.body.latestVersion.version).toBe("1.0.0");
  });
});

describe("robustness", () => {
  test("the upstream killed mid-sync loses nothing: whole versions only, and the next sync completes the copy", async () => {
    const names = Array.from({ length: 12 }, (_, index) => `bulk-${String(index).padStart(2, "0")}`);
    for (const name of names) {
      await publish("erin", name, "1.0.0", { "references/a.md": `# ${name}\n` });
      await publish("erin", name, "1.1.0", { "references/a.md": `# ${name} again\n`, "scripts/b.sh": "#!/bin/sh\necho b\n" });
    }
    await okHub(["mirror", "add", "bulk", upstream.url, "--owner", "erin"]);
    let stored = 0;
    // Assigned in the callback: the cast keeps TypeScript from narrowing it to null at the await.
    let killed = null as Promise<void> | null;
    const first = await hub(mirror.databaseUrl, ["mirror", "sync", "bulk"], (line) => {
      if (/: stored /.test(line) && ++stored === 5) killed = upstream.kill();
    });
    await killed;
    expect(first.code, first.out + first.err).toBe(1);
    expect(first.out).toMatch(/bulk: incomplete .*UPSTREAM_UNAVAILABLE/);

    // Every version the mirror has is whole: its files are exactly the published ones.
    const present: string[] = [];
    for (const name of names) {
      for (const version of ["1.0.0", "1.1.0"]) {
        const files = await served(mirror, `bulk--erin--${name}`, version);
        if (files === 404) continue;
        expect(files, `${name}@${version}`).toEqual(sums(published.get(`${name}@${version}`)!));
        present.push(`${name}@${version}`);
      }
    }
    expect(present.length).toBeGreaterThanOrEqual(5);
    expect(present.length).toBeLessThan(24);

    upstreamAgain = await startTestServer({ adminUrl, template, env: serverEnv, database: upstream.database, port: upstream.port });
    await okHub(["mirror", "sync", "bulk"]);
    for (const name of names) {
      for (const version of ["1.0.0", "1.1.0"])
        expect(await served(mirror, `bulk--erin--${name}`, version)).toEqual(sums(published.get(`${name}@${version}`)!));
    }
  });
});
