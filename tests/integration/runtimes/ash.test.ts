// Ash (dcramer/ash) against the API: flat single-file skills (`name.md`, `name.yaml`) published
// through every publish path (the clawhub CLI's multipart and staged routes, the legacy CLI route,
// the website's folder and file uploads), then read back as Ash needs them: config entries with
// their defaults, a required one counted as a requirement, input_schema, model, tools, iterations.
import { beforeAll, describe, expect, test } from "vitest";
import { POST as legacyPublish } from "@/app/api/cli/publish/route";
import { POST as sitePublish } from "@/app/api/v1/skills/-/publish/route";
import { GET as fileRoute } from "@/app/api/v1/skills/[slug]/file/route";
import { GET as hintsRoute } from "@/app/api/v1/skills/[slug]/install-hints/route";
import { GET as metadataRoute } from "@/app/api/v1/skills/[slug]/versions/[version]/metadata/route";
import { GET as versionRoute } from "@/app/api/v1/skills/[slug]/versions/[version]/route";
import { cookieFor, postUpload, uploadForm } from "../site/site-upload";
import { callRoute, fixtureFiles, getJson, publishMultipart, publishStaged, published, tokenUser, type TokenUser } from "./runtime-api";

type Metadata = {
  name: string;
  model: string | null;
  tools: string[];
  maxIterations: number | null;
  inputSchema: unknown;
  config: Array<{ name: string; required: boolean; default: string | null }>;
};

let author: TokenUser;
const md = () => ({ "web-summary.md": fixtureFiles("ash")["web-summary.md"]! });
const yaml = () => ({ "release-notes.yaml": fixtureFiles("ash")["release-notes.yaml"]! });

beforeAll(async () => {
  author = await tokenUser({ handle: "ash-author" });
});

describe("Ash flat files on every publish path", () => {
  test("clawhub multipart, staged JSON and the legacy CLI route accept a lone .md or .yaml", async () => {
    await published(publishMultipart(author, { slug: "web-summary", files: md() }));
    await published(publishStaged(author, { slug: "release-notes", files: yaml() }));
    await published(publishStaged(author, { slug: "web-summary", version: "1.0.1", files: md() }));
    // The older CLIs' route: staged files, then POST /api/cli/publish.
    await published(publishStaged(author, { slug: "release-notes", version: "1.0.1", files: yaml() }, { route: legacyPublish, url: "/api/cli/publish" }));
    // What Ash reads back: the name from the file stem, the instructions as the body.
    const body = await (await callRoute(fileRoute, "/api/v1/skills/release-notes/file?path=SKILL.md", { params: { slug: "release-notes" } })).text();
    expect(body).toContain("description: Drafts release notes");
    expect(body).toContain("List the pull requests merged since the given tag");
    const meta = await getJson<Metadata>(metadataRoute, "/api/v1/skills/release-notes/versions/1.0.1/metadata", { slug: "release-notes", version: "1.0.1" });
    expect(meta.name).toBe("release-notes");
  });

  test("the website's folder upload (one file part) and file upload accept them too", async () => {
    const cookie = await cookieFor(author.actor);
    const folder = await postUpload(
      sitePublish,
      "/api/v1/skills/-/publish",
      uploadForm({ folder: { "web-summary.md": md()["web-summary.md"] } }, { slug: "site-summary" }),
      { cookie },
    );
    expect(folder.status, await folder.clone().text()).toBe(200);
    const file = await postUpload(
      sitePublish,
      "/api/v1/skills/-/publish",
      uploadForm({ archive: { name: "release-notes.yaml", bytes: yaml()["release-notes.yaml"] as Uint8Array } }, { slug: "site-notes" }),
      { cookie },
    );
    expect(file.status, await file.clone().text()).toBe(200);
  });
});

describe("what Ash reads", () => {
  test("config entries with defaults, input_schema, model, tools and the iteration limit", async () => {
    const meta = await getJson<Metadata>(metadataRoute, "/api/v1/skills/web-summary/versions/latest/metadata", { slug: "web-summary", version: "latest" });
    expect(meta).toMatchObject({
      name: "web-summary",
      model: "sonnet",
      tools: ["web_fetch"],
      maxIterations: 8,
      config: [
        { name: "SUMMARY_API_KEY", required: true, default: null },
        { name: "SUMMARY_LENGTH", required: false, default: "short" },
      ],
      inputSchema: { type: "object", properties: { url: { type: "string", format: "uri" } }, required: ["url"] },
    });
    const yamlMeta = await getJson<Metadata>(metadataRoute, "/api/v1/skills/release-notes/versions/1.0.0/metadata", {
      slug: "release-notes",
      version: "1.0.0",
    });
    expect(yamlMeta).toMatchObject({
      model: "haiku",
      tools: ["github_search"],
      maxIterations: 4,
      config: [
        { name: "GITHUB_TOKEN", required: true, default: null },
        { name: "NOTES_STYLE", required: false, default: "bullets" },
      ],
    });
    const version = await getJson<{ version: { metadata: Metadata } }>(versionRoute, "/api/v1/skills/web-summary/versions/1.0.0", {
      slug: "web-summary",
      version: "1.0.0",
    });
    expect(version.version.metadata.config).toEqual(meta.config);
  });

  test("a required config entry is a requirement in the install hints; one with a default is not", async () => {
    const hints = await getJson<{ requirements: Array<{ kind: string; name: string; status: string }>; missing: string[] }>(
      hintsRoute,
      "/api/v1/skills/web-summary/install-hints?os=linux&env=HOME",
      { slug: "web-summary" },
    );
    expect(hints.requirements).toEqual([expect.objectContaining({ kind: "setting", name: "SUMMARY_API_KEY", status: "missing" })]);
    expect(hints.missing).toHaveLength(1);
    const set = await getJson<{ requirements: Array<{ status: string }>; missing: string[] }>(
      hintsRoute,
      "/api/v1/skills/web-summary/install-hints?os=linux&env=SUMMARY_API_KEY",
      { slug: "web-summary" },
    );
    expect(set.requirements.map((r) => r.status)).toEqual(["present"]);
    expect(set.missing).toEqual([]);
  });
});
