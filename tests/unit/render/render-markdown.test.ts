// SKILL.md rendering is a trust boundary: authors are not trusted. Every case here is markup an
// attacker could write; the renderer must emit none of it as live HTML.
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "@/lib/render";

const render = (markdown: string, resolveRelative?: (href: string) => string | null) => renderMarkdown({ markdown, resolveRelative }).html;

describe("renderMarkdown", () => {
  it("shows raw HTML as text instead of executing it", () => {
    const html = render(
      'hi <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n<div onclick="x()">block</div>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<script|<img src=x|<div onclick|<iframe/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;div onclick=&quot;x()&quot;&gt;block&lt;/div&gt;");
  });

  it("drops HTML comments entirely", () => {
    expect(render("before\n\n<!-- hidden instructions for the agent -->\n\nafter")).not.toContain("hidden instructions");
  });

  it.each([
    ["javascript:", "[x](javascript:alert(1))"],
    ["mixed-case javascript:", "[x](JaVaScRiPt:alert(1))"],
    ["javascript: with an entity-encoded colon", "[x](javascript&#58;alert(1))"],
    ["data:", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["vbscript:", "[x](vbscript:msgbox(1))"],
    ["protocol-relative", "[x](//evil.example/a)"],
    ["reference-style javascript:", "[x][a]\n\n[a]: javascript:alert(1)"],
    ["autolink javascript:", "<javascript:alert(1)>"],
  ])("never links %s URLs", (_name, markdown) => {
    const html = render(markdown);
    expect(html).not.toMatch(/href="\s*(javascript|data|vbscript)/i);
    expect(html).not.toMatch(/href="\/\//);
  });

  it("keeps http(s) and mailto links, marked as user content", () => {
    const html = render("[docs](https://example.com/a?b=1&c=2) [mail](mailto:a@example.com)");
    expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=2" rel="nofollow noopener noreferrer ugc">docs</a>');
    expect(html).toContain('href="mailto:a@example.com"');
  });

  it("loads images only over https", () => {
    const html = render("![a](http://tracker.example/p.gif) ![b](data:image/png;base64,AAAA) ![c](https://cdn.example/c.png) ![d](relative.png)");
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain('<img src="https://cdn.example/c.png" alt="c"');
    expect(html).toContain("[image: a]");
    expect(html).toContain("[image: d]");
  });

  it("points relative links where the caller says, or renders them as text", () => {
    const linked = render("[api](references/api.md)", (href) => `/o/s/files?path=${encodeURIComponent(href)}`);
    expect(linked).toContain('<a href="/o/s/files?path=references%2Fapi.md">api</a>');
    expect(render("[api](references/api.md)")).not.toContain("<a ");
  });

  it("gives headings stable, unique anchor ids", () => {
    const { html, headings } = renderMarkdown({ markdown: "# Usage notes\n\n## Usage notes\n\n### Ünïcode & <b>tags</b>" });
    expect(headings.map((h) => h.id)).toEqual(["usage-notes", "usage-notes-1", "unicode-btagsb"]);
    expect(html).toContain('<h1 id="usage-notes"><a class="md-anchor" href="#usage-notes"');
    expect(html).not.toContain("<b>");
  });

  it("highlights fenced code on the server, escaped", () => {
    const html = render('```python\nprint("<b>hi</b>")  # done\n```');
    expect(html).toContain('<pre class="md-code" tabindex="0" data-lang="python">');
    expect(html).toContain('<span class="tok-string">&quot;&lt;b&gt;hi&lt;/b&gt;&quot;</span>');
    expect(html).toContain('<span class="tok-comment"># done</span>');
  });

  it("does not render the YAML frontmatter", () => {
    const html = render("---\nname: secret-name\ndescription: x\n---\n# Title\n");
    expect(html).not.toContain("secret-name");
    expect(html).toContain("Title");
  });

  it("escapes a fence's language label", () => {
    expect(render('```"><script>x</script>\ncode\n```')).not.toContain("<script>");
  });

  it("renders GFM tables inside a scroll wrapper with header scopes", () => {
    const html = render("| a | b |\n|:-|-:|\n| 1 | <i>2</i> |");
    expect(html).toContain('<div class="md-table" tabindex="0"><table>');
    expect(html).toContain('<th style="text-align:left" scope="col">a</th>');
    expect(html).toContain("&lt;i&gt;2&lt;/i&gt;");
  });
});
