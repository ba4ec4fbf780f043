// The older clawdhub CLI's browser login, end to end: the real CLI (0.3.0, from the client cache)
// listens on a loopback port and prints the /cli/auth link; a person signs in in Chromium,
// authorizes, and the CLI receives its token through its own loopback page and logs in.
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ensureClawdhub } from "../setup/ensure-clawdhub";
import { expectNoSeriousA11yViolations, shootCurrent, signInAt, uniqueHandle } from "./support/site-session";

test("clawdhub login: sign in, authorize, and the CLI holds a working token", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const clawdhub = ensureClawdhub();
  const home = mkdtempSync(path.join(tmpdir(), "clawdhub-browser-"));
  // The CLI runs xdg-open on the link (and crashes when there is none): a stand-in that opens
  // nothing, since the test plays the person at the browser.
  writeFileSync(path.join(home, "xdg-open"), "#!/bin/sh\nexit 0\n");
  chmodSync(path.join(home, "xdg-open"), 0o755);
  const child = spawn(process.execPath, [clawdhub, "--site", baseURL!, "--registry", baseURL!, "login", "--label", "e2e laptop"], {
    env: {
      ...process.env,
      FORCE_COLOR: undefined,
      HOME: home,
      PATH: `${home}${path.delimiter}${process.env.PATH ?? ""}`,
      CLAWDHUB_CONFIG_PATH: path.join(home, "clawdhub.json"),
      NO_COLOR: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
  try {
    await expect.poll(() => /Opening browser: (\S+)/.exec(output)?.[1] ?? null, { timeout: 30_000 }).not.toBeNull();
    const link = new URL(/Opening browser: (\S+)/.exec(output)![1]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${baseURL}/cli/auth`);

    const handle = uniqueHandle("clawdhub");
    await signInAt(page, `${link.pathname}${link.search}`, handle);
    await expect(page.getByTestId("cli-auth-label")).toHaveText("e2e laptop");
    await expectNoSeriousA11yViolations(page, "cli-auth");
    await shootCurrent(page, "cli-auth");
    await page.getByRole("button", { name: "Authorize" }).click();
    expect(await exited, output).toBe(0);
    expect(output).toContain(`Logged in as @${handle}`);
    const stored = JSON.parse(readFileSync(path.join(home, "clawdhub.json"), "utf8")) as { token: string; registry: string };
    expect(stored.registry).toBe(baseURL);
    const whoami = await page.request.get(`${baseURL}/api/v1/whoami`, { headers: { authorization: `Bearer ${stored.token}` } });
    expect(((await whoami.json()) as { user: { handle: string } }).user.handle).toBe(handle);
  } finally {
    child.kill();
  }
});

test("a /cli/auth link that would send the token off this machine is refused", async ({ page }) => {
  await signInAt(page, "/settings/tokens", uniqueHandle("clawdhub-bad"));
  await page.goto(`/cli/auth?redirect_uri=${encodeURIComponent("https://evil.example/callback")}&state=0123456789abcdef`);
  await expect(page.getByTestId("cli-auth-invalid")).toBeVisible();
  await expect(page.getByRole("button", { name: "Authorize" })).toHaveCount(0);
});
