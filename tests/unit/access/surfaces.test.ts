// Every entry point under app/ is registered in tests/access/surfaces.ts with the access rules it
// asks, and still makes the calls it is registered with: a new route, page or server action that
// is not in the list (and so was never checked against the access table) fails here.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ENTRY_FILE, SURFACES } from "../../access/surfaces";

const APP = path.resolve(import.meta.dirname, "../../../app");

function entryFiles(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // Folders starting with "_" are private to the app (components, helpers): never routed.
    if (entry.isDirectory()) return entry.name.startsWith("_") ? [] : entryFiles(path.join(dir, entry.name));
    const file = path.relative(APP, path.join(dir, entry.name)).split(path.sep).join("/");
    return ENTRY_FILE.test(file) ? [file] : [];
  });
}

describe("access surfaces", () => {
  const registered = new Map(SURFACES.map((surface) => [surface.file, surface]));

  test("every route, page, layout and server action under app/ is registered with what it asks", () => {
    const missing = entryFiles().filter((file) => !registered.has(file));
    expect(missing, "add these to tests/access/surfaces.ts with the rules they ask").toEqual([]);
  });

  test("every registered surface exists, once", () => {
    const files = new Set(entryFiles());
    expect(SURFACES.filter((surface) => !files.has(surface.file)).map((surface) => surface.file)).toEqual([]);
    expect(SURFACES.length).toBe(registered.size);
  });

  test.each(SURFACES.filter((surface) => surface.via.length > 0).map((surface) => [surface.file, surface] as const))(
    "%s asks as registered",
    (file, surface) => {
      const source = readFileSync(path.join(APP, file), "utf8");
      expect(
        surface.via.filter((call) => !source.includes(call)),
        `${file} no longer makes these calls`,
      ).toEqual([]);
    },
  );

  test("a surface that serves skill data names a rule; one that asks nothing serves none", () => {
    for (const surface of SURFACES) {
      expect(surface.asks.length, surface.file).toBeGreaterThan(0);
      if (surface.asks.includes("nothing")) expect(surface.asks, surface.file).toEqual(["nothing"]);
    }
  });
});
