// Private org skills with unmodified clients (issue 18): a member's token installs a private skill
// of their org with the real clawhub CLI (`login --token`, `install`) and with OpenClaw
// (`skills install @org/<slug>`, its ClawHub token in CLAWHUB_TOKEN), byte for byte; an outsider's
// token and no token at all get the clients' own "not found", exactly as for a name never used.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { createApiToken } from "@/lib/auth/create-api-token";
import { createUser } from "@/lib/auth/create-user";
import { resetConfigForTests } from "@/lib/config";
import { closeDb } from "@/lib/db";
import { createOrg, setOrgMember } from "@/lib/orgs";
import { publishVersion } from "@/lib/publish";
import { runClawhub, runOpenclaw, type Run } from "./support/run-client";

const serverUrl = inject("serverUrl");
const openclawNode = inject("openclawNode");
const openclawEntry = inject("openclawEntry");
const root = mkdtempSync(path.join(tmpdir(), "private-skills-"));
const ORG = "pv-acme";
const SLUG = "pv-secret-recipes";

/** The clawhub CLI with its own HOME/config; never prompting. */
function cli(home: string, args: string[], workdir: string): Promise<Run> {
  return runClawhub({ serverUrl, home, workdir }, args);
}

/** OpenClaw on its own Node, with the ClawHub token it would read from its environment. */
function openclaw(home: string, args: string[], token?: string): Promise<Run> {
  return runOpenclaw({ node: openclawNode, entry: openclawEntry, serverUrl, home, cwd: root, tmp: root, token }, args);
}

function tree(dir: string, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    if (name.startsWith(".")) continue;
    const full = path.join(dir, name);
    const rel = prefix ? `${prefix}/${name}` : name;
    if (statSync(full).isDirectory()) Object.assign(out, tree(full, rel));
    else out[rel] = createHash("sha256").update(readFileSync(full)).digest("hex");
  }
  return out;
}

function findSkillDir(dir: string, slug: string, depth = 0): string | null {
  if (depth > 7 || !existsSync(dir)) return null;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (!statSync(full).isDirectory()) continue;
    if (name === slug && existsSync(path.join(full, "SKILL.md"))) return full;
    const deeper = findSkillDir(full, slug, depth + 1);
    if (deeper) return deeper;
  }
  return null;
}

const encoder = new TextEncoder();
const files: Record<string, string> = {
  "SKILL.md": `---\nname: ${SLUG}\ndescription: Cooks the team's secret recipes.\n---\n\n# Secret recipes\n\nUse this skill when the user asks for the team's recipes.\n`,
  "references/recipes.md": "# Recipes\n\nOnly for the team.\n",
};
const published = Object.fromEntries(Object.entries(files).map(([file, text]) => [file, createHash("sha256").update(text).digest("hex")]));
const tokens = { member: "", outsider: "" };

beforeAll(async () => {
  process.env.DATABASE_URL = inject("serverDatabaseUrl");
  resetConfigForTests();
  const owner = await createUser({ handle: "pv-owner" });
  const member = await createUser({ handle: "pv-member" });
  const outsider = await createUser({ handle: "pv-outsider" });
  await createOrg({ handle: ORG, ownerHandle: owner.handle, actor: null });
  await setOrgMember({ org: ORG, user: member.handle, role: "member", actor: null });
  const actor: Actor = { userId: owner.id, handle: owner.handle, role: owner.role, scopes: ["read", "publish"], via: "system" };
  const result = await publishVersion({
    actor,
    slug: SLUG,
    version: "1.0.0",
    ownerHandle: ORG,
    visibility: "private",
    bundle: { kind: "files", files: Object.entries(files).map(([file, text]) => ({ path: file, bytes: encoder.encode(text) })) },
  });
  expect(result.skill.visibility).toBe("private");
  tokens.member = (await createApiToken({ userId: member.id, label: "compat", scopes: ["read"] })).token;
  tokens.outsider = (await createApiToken({ userId: outsider.id, label: "compat", scopes: ["read"] })).token;
});
afterAll(() => closeDb());

describe("clawhub CLI", () => {
  test("a member's token installs the private org skill, byte for byte", async () => {
    const home = path.join(root, "cli-member");
    mkdirSync(home, { recursive: true });
    const login = await cli(home, ["login", "--token", tokens.member], path.join(root, "cli-member-work"));
    expect(login.code, login.output).toBe(0);
    const workdir = path.join(root, "cli-member-work");
    const install = await cli(home, ["install", SLUG], workdir);
    expect(install.code, install.output).toBe(0);
    expect(tree(path.join(workdir, "skills", SLUG))).toEqual(published);
    // The team finds it: `clawhub search` with the member's token lists it (nobody else's does).
    const search = await cli(home, ["search", "secret recipes"], workdir);
    expect(search.code, search.output).toBe(0);
    expect(search.output).toContain(SLUG);
  });

  test.each(["outsider", "anonymous"] as const)("%s: the CLI's own 'Skill not found', as for a name never used", async (who) => {
    const home = path.join(root, `cli-${who}`);
    mkdirSync(home, { recursive: true });
    if (who === "outsider") expect((await cli(home, ["login", "--token", tokens.outsider], path.join(root, `cli-${who}-work`))).code).toBe(0);
    const secret = await cli(home, ["install", SLUG], path.join(root, `cli-${who}-work`));
    const never = await cli(home, ["install", "pv-never-published"], path.join(root, `cli-${who}-never`));
    expect(secret.code).not.toBe(0);
    expect(secret.output).toContain("Skill not found");
    // The same words (the rate-limit counters the CLI prints aside).
    const said = (output: string, slug: string) => output.replaceAll(slug, "X").replace(/\(remaining:[^)]*\)/g, "");
    expect(said(secret.output, SLUG)).toBe(said(never.output, "pv-never-published"));
    const search = await cli(home, ["search", "secret recipes"], path.join(root, `cli-${who}-work`));
    expect(search.output).not.toContain(SLUG);
    expect(existsSync(path.join(root, `cli-${who}-work`, "skills", SLUG))).toBe(false);
    const inspect = await cli(home, ["inspect", SLUG], path.join(root, `cli-${who}-work`));
    expect(inspect.code).not.toBe(0);
    expect(inspect.output).not.toContain("secret recipes");
  });
});

describe("OpenClaw", () => {
  test("with a member's ClawHub token: skills install @org/<slug> installs the published bytes", async () => {
    const home = path.join(root, "oc-member");
    const install = await openclaw(home, ["skills", "install", `@${ORG}/${SLUG}`], tokens.member);
    expect(install.code, install.output).toBe(0);
    const dir = findSkillDir(home, SLUG);
    expect(dir, install.output).not.toBeNull();
    expect(tree(dir!)).toEqual(published);
  });

  test.each(["outsider", "anonymous"] as const)("%s: refused as not found, nothing installed", async (who) => {
    const home = path.join(root, `oc-${who}`);
    const install = await openclaw(home, ["skills", "install", `@${ORG}/${SLUG}`], who === "outsider" ? tokens.outsider : undefined);
    expect(install.code).not.toBe(0);
    expect(install.output.toLowerCase()).toMatch(/not found|404/);
    expect(install.output).not.toContain("Cooks the team's secret recipes");
    expect(findSkillDir(home, SLUG)).toBeNull();
  });
});
