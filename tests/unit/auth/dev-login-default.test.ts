// Development sign-in defaults: on for the zero-config embedded database, never silently on
// with an external DATABASE_URL, and an explicit setting always wins.
import { describe, expect, test } from "vitest";
import { prepareEnvironment } from "@/lib/cli/setup/prepare-environment";

// AUTH_SECRET given so prepareEnvironment does not write a secret file.
const base = { AUTH_SECRET: "s", NODE_ENV: "production" } as NodeJS.ProcessEnv;

describe("HUB_DEV_LOGIN default", () => {
  test("on with the embedded database", () => {
    expect(prepareEnvironment({ ...base }).HUB_DEV_LOGIN).toBe("1");
  });
  test("off with an external DATABASE_URL unless set explicitly", () => {
    expect(prepareEnvironment({ ...base, DATABASE_URL: "postgres://db/hub" }).HUB_DEV_LOGIN).toBeUndefined();
    expect(prepareEnvironment({ ...base, DATABASE_URL: "postgres://db/hub", HUB_DEV_LOGIN: "1" }).HUB_DEV_LOGIN).toBe("1");
  });
  test("an explicit 0 on the embedded database is respected", () => {
    expect(prepareEnvironment({ ...base, HUB_DEV_LOGIN: "0" }).HUB_DEV_LOGIN).toBe("0");
  });
});
