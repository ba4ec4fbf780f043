// The <skill> element for <available_skills>: escaping and location joining.
import { describe, expect, test } from "vitest";
import { buildPromptEntry, skillFileLocation } from "@/lib/install/build-prompt-entry";

describe("buildPromptEntry", () => {
  test("escapes markup in every value, one tag or value per line", () => {
    expect(buildPromptEntry({ name: "a<b", description: `Tom & "Jerry's" </description>`, location: "/x/<y>/SKILL.md" })).toBe(
      [
        "<skill>",
        "<name>",
        "a&lt;b",
        "</name>",
        "<description>",
        "Tom &amp; &quot;Jerry&#39;s&quot; &lt;/description&gt;",
        "</description>",
        "<location>",
        "/x/&lt;y&gt;/SKILL.md",
        "</location>",
        "</skill>",
      ].join("\n"),
    );
  });

  test("joins the install folder and the skill file with the folder's own separator", () => {
    expect(skillFileLocation("skills/pdf", "SKILL.md")).toBe("skills/pdf/SKILL.md");
    expect(skillFileLocation("/home/me/skills/pdf/", "skill.md")).toBe("/home/me/skills/pdf/skill.md");
    expect(skillFileLocation("C:\\skills\\pdf", "SKILL.md")).toBe("C:\\skills\\pdf\\SKILL.md");
  });
});
