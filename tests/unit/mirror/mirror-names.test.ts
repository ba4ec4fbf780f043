// Names in a mirror's namespace: never a local slug or handle, always a catalog slug; upstream names
// that cannot be written here are refused rather than mangled; the filter decides in one place.
import { describe, expect, test } from "vitest";
import { catalogSlugSchema, isMirroredSlug, slugSchema } from "@/lib/ids";
import { handleSchema } from "@/lib/auth/schemas/handle";
import { isAllowedByMirror, namedSkills } from "@/lib/mirror/mirror-filter";
import { mirroredNames, mirrorNameSchema, normalizeUpstreamName } from "@/lib/mirror/mirror-names";
import { mirrorConfigSchema } from "@/lib/mirror/schemas/mirror-config";

describe("mirrored names", () => {
  test.each([
    ["clawhub", "steipete", "pdf-tools", "clawhub--steipete--pdf-tools", "clawhub--steipete"],
    ["up", "a", "b2", "up--a--b2", "up--a"],
    // A chained mirror's own mirrored skills keep their full names inside ours.
    ["up", "clawhub--bob", "clawhub--bob--x", "up--clawhub--bob--clawhub--bob--x", "up--clawhub--bob"],
  ])("%s + %s/%s → %s by %s: a catalog slug that no local publish can take", (mirror, owner, slug, expectedSlug, expectedHandle) => {
    const names = mirroredNames(mirror, owner, slug);
    expect(names).toEqual({ slug: expectedSlug, handle: expectedHandle });
    expect(isMirroredSlug(names!.slug)).toBe(true);
    expect(catalogSlugSchema.safeParse(names!.slug).success).toBe(true);
    expect(slugSchema.safeParse(names!.slug).success).toBe(false);
    expect(handleSchema.safeParse(names!.handle).success).toBe(false);
  });

  test.each([
    ["Up", "x"],
    ["under_score", "x"],
    ["x", "ends-"],
    ["x", "-starts"],
    ["x", "a.b"],
    ["x", "é"],
    ["x", "y".repeat(200)],
  ])("owner %s / slug %s is refused", (owner, slug) => {
    expect(mirroredNames("up", owner, slug)).toBeNull();
  });

  test.each([
    ["its own namespace coming back (the upstream is us, or mirrors us)", "up", "up--bob", "up--bob--x"],
    ["a chain of more than two mirrors", "up", "a--b--c--d", "a--b--c--d--x"],
  ])("an owner from %s is refused", (_label, mirror, owner, slug) => {
    expect(mirroredNames(mirror, owner, slug)).toBeNull();
  });

  test("a mirror of a mirror of a mirror (two hops upstream) is still named", () => {
    expect(mirroredNames("up", "b--c--d", "b--c--d--x")?.handle).toBe("up--b--c--d");
  });

  test.each([
    ["\u212Aim", "Kelvin sign"],
    ["kim\u00a0", "no-break space"],
    ["\u3000kim", "ideographic space"],
    ["k\u0130m", "dotted capital I"],
  ])("upstream name %j (%s) never folds into an ASCII name", (value) => {
    const normalized = normalizeUpstreamName(value);
    expect(normalized).not.toBe("kim");
    expect(mirroredNames("up", normalized, "x")).toBeNull();
  });

  test("ASCII case, ASCII spaces and a leading @ are folded", () => {
    expect(normalizeUpstreamName(" @SteiPete\t")).toBe("steipete");
  });

  test("mirror names are like local slugs, 2–32 characters, without double hyphens", () => {
    expect(mirrorNameSchema.parse(" ClawHub ")).toBe("clawhub");
    for (const bad of ["a", "a--b", "-a", "a-", "x".repeat(33), "a_b", "a/b"]) expect(mirrorNameSchema.safeParse(bad).success, bad).toBe(false);
  });

  test("local slugs stay what they were; a catalog slug is a local or a mirrored one", () => {
    for (const good of ["ab", "pdf-tools", "a1-b2"]) expect(catalogSlugSchema.safeParse(good).success, good).toBe(true);
    for (const bad of ["a", "-ab", "ab-", "a--", "--ab", "a---b-", "Ab--c", "a b--c", "x".repeat(201)])
      expect(catalogSlugSchema.safeParse(bad).success, bad).toBe(false);
  });
});

describe("the filter", () => {
  const filter = { all: false, owners: ["alice"], skills: ["notes", "bob/pdf-tools"] };
  test.each([
    ["alice", "anything", true],
    ["bob", "pdf-tools", true],
    ["carol", "pdf-tools", false],
    ["carol", "notes", true],
    ["dave", "x", false],
  ])("%s/%s allowed: %s", (owner, slug, allowed) => {
    expect(isAllowedByMirror(filter, owner, slug)).toBe(allowed);
    expect(isAllowedByMirror({ ...filter, all: true }, owner, slug)).toBe(true);
  });

  test("--skill entries name a slug, or an owner's slug", () => {
    expect(namedSkills(filter)).toEqual([{ slug: "notes" }, { owner: "bob", slug: "pdf-tools" }]);
  });
});

describe("mirror configuration", () => {
  test("normalises owners and skills (case, @, duplicates) and the URL (trailing slash)", () => {
    const config = mirrorConfigSchema.parse({ name: "Up", url: "https://clawhub.ai/", owners: ["@Alice", "alice"], skills: ["Bob/PDF-Tools"] });
    expect(config).toMatchObject({
      name: "up",
      url: "https://clawhub.ai",
      owners: ["alice"],
      skills: ["bob/pdf-tools"],
      all: false,
      pullThrough: false,
      blockSuspicious: false,
    });
  });

  test.each<[unknown, string]>([
    [{ name: "up", url: "https://clawhub.ai" }, "nothing to mirror"],
    [{ name: "up", url: "file:///etc/passwd", all: true }, "not http(s)"],
    [{ name: "up", url: "https://u:p@clawhub.ai", all: true }, "credentials"],
    [{ name: "up", url: "https://clawhub.ai/?x=1", all: true }, "a query"],
    [{ name: "up", url: "https://clawhub.ai", skills: ["a/b/c"] }, "a path for a skill"],
    [{ name: "up", url: "https://clawhub.ai", owners: ["../etc"] }, "a path for an owner"],
  ])("%j is refused (%s)", (input) => {
    expect(mirrorConfigSchema.safeParse(input).success).toBe(false);
  });
});
