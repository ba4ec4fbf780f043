// Every way a user names a repository, and the inputs we refuse with GITHUB_REFERENCE_INVALID.
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { githubWebHosts, parseRepositoryReference } from "@/lib/github";

const apiUrl = "https://api.github.com";
const parse = (input: string, api = apiUrl) => parseRepositoryReference(input, { apiUrl: api });

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : "not an AppError";
  }
}

describe("parseRepositoryReference", () => {
  it.each([
    ["acme/skills", { owner: "acme", repo: "skills", treeSegments: [] }],
    ["  acme/skills.js  ", { owner: "acme", repo: "skills.js", treeSegments: [] }],
    ["https://github.com/acme/skills", { owner: "acme", repo: "skills", treeSegments: [] }],
    ["https://github.com/acme/skills/", { owner: "acme", repo: "skills", treeSegments: [] }],
    ["https://github.com/acme/skills.git", { owner: "acme", repo: "skills", treeSegments: [] }],
    ["github.com/acme/skills", { owner: "acme", repo: "skills", treeSegments: [] }],
    ["https://www.github.com/acme/skills?tab=readme#top", { owner: "acme", repo: "skills", treeSegments: [] }],
    ["git@github.com:acme/skills.git", { owner: "acme", repo: "skills", treeSegments: [] }],
    ["https://github.com/acme/skills/tree/main", { owner: "acme", repo: "skills", treeSegments: ["main"] }],
    ["https://github.com/acme/skills/tree/main/skills/pdf-tools", { owner: "acme", repo: "skills", treeSegments: ["main", "skills", "pdf-tools"] }],
    ["https://github.com/acme/skills/tree/feature/x/skills", { owner: "acme", repo: "skills", treeSegments: ["feature", "x", "skills"] }],
    ["https://github.com/acme/skills/tree/main/my%20folder", { owner: "acme", repo: "skills", treeSegments: ["main", "my folder"] }],
    ["https://github.com/acme/skills/blob/main/skills/pdf-tools/SKILL.md", { owner: "acme", repo: "skills", treeSegments: ["main", "skills", "pdf-tools"] }],
  ])("reads %s", (input, expected) => {
    expect(parse(input)).toEqual(expected);
  });

  it("accepts URLs of the GitHub the API URL belongs to (Enterprise, local)", () => {
    expect(githubWebHosts("https://ghe.example.com/api/v3")).toEqual(["ghe.example.com"]);
    expect(parse("https://ghe.example.com/team/skills/tree/v2", "https://ghe.example.com/api/v3")).toEqual({
      owner: "team",
      repo: "skills",
      treeSegments: ["v2"],
    });
    expect(parse("http://127.0.0.1:4000/acme/skills", "http://127.0.0.1:4000")).toEqual({ owner: "acme", repo: "skills", treeSegments: [] });
  });

  it.each([
    [""],
    ["acme"],
    ["acme/skills/extra"],
    ["-acme/skills"],
    ["acme/sk ills"],
    ["https://gitlab.com/acme/skills"],
    ["https://github.com/acme"],
    ["https://github.com/acme/skills/issues/4"],
    ["https://github.com/acme/skills/tree"],
    ["https://github.com/acme/skills/tree/main/%E0%A4%A"],
    ["ftp://github.com/acme/skills"],
    ["git@gitlab.com:acme/skills.git"],
  ])("refuses %j", (input) => {
    expect(codeOf(() => parse(input))).toBe("GITHUB_REFERENCE_INVALID");
  });

  it("refuses github.com URLs when the registry talks to GitHub Enterprise", () => {
    expect(codeOf(() => parse("https://github.com/acme/skills", "https://ghe.example.com/api/v3"))).toBe("GITHUB_REFERENCE_INVALID");
  });
});
