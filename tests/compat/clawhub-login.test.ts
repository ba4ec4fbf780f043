// The real clawhub CLI (0.23.x) logs in to Skillvault with its device flow: it requests a code,
// prints it, polls while a signed-in person approves it, stores the token and passes whoami.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { createUser } from "@/lib/auth/create-user";
import { decideDeviceCode } from "@/lib/auth/device/decide-device-code";
import { verifyApiToken } from "@/lib/auth/verify-api-token";
import { resetConfigForTests } from "@/lib/config";
import { closeDb, db } from "@/lib/db";

const repo = path.resolve(import.meta.dirname, "../..");
const clawhub = path.join(repo, "node_modules", "clawhub", "bin", "clawdhub.js");
const serverUrl = inject("serverUrl");

beforeAll(() => {
  // Approvals are written straight into the server's database, as the /cli/device page would.
  process.env.DATABASE_URL = inject("serverDatabaseUrl");
  resetConfigForTests();
});
afterAll(() => closeDb());

type Run = { code: number | null; output: string };

function startLogin(home: string, label: string): { done: Promise<Run>; userCode: Promise<string> } {
  const child = spawn(process.execPath, [clawhub, "--site", serverUrl, "--registry", serverUrl, "login", "--no-browser", "--label", label], {
    env: { ...process.env, FORCE_COLOR: undefined, HOME: home, CLAWHUB_CONFIG_PATH: path.join(home, "clawhub.json"), NO_COLOR: "1", CI: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let announce: (code: string) => void = () => {};
  const userCode = new Promise<string>((resolve) => (announce = resolve));
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    const match = /enter code:\s*([A-Z]{4}-[A-Z]{4})/.exec(output);
    if (match?.[1]) announce(match[1]);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const done = new Promise<Run>((resolve) => child.on("exit", (code) => resolve({ code, output })));
  return { done, userCode };
}

function runCli(home: string, args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [clawhub, "--site", serverUrl, "--registry", serverUrl, ...args], {
    env: { ...process.env, FORCE_COLOR: undefined, HOME: home, CLAWHUB_CONFIG_PATH: path.join(home, "clawhub.json"), NO_COLOR: "1", CI: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

async function signedIn(handle: string): Promise<Actor> {
  const user = await createUser({ handle });
  return { userId: user.id, handle: user.handle, role: user.role, scopes: ["read", "publish"], via: "session" };
}

describe("clawhub login (device flow)", () => {
  test("approved on the website: the CLI stores a CLI token for that person and `whoami` names them", async () => {
    const person = await signedIn("compat-cli");
    const home = mkdtempSync(path.join(tmpdir(), "clawhub-home-"));
    const login = startLogin(home, "compat terminal");
    const userCode = await login.userCode;
    await decideDeviceCode({ actor: person, userCode, approve: true, confirmScopes: "read publish" });
    const result = await login.done;
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain("@compat-cli");

    const stored = JSON.parse(readFileSync(path.join(home, "clawhub.json"), "utf8")) as { token: string; registry: string };
    expect(stored.registry).toBe(serverUrl);
    const actor = await verifyApiToken(stored.token);
    expect(actor.userId).toBe(person.userId);
    expect(await db.apiToken.findUniqueOrThrow({ where: { id: actor.tokenId } })).toMatchObject({ kind: "CLI", label: "compat terminal" });

    const whoami = await runCli(home, ["whoami"]);
    expect(whoami.code, whoami.output).toBe(0);
    expect(whoami.output).toContain("compat-cli");
  });

  test("denied on the website: the CLI stops with 'Authorization denied' and stores no token", async () => {
    const person = await signedIn("compat-deny");
    const home = mkdtempSync(path.join(tmpdir(), "clawhub-home-"));
    const login = startLogin(home, "compat denied");
    await decideDeviceCode({ actor: person, userCode: await login.userCode, approve: false });
    const result = await login.done;
    expect(result.code).not.toBe(0);
    expect(result.output).toContain("Authorization denied");
    expect(await db.apiToken.count({ where: { userId: person.userId } })).toBe(0);
  });
});
