// GoClaw-style installers against the API: its `skills` tool lists skills with their emoji, shows
// `info` (requirements and install options keyed as it reads them: `formula` for brew, `crate`
// for cargo) and `check`s why a skill is not usable and how to fix it, all by skill *name*. Skills
// in OpenClaw's format are published through the clawhub CLI's route, one under another slug.
import { beforeAll, describe, expect, test } from "vitest";
import { GET as searchRoute } from "@/app/api/v1/search/route";
import { GET as hintsRoute } from "@/app/api/v1/skills/[slug]/install-hints/route";
import { GET as skillRoute } from "@/app/api/v1/skills/[slug]/route";
import { GET as promptRoute } from "@/app/api/v1/skills/[slug]/versions/[version]/prompt/route";
import { GET as versionRoute } from "@/app/api/v1/skills/[slug]/versions/[version]/route";
import { GET as listRoute } from "@/app/api/v1/skills/route";
import { GET as trendingRoute } from "@/app/api/v1/trending/route";
import { callRoute, expectError, fixtureFiles, getJson, publishMultipart, published, tokenUser, type TokenUser } from "./runtime-api";

type Hints = {
  slug: string;
  name: string;
  emoji: string | null;
  installers: Array<{ id: string; kind: string; package: string | null; formula?: string; crate?: string; command: string }>;
  requirements: Array<{ kind: string; name: string; status: string; installers: string[] }>;
  missing: string[];
};

let author: TokenUser;

beforeAll(async () => {
  author = await tokenUser({ handle: "goclaw-author" });
  // Published as acme-himalaya: GoClaw still asks for "himalaya".
  await published(publishMultipart(author, { slug: "acme-himalaya", files: fixtureFiles("goclaw/himalaya") }));
  await published(publishMultipart(author, { slug: "weather", files: fixtureFiles("goclaw/weather") }));
  // Two skills both named "twin": a lookup by that name is ambiguous and finds neither.
  for (const slug of ["twin-one", "twin-two"]) {
    await published(
      publishMultipart(author, {
        slug,
        files: { "SKILL.md": `---\nname: twin\ndescription: One of two skills with the same name. Use for lookup tests.\n---\n\n# Twin\n` },
      }),
    );
  }
});

describe("GoClaw skills tool", () => {
  test("list: the emoji wherever the name is (list, trending, search, detail, version, prompt, hints)", async () => {
    const list = await getJson<{ items: Array<{ slug: string; displayName: string; emoji: string | null }> }>(listRoute, "/api/v1/skills?sort=name");
    expect(list.items.map((item) => [item.slug, item.emoji])).toEqual([
      ["acme-himalaya", "📧"],
      ["twin-one", null],
      ["twin-two", null],
      ["weather", "🌤️"],
    ]);
    const trending = await getJson<{ items: Array<{ slug: string; emoji: string | null }> }>(trendingRoute, "/api/v1/trending");
    expect(trending.items.find((item) => item.slug === "weather")?.emoji).toBe("🌤️");
    const search = await getJson<{ results: Array<{ slug: string; emoji: string | null }> }>(searchRoute, "/api/v1/search?q=email");
    expect(search.results.map((r) => [r.slug, r.emoji])).toEqual([["acme-himalaya", "📧"]]);
    expect((await getJson<{ skill: { emoji: string } }>(skillRoute, "/api/v1/skills/weather", { slug: "weather" })).skill.emoji).toBe("🌤️");
    expect(
      (await getJson<{ skill: { emoji: string } }>(versionRoute, "/api/v1/skills/weather/versions/latest", { slug: "weather", version: "latest" })).skill.emoji,
    ).toBe("🌤️");
    expect((await getJson<{ emoji: string }>(promptRoute, "/api/v1/skills/weather/versions/latest/prompt", { slug: "weather", version: "latest" })).emoji).toBe(
      "🌤️",
    );
    expect((await getJson<Hints>(hintsRoute, "/api/v1/skills/weather/install-hints?os=linux", { slug: "weather" })).emoji).toBe("🌤️");
  });

  test("info by name: requirements and installers with their kind's own key", async () => {
    const detail = await getJson<{ skill: { slug: string; emoji: string } }>(skillRoute, "/api/v1/skills/himalaya", { slug: "himalaya" });
    expect(detail.skill).toMatchObject({ slug: "acme-himalaya", emoji: "📧" });
    const hints = await getJson<Hints>(hintsRoute, "/api/v1/skills/himalaya/install-hints?os=darwin", { slug: "himalaya" });
    expect(hints).toMatchObject({ slug: "acme-himalaya", name: "himalaya", emoji: "📧" });
    expect(hints.installers).toEqual([
      expect.objectContaining({ id: "cargo", kind: "cargo", package: "himalaya", crate: "himalaya", command: "cargo install himalaya" }),
      expect.objectContaining({ id: "brew", kind: "brew", package: "himalaya", formula: "himalaya", command: "brew install himalaya" }),
    ]);
    expect(hints.installers[0]).not.toHaveProperty("formula");
    expect(hints.installers[1]).not.toHaveProperty("crate");
  });

  test("check by name: what is missing and the commands that fix it", async () => {
    const missing = await getJson<Hints>(hintsRoute, "/api/v1/skills/himalaya/install-hints?os=linux&have=git", { slug: "himalaya" });
    expect(missing.requirements).toEqual([expect.objectContaining({ kind: "bin", name: "himalaya", status: "missing", installers: ["cargo", "brew"] })]);
    expect(missing.missing).toEqual([expect.stringContaining("cargo install himalaya")]);
    const fine = await getJson<Hints>(hintsRoute, "/api/v1/skills/himalaya/install-hints?os=linux&have=himalaya", { slug: "himalaya" });
    expect(fine.missing).toEqual([]);
  });

  test("a name shared by two skills, or held by none, is not found (the slug still is)", async () => {
    await expectError(await callRoute(skillRoute, "/api/v1/skills/twin", { params: { slug: "twin" } }), 404, "SKILL_NOT_FOUND");
    expect((await callRoute(hintsRoute, "/api/v1/skills/twin/install-hints?os=linux", { params: { slug: "twin" } })).status).toBe(404);
    expect((await callRoute(skillRoute, "/api/v1/skills/twin-one", { params: { slug: "twin-one" } })).status).toBe(200);
    await expectError(await callRoute(skillRoute, "/api/v1/skills/nobody-has-this", { params: { slug: "nobody-has-this" } }), 404, "SKILL_NOT_FOUND");
    // A name with capitals or spaces ("My Skill") is matched case-insensitively.
    await published(
      publishMultipart(author, {
        slug: "my-spaced-skill",
        files: { "SKILL.md": `---\nname: My Spaced Skill\ndescription: A skill whose name has spaces, as GoClaw's docs write them.\n---\n\n# Spaced\n` },
      }),
    );
    expect((await getJson<{ skill: { slug: string } }>(skillRoute, "/api/v1/skills/x", { slug: "My Spaced Skill" })).skill.slug).toBe("my-spaced-skill");
  });
});
