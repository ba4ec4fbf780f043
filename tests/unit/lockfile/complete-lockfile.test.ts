// `npm ci` (the first line of .ci/run) refuses a lock whose optionalDependencies name packages
// it has no entry for; this catches that before CI does (fix: npm run lock:complete).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { completeLockfile, findMissingOptionalPackages, type Lockfile } from "@/lib/lockfile/complete-lockfile";
import { inferPlatform } from "@/lib/lockfile/infer-platform";

const repo = path.resolve(import.meta.dirname, "../../..");

describe("package-lock.json", () => {
  it("has an entry for every optional dependency, so npm ci accepts it", () => {
    const lock = JSON.parse(readFileSync(path.join(repo, "package-lock.json"), "utf8")) as Lockfile;
    expect(findMissingOptionalPackages(lock).map((m) => m.name)).toEqual([]);
  });
});

describe("completeLockfile", () => {
  const lock: Lockfile = {
    packages: {
      "": { name: "app" },
      "node_modules/tool": { version: "1.0.0", dev: true, optionalDependencies: { "@tool/darwin-arm64": "1.0.0", "@tool/linux-x64-gnu": "1.0.0" } },
      "node_modules/@tool/linux-x64-gnu": { version: "1.0.0", optional: true },
    },
  };

  it("adds an optional stub with os and cpu for each platform package the lock lacks", () => {
    const { lock: done, added } = completeLockfile(lock);
    expect(added.map((m) => m.name)).toEqual(["@tool/darwin-arm64"]);
    expect(done.packages["node_modules/@tool/darwin-arm64"]).toEqual({ version: "1.0.0", dev: true, optional: true, os: ["darwin"], cpu: ["arm64"] });
    expect(findMissingOptionalPackages(done)).toEqual([]);
  });

  it("finds a package installed at the root for a nested parent", () => {
    const nested: Lockfile = {
      packages: { "node_modules/a/node_modules/b": { optionalDependencies: { c: "1.0.0" } }, "node_modules/c": { version: "1.0.0" } },
    };
    expect(findMissingOptionalPackages(nested)).toEqual([]);
  });

  it("leaves non-platform optional packages alone", () => {
    const plain: Lockfile = { packages: { "node_modules/a": { optionalDependencies: { fsevents: "^2.0.0" } } } };
    expect(completeLockfile(plain).added).toEqual([]);
  });
});

describe("inferPlatform", () => {
  it("reads os, cpu and libc from the package name", () => {
    expect(inferPlatform("@tailwindcss/oxide-linux-arm-gnueabihf")).toEqual({ os: ["linux"], cpu: ["arm"], libc: ["glibc"] });
    expect(inferPlatform("@tailwindcss/oxide-wasm32-wasi")).toEqual({ cpu: ["wasm32"] });
    expect(inferPlatform("@next/swc-linux-x64-musl")).toEqual({ os: ["linux"], cpu: ["x64"], libc: ["musl"] });
    expect(inferPlatform("left-pad")).toBeNull();
  });
});
