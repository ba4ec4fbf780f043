// Plain names in a batch (OpenClaw's security-verdicts: `{slug, ownerHandle?}` per item), resolved
// as withApi resolves a route's slug (resolve-skill-alias.ts), for the items the caller could not
// find as asked. No pull-through: a batch check never fetches from an upstream.
import { isAppError } from "@/lib/errors";
import { resolveSkillAlias } from "./resolve-skill-alias";
import { mirrorsInUse } from "./resolve-request-names";

export type RequestedSkill = { slug: string; ownerHandle?: string };

/** `requested → what to look up instead`, only for those that name a mirrored skill unambiguously. */
export async function resolveRequestedSkills(requests: RequestedSkill[]): Promise<Map<string, RequestedSkill>> {
  const out = new Map<string, RequestedSkill>();
  if (requests.length === 0 || !(await mirrorsInUse())) return out;
  for (const request of requests) {
    const key = requestKey(request);
    if (out.has(key)) continue;
    try {
      const answer = await resolveSkillAlias(request);
      if (answer.kind === "alias") out.set(key, { slug: answer.slug, ...(answer.ownerHandle ? { ownerHandle: answer.ownerHandle } : {}) });
    } catch (error) {
      // Several mirrored skills answer to it: the item stays not found.
      if (!isAppError(error) || error.code !== "SKILL_AMBIGUOUS") throw error;
    }
  }
  return out;
}

export function requestKey(request: RequestedSkill): string {
  return `${request.ownerHandle ?? ""}/${request.slug}`;
}
