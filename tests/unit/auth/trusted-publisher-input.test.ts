// What owners may register as a trusted publisher.
import { describe, expect, test } from "vitest";
import { trustedPublisherInputSchema } from "@/lib/auth/schemas/trusted-publisher-input";

describe("trustedPublisherInputSchema", () => {
  test("accepts owner/repo and a workflow file, forgiving the folder prefix and blank environment", () => {
    expect(trustedPublisherInputSchema.parse({ repository: " octo-org/my.skills_1 ", workflow: ".github/workflows/publish.yaml", environment: " " })).toEqual({
      repository: "octo-org/my.skills_1",
      workflow: "publish.yaml",
      environment: undefined,
    });
  });

  test("rejects paths, traversal, non-YAML files and odd environments", () => {
    const bad = [
      { repository: "octo", workflow: "a.yml" },
      { repository: "octo/a/b", workflow: "a.yml" },
      { repository: "-octo/a", workflow: "a.yml" },
      { repository: "octo/..", workflow: "a.yml" },
      { repository: "octo/a", workflow: "dir/a.yml" },
      { repository: "octo/a", workflow: "a.json" },
      { repository: "octo/a", workflow: "a.yml", environment: "prod'; drop" },
    ];
    for (const input of bad) expect(trustedPublisherInputSchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
  });
});
