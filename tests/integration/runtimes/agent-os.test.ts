// Agent OS's `skill` MCP tool against the API: skills in Agent OS's format (pinned `requires`,
// `category`, scripts at the root documented under `## Scripts` with **Usage** blocks) published
// through the clawhub CLI's route, then read back as its actions need them: list/search with
// categories, get_metadata, load_file, validate, and list_requirements with how to install them.
import { beforeAll, describe, expect, test } from "vitest";
import { GET as categoriesRoute } from "@/app/api/v1/categories/route";
import { GET as searchRoute } from "@/app/api/v1/search/route";
import { GET as fileRoute } from "@/app/api/v1/skills/[slug]/file/route";
import { GET as hintsRoute } from "@/app/api/v1/skills/[slug]/install-hints/route";
import { GET as metadataRoute } from "@/app/api/v1/skills/[slug]/versions/[version]/metadata/route";
import { GET as versionRoute } from "@/app/api/v1/skills/[slug]/versions/[version]/route";
import { GET as validationRoute } from "@/app/api/v1/skills/[slug]/versions/[version]/validation/route";
import { GET as listRoute } from "@/app/api/v1/skills/route";
import { callRoute, fixtureFiles, getJson, publishMultipart, published, tokenUser, type TokenUser } from "./runtime-api";

type Metadata = {
  slug: string;
  name: string;
  version: string;
  author: string;
  requires: string[];
  keywords: string[];
  categories: string[];
  packages: Array<{ spec: string; name: string; specifier: string | null; ecosystem: string }>;
  scripts: Array<{ name: string; path: string | null; description: string | null; usage: string | null }>;
  additionalFiles: string[];
};

let author: TokenUser;

beforeAll(async () => {
  author = await tokenUser({ handle: "agent-os-author" });
  await published(publishMultipart(author, { slug: "pdf-processing", files: fixtureFiles("agent-os/pdf-processing") }));
  // Published under another slug: Agent OS asks for it by its name.
  await published(
    publishMultipart(author, {
      slug: "acme-pdf-processing",
      files: {
        ...fixtureFiles("agent-os/pdf-processing"),
        "SKILL.md": new TextDecoder()
          .decode(fixtureFiles("agent-os/pdf-processing")["SKILL.md"] as Uint8Array)
          .replace("name: pdf-processing", "name: acme-forms"),
      },
    }),
  );
  // No category in the frontmatter: its topics are its categories.
  await published(
    publishMultipart(author, {
      slug: "web-scraping",
      topics: ["web"],
      files: {
        "SKILL.md": "---\nname: web-scraping\ndescription: Scrapes a web page into text. Use when a page must be read.\nversion: 0.1.0\n---\n\n# Scrape\n",
      },
    }),
  );
  await published(publishMultipart(author, { slug: "invalid-requirement", files: fixtureFiles("agent-os/invalid-requirement") }));
});

describe("Agent OS skill tool", () => {
  test("get_metadata: version, author, pinned requires (parsed), keywords, category, scripts with usage, additional files", async () => {
    const meta = await getJson<Metadata>(metadataRoute, "/api/v1/skills/pdf-processing/versions/latest/metadata", {
      slug: "pdf-processing",
      version: "latest",
    });
    expect(meta).toMatchObject({
      slug: "pdf-processing",
      name: "pdf-processing",
      version: "1.2.0",
      author: "Agent OS Enhanced",
      requires: ["pypdf2>=2.0.0", "reportlab"],
      keywords: ["pdf", "forms", "document"],
      categories: ["document"],
      additionalFiles: ["forms.md"],
    });
    expect(meta.packages).toEqual([
      { spec: "pypdf2>=2.0.0", name: "pypdf2", specifier: ">=2.0.0", ecosystem: "pypi" },
      { spec: "reportlab", name: "reportlab", specifier: null, ecosystem: "pypi" },
    ]);
    expect(meta.scripts).toEqual([
      {
        name: "extract_fields.py",
        path: "extract_fields.py",
        description: "Extracts all form fields from a PDF.",
        usage: "python extract_fields.py <input_pdf>",
      },
      {
        name: "fill_form.py",
        path: "fill_form.py",
        description: "Fills a PDF form with the data given.",
        usage: "python fill_form.py <input_pdf> <output_pdf> <data_json>",
      },
    ]);
    // The same object in the version JSON.
    const version = await getJson<{ version: { metadata: unknown } }>(versionRoute, "/api/v1/skills/pdf-processing/versions/1.0.0", {
      slug: "pdf-processing",
      version: "1.0.0",
    });
    const { slug: _slug, registryVersion: _v, state: _state, ...rest } = meta as Metadata & { registryVersion: unknown; state: unknown };
    expect(version.version.metadata).toEqual(rest);
  });

  test("get_metadata by skill name where it differs from the slug", async () => {
    const meta = await getJson<Metadata>(metadataRoute, "/api/v1/skills/acme-forms/versions/latest/metadata", { slug: "acme-forms", version: "latest" });
    expect(meta).toMatchObject({ slug: "acme-pdf-processing", name: "acme-forms" });
  });

  test("list and search by category; the category list counts listed skills", async () => {
    const categories = await getJson<{ items: Array<{ name: string; count: number }> }>(categoriesRoute, "/api/v1/categories");
    expect(categories.items).toEqual(
      expect.arrayContaining([
        { name: "document", count: 3 },
        { name: "web", count: 1 },
      ]),
    );
    const listed = await getJson<{ items: Array<{ slug: string; categories: string[] }> }>(listRoute, "/api/v1/skills?category=document&sort=name");
    expect(listed.items.map((item) => item.slug)).toEqual(["acme-pdf-processing", "invalid-requirement", "pdf-processing"]);
    expect(listed.items[0]!.categories).toEqual(["document"]);
    const web = await getJson<{ items: Array<{ slug: string; categories: string[] }> }>(listRoute, "/api/v1/skills?category=web");
    expect(web.items.map((item) => [item.slug, item.categories])).toEqual([["web-scraping", ["web"]]]);
    const found = await getJson<{ results: Array<{ slug: string }> }>(searchRoute, "/api/v1/search?q=pdf&category=document");
    expect(found.results.map((r) => r.slug).sort()).toEqual(["acme-pdf-processing", "pdf-processing"]);
    expect((await getJson<{ results: unknown[] }>(searchRoute, "/api/v1/search?q=pdf&category=web")).results).toEqual([]);
  });

  test("load_file: additional files and scripts by name", async () => {
    const forms = await callRoute(fileRoute, "/api/v1/skills/pdf-processing/file?path=forms.md", { params: { slug: "pdf-processing" } });
    expect(forms.status).toBe(200);
    expect(await forms.text()).toContain("Always extract fields first");
    expect((await callRoute(fileRoute, "/api/v1/skills/pdf-processing/file?path=./extract_fields.py", { params: { slug: "pdf-processing" } })).status).toBe(
      200,
    );
  });

  test("list_requirements: the packages and how to install them with pip, uv or npm", async () => {
    const hints = await getJson<{
      requirements: Array<{ kind: string; name: string }>;
      packages: Array<{ ecosystem: string; commands: Array<{ tool: string; command: string }> }>;
    }>(hintsRoute, "/api/v1/skills/pdf-processing/install-hints?os=linux", { slug: "pdf-processing" });
    expect(hints.requirements.filter((r) => r.kind === "package").map((r) => r.name)).toEqual(["pypdf2>=2.0.0", "reportlab"]);
    expect(hints.packages).toEqual([
      {
        ecosystem: "pypi",
        packages: expect.any(Array),
        commands: [
          { tool: "pip", command: "python3 -m pip install 'pypdf2>=2.0.0' reportlab" },
          { tool: "uv", command: "uv pip install 'pypdf2>=2.0.0' reportlab" },
        ],
      },
    ]);
  });

  test("validate: a misspelt specifier fails Agent OS (not the publish), and runtime=agent-os leaves it out", async () => {
    const good = await getJson<{ compatibility: Record<string, { loads: boolean }> }>(
      validationRoute,
      "/api/v1/skills/pdf-processing/versions/latest/validation",
      { slug: "pdf-processing", version: "latest" },
    );
    expect(good.compatibility["agent-os"]!.loads).toBe(true);
    const bad = await getJson<{ compatibility: Record<string, { loads: boolean; reason?: string }>; diagnostics: Array<{ code: string; line?: number }> }>(
      validationRoute,
      "/api/v1/skills/invalid-requirement/versions/latest/validation",
      { slug: "invalid-requirement", version: "latest" },
    );
    expect(bad.compatibility["agent-os"]).toMatchObject({ loads: false });
    expect(bad.diagnostics).toEqual(expect.arrayContaining([expect.objectContaining({ code: "AGENT_OS_FIELD_INVALID", line: 5 })]));
    const loading = await getJson<{ items: Array<{ slug: string }> }>(listRoute, "/api/v1/skills?category=document&runtime=agent-os&sort=name");
    expect(loading.items.map((item) => item.slug)).toEqual(["acme-pdf-processing", "pdf-processing"]);
  });
});
