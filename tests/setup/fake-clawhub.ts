// A stand-in for clawhub.ai on 127.0.0.1, as its v1 API answers (owner-scoped slugs, a 409 with
// owner choices for an ambiguous slug, list items without owners, `_meta.json` added to every
// archive, no change feed). Used to test the mirror against ClawHub's shapes, and to misbehave on
// demand (`intercept`) the way a hostile or failing upstream would.
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { writeDeterministicZip } from "@/lib/bundle";

export type FakeVersion = { version: string; files: Record<string, string>; createdAt?: number; changelog?: string; gone?: 403 | 410 };
export type FakeSkill = {
  owner: string;
  slug: string;
  displayName?: string;
  versions: FakeVersion[];
  topics?: string[];
  state?: "hidden" | "deleted";
  malware?: boolean;
  suspicious?: boolean;
  updatedAt?: number;
};

type Intercept = (req: IncomingMessage, res: ServerResponse, url: URL) => boolean | Promise<boolean>;

const encoder = new TextEncoder();
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export class FakeClawhub {
  skills: FakeSkill[] = [];
  requests: string[] = [];
  intercept: Intercept | null = null;
  /** Makes the archive of `slug@version` differ from its record (bytes not as declared). */
  tamper = new Set<string>();
  private server: Server | null = null;
  url = "";

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res).catch(() => res.destroy()));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private json(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  }

  private text(res: ServerResponse, status: number, body: string) {
    res.writeHead(status, { "Content-Type": "text/plain" }).end(body);
  }

  private visible() {
    return this.skills.filter((skill) => !skill.state);
  }

  private find(slug: string, owner: string | null): FakeSkill[] {
    return this.skills.filter((skill) => skill.slug === slug && (!owner || skill.owner === owner));
  }

  private listed(skill: FakeSkill) {
    return skill.versions.filter((version) => !version.gone);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", this.url);
    this.requests.push(`${url.pathname}${url.search}`);
    if (this.intercept && (await this.intercept(req, res, url))) return;
    const path = url.pathname;
    if (path === "/.well-known/clawhub.json") return this.json(res, 200, { apiBase: this.url, registry: this.url, minCliVersion: "0.1.0" });
    if (path === "/api/v1/skills") {
      const limit = Number(url.searchParams.get("limit") ?? 25);
      const start = Number(url.searchParams.get("cursor") ?? 0);
      const page = this.visible().slice(start, start + limit);
      const items = page.map((skill) => ({
        slug: skill.slug,
        displayName: skill.displayName ?? skill.slug,
        summary: null,
        topics: skill.topics ?? [],
        tags: {},
        stats: {},
        createdAt: 1,
        updatedAt: skill.updatedAt ?? 1,
      }));
      return this.json(res, 200, { items, nextCursor: start + limit < this.visible().length ? String(start + limit) : null });
    }
    const owner = url.searchParams.get("ownerHandle");
    const skillMatch = /^\/api\/v1\/skills\/([^/]+)(?:\/versions(?:\/([^/]+))?)?$/.exec(path);
    if (skillMatch) {
      const slug = decodeURIComponent(skillMatch[1]!);
      const found = this.find(slug, owner);
      if (found.length > 1) {
        return this.json(res, 409, {
          code: "AMBIGUOUS_SKILL_SLUG",
          message: "ambiguous",
          slug,
          matches: found.map((skill) => ({ ownerHandle: skill.owner, slug, ref: `@${skill.owner}/${slug}` })),
        });
      }
      const skill = found[0];
      if (!skill || skill.state === "hidden") return this.text(res, 404, "Skill not found");
      if (skill.state === "deleted") return this.text(res, 410, "Skill deleted");
      const listed = this.listed(skill);
      if (path.endsWith("/versions")) {
        const items = [...listed]
          .reverse()
          .map((version) => ({ version: version.version, createdAt: version.createdAt ?? 1, changelog: version.changelog ?? "", changelogSource: null }));
        return this.json(res, 200, { items, nextCursor: null });
      }
      if (skillMatch[2]) {
        const version = skill.versions.find((candidate) => candidate.version === decodeURIComponent(skillMatch[2]!));
        if (!version) return this.text(res, 404, "Version not found");
        if (version.gone) return this.text(res, version.gone, "Version not available");
        const files = Object.entries(version.files).map(([file, content]) => ({
          path: file,
          size: encoder.encode(content).length,
          sha256: sha256(encoder.encode(content)),
          contentType: "text/plain",
        }));
        return this.json(res, 200, {
          skill: { slug, displayName: skill.displayName ?? slug },
          version: { version: version.version, createdAt: 1, changelog: version.changelog ?? "", changelogSource: null, license: null, files },
        });
      }
      const latest = listed.at(-1);
      return this.json(res, 200, {
        skill: {
          slug,
          displayName: skill.displayName ?? slug,
          summary: null,
          topics: skill.topics ?? [],
          tags: {},
          stats: {},
          createdAt: 1,
          updatedAt: skill.updatedAt ?? 1,
        },
        latestVersion: latest ? { version: latest.version, createdAt: 1, changelog: "", license: null } : null,
        metadata: null,
        owner: { handle: skill.owner, userId: `u-${skill.owner}`, displayName: skill.owner.toUpperCase(), image: null },
        moderation: {
          isSuspicious: skill.suspicious ?? false,
          isMalwareBlocked: skill.malware ?? false,
          verdict: skill.malware ? "malicious" : skill.suspicious ? "suspicious" : "clean",
          reasonCodes: [],
          summary: null,
          engineVersion: null,
          updatedAt: null,
        },
      });
    }
    if (path === "/api/v1/download") {
      const slug = url.searchParams.get("slug") ?? "";
      const found = this.find(slug, owner);
      const skill = found.length === 1 ? found[0] : undefined;
      const version = skill?.versions.find((candidate) => candidate.version === url.searchParams.get("version"));
      if (!skill || skill.state || !version) return this.text(res, 404, "Not found");
      if (version.gone) return this.text(res, version.gone, "Version not available");
      const entries = Object.entries(version.files).map(([file, content]) => ({
        path: file,
        bytes: encoder.encode(this.tamper.has(`${slug}@${version.version}`) && file === "SKILL.md" ? `${content}\n<!-- changed -->\n` : content),
      }));
      entries.push({
        path: "_meta.json",
        bytes: encoder.encode(JSON.stringify({ ownerId: `u-${skill.owner}`, slug, version: version.version, publishedAt: 1 })),
      });
      const zip = writeDeterministicZip(entries.sort((a, b) => (a.path < b.path ? -1 : 1)));
      res.writeHead(200, { "Content-Type": "application/zip" }).end(Buffer.from(zip));
      return;
    }
    this.text(res, 404, "Not found");
  }
}

export function skillMd(name: string, extra = ""): string {
  return `---\nname: ${name}\ndescription: Helps with ${name.replace(/-/g, " ")} in a mirror test.\n---\n\n# ${name}\n\nUse this skill for ${name.replace(/-/g, " ")}.${extra}\n`;
}
