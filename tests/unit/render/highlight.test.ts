// The server-side highlighter: right token classes for common languages, everything escaped,
// one HTML string per line, and plain text for languages it does not know.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { detectLanguage, highlightLines, resolveLanguage } from "@/lib/render";

const stripTags = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

describe("highlightLines", () => {
  it("marks shell comments, strings and variables but not '#' inside words", () => {
    const [line] = highlightLines('echo "$HOME" ${X} a#b # note', "bash");
    expect(line).toContain('<span class="tok-string">&quot;$HOME&quot;</span>');
    expect(line).toContain('<span class="tok-variable">${X}</span>');
    expect(line).toContain("a#b");
    expect(line).toContain('<span class="tok-comment"># note</span>');
  });

  it("keeps a multi-line string's spans within each line", () => {
    const lines = highlightLines('x = """one\ntwo"""\n', "python");
    expect(lines).toEqual(['x = <span class="tok-string">&quot;&quot;&quot;one</span>', '<span class="tok-string">two&quot;&quot;&quot;</span>']);
  });

  it("tells JSON keys from string values", () => {
    expect(highlightLines('{"a": "b", "n": 1, "t": true}', "json")[0]).toBe(
      '{<span class="tok-key">&quot;a&quot;</span>: <span class="tok-string">&quot;b&quot;</span>, <span class="tok-key">&quot;n&quot;</span>: <span class="tok-number">1</span>, <span class="tok-key">&quot;t&quot;</span>: <span class="tok-literal">true</span>}',
    );
  });

  it("finds YAML keys after list dashes", () => {
    expect(highlightLines("- name: x", "yaml")[0]).toBe('- <span class="tok-key">name</span>: x');
  });

  it("does not treat an apostrophe as a string start", () => {
    expect(highlightLines("# don't", "python")[0]).toBe('<span class="tok-comment"># don&#39;t</span>');
    expect(highlightLines("echo don't stop", "sh")[0]).not.toContain("tok-string");
  });

  it("shows unknown languages as escaped plain text", () => {
    expect(highlightLines("<b>&</b>", "klingon")).toEqual(["&lt;b&gt;&amp;&lt;/b&gt;"]);
  });

  it("never loses or adds a character, in any language", () => {
    const languages = ["js", "python", "bash", "json", "yaml", "toml", "go", "rust", "sql", "html", "css", "md", "ps1", null];
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.constantFrom(...languages), (code, language) => {
        const lines = highlightLines(code, language);
        const expected = code.endsWith("\n") && code.length > 0 ? code.slice(0, -1) : code;
        expect(lines.map(stripTags).join("\n")).toBe(expected);
      }),
      { numRuns: 400 },
    );
  });
});

describe("detectLanguage / resolveLanguage", () => {
  it("maps file names, extensions and shebangs", () => {
    expect(detectLanguage("scripts/run.py")).toBe("python");
    expect(detectLanguage("Dockerfile")).toBe("dockerfile");
    expect(detectLanguage("scripts/tool", "#!/usr/bin/env bash")).toBe("shell");
    expect(detectLanguage("scripts/tool", "#!/usr/bin/python3")).toBe("python");
    expect(detectLanguage("assets/logo.png")).toBeNull();
    expect(resolveLanguage("TSX")).toBe("typescript");
    expect(resolveLanguage("console")).toBe("shell");
  });
});
