// The ClawHub v1 routes a mirror reads, and what each status means to it. Works against clawhub.ai
// (owner-scoped slugs, 409 for an ambiguous one, `_meta.json` in archives) and against another
// Skillvault (which adds owner handles to list items, digests to versions, and a change feed).
import { AppError } from "@/lib/errors";
import { MAX_JSON_BYTES, parseUpstreamJson, unexpectedStatus } from "./read-upstream-json";
import type { UpstreamClient, UpstreamResponse } from "./upstream-client";
import { walkPages } from "./walk-pages";
import {
  ambiguousSkillSchema,
  changesPageSchema,
  skillDetailSchema,
  skillListPageSchema,
  versionDetailSchema,
  versionListPageSchema,
  type ChangesPage,
  type SkillListPage,
  type UpstreamSkillDetail,
  type UpstreamVersionDetail,
} from "./upstream-schemas";

export const LIST_PAGE_SIZE = 100;
/** Versions of one skill we look at (newest pages first); more is not a skill, it is a flood. */
export const MAX_VERSIONS_PER_SKILL = 2000;

export type SkillAnswer =
  | { kind: "found"; detail: UpstreamSkillDetail }
  | { kind: "ambiguous"; owners: string[] }
  /** 404: hidden by a moderator, or never there. */
  | { kind: "missing" }
  /** 410: deleted. */
  | { kind: "deleted" };

export type VersionAnswer =
  | { kind: "found"; detail: UpstreamVersionDetail }
  /** 403, 410, 423, 451: withdrawn or blocked upstream; the status says which. */
  | { kind: "unavailable"; status: number }
  | { kind: "missing" };

function query(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : "";
}

/**
 * A slug or version as one path segment. `.` and `..` (even percent-encoded) are dot segments to a
 * URL parser: `/api/v1/skills/..` is `/api/v1/`, another route than the one meant.
 */
function segment(value: string): string {
  if (/^(?:\.|%2e){1,2}$/i.test(value)) {
    throw new AppError("UPSTREAM_INVALID", "The upstream names a skill or version that is a path's dot segment.", { details: { value } });
  }
  return encodeURIComponent(value);
}

const skillPath = (slug: string, suffix = "") => `/api/v1/skills/${segment(slug)}${suffix}`;

function isAmbiguous(response: UpstreamResponse): string[] | null {
  if (response.status !== 409) return null;
  try {
    return parseUpstreamJson(response, ambiguousSkillSchema, "ambiguous-slug answer").matches.map((match) => match.ownerHandle.toLowerCase());
  } catch {
    return null;
  }
}

export function createUpstreamApi(client: UpstreamClient) {
  return {
    base: client.base,

    async listSkills(cursor: string | null): Promise<SkillListPage> {
      const response = await client.get(`/api/v1/skills${query({ limit: String(LIST_PAGE_SIZE), sort: "newest", cursor: cursor ?? undefined })}`, {
        maxBytes: MAX_JSON_BYTES,
      });
      if (response.status !== 200) throw unexpectedStatus(response, "the skill list");
      return parseUpstreamJson(response, skillListPageSchema, "skill list");
    },

    async getSkill(slug: string, owner?: string): Promise<SkillAnswer> {
      const response = await client.get(skillPath(slug, query({ ownerHandle: owner })), { maxBytes: MAX_JSON_BYTES });
      if (response.status === 404) return { kind: "missing" };
      if (response.status === 410) return { kind: "deleted" };
      const owners = isAmbiguous(response);
      if (owners && !owner) return { kind: "ambiguous", owners };
      if (response.status !== 200) throw unexpectedStatus(response, `skill ${slug}`);
      const detail = parseUpstreamJson(response, skillDetailSchema, `skill ${slug}`);
      return detail.skill ? { kind: "found", detail } : { kind: "missing" };
    },

    /** Every version number the upstream serves publicly, oldest first. */
    async listVersions(slug: string, owner: string): Promise<string[]> {
      const seen = new Map<string, number>();
      const walk = walkPages(`version list of ${slug}`, { maxPages: MAX_VERSIONS_PER_SKILL, maxItems: MAX_VERSIONS_PER_SKILL * 5 });
      let cursor: string | undefined;
      for (;;) {
        const response = await client.get(skillPath(slug, `/versions${query({ ownerHandle: owner, limit: String(LIST_PAGE_SIZE), cursor })}`), {
          maxBytes: MAX_JSON_BYTES,
        });
        if (response.status !== 200) throw unexpectedStatus(response, `the versions of ${slug}`);
        const page = parseUpstreamJson(response, versionListPageSchema, `versions of ${slug}`);
        for (const item of page.items) if (!seen.has(item.version)) seen.set(item.version, item.createdAt ?? 0);
        if (seen.size > MAX_VERSIONS_PER_SKILL) {
          throw new AppError("UPSTREAM_INVALID", `${slug} lists more than ${MAX_VERSIONS_PER_SKILL} versions upstream.`, { details: { slug } });
        }
        const next = walk.advance(cursor ?? null, page.nextCursor, page.items.length);
        if (!next) break;
        cursor = next;
      }
      return [...seen.entries()].sort((a, b) => a[1] - b[1]).map(([version]) => version);
    },

    async getVersion(slug: string, owner: string, version: string): Promise<VersionAnswer> {
      const response = await client.get(skillPath(slug, `/versions/${segment(version)}${query({ ownerHandle: owner })}`), {
        maxBytes: MAX_JSON_BYTES,
      });
      if (response.status === 404) return { kind: "missing" };
      if ([403, 410, 423, 451].includes(response.status)) return { kind: "unavailable", status: response.status };
      if (response.status !== 200) throw unexpectedStatus(response, `${slug}@${version}`);
      const detail = parseUpstreamJson(response, versionDetailSchema, `${slug}@${version}`);
      return detail.version ? { kind: "found", detail } : { kind: "missing" };
    },

    /** The version's archive, as the upstream sends it (null when it no longer serves it). */
    async download(slug: string, owner: string, version: string, maxBytes: number): Promise<Uint8Array | null> {
      const response = await client.get(`/api/v1/download${query({ slug, ownerHandle: owner, version })}`, { maxBytes });
      if ([403, 404, 410, 423, 451].includes(response.status)) return null;
      if (response.status !== 200) throw unexpectedStatus(response, `the archive of ${slug}@${version}`);
      return response.bytes;
    },

    /** One page of the change feed after `since`; null when the upstream has no feed. */
    async changes(since: string, limit = 500): Promise<ChangesPage | null> {
      const response = await client.get(`/api/v1/changes${query({ since, limit: String(limit) })}`, { maxBytes: MAX_JSON_BYTES });
      if (response.status === 404 || response.status === 400 || response.status === 405) return null;
      if (response.status !== 200) throw unexpectedStatus(response, "the change feed");
      try {
        return parseUpstreamJson(response, changesPageSchema, "change feed");
      } catch {
        // A route of that name that is not our feed: treat the upstream as having none.
        return null;
      }
    },
  };
}

export type UpstreamApi = ReturnType<typeof createUpstreamApi>;
