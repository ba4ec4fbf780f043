// Schemas of POST /api/v1/skills/-/security-verdicts: the batch trust check OpenClaw runs before
// every install and update.
import { z } from "zod";
import { securityVerdictsSchema } from "@/lib/api-schemas/skill-verification";
import { catalogSlugSchema } from "@/lib/ids";
import { splitQualifiedSlug } from "@/lib/http/qualify-slug";
import type { RouteDoc } from "@/lib/openapi/route-doc";

export const MAX_SECURITY_VERDICT_ITEMS = 100;

const item = z
  .object({
    slug: z.string().trim().toLowerCase().min(1).max(200).describe("The skill's slug (or owner/slug)"),
    ownerHandle: z.string().trim().max(128).optional().describe("Only answer for a skill owned by this publisher"),
    version: z
      .string()
      .trim()
      .min(1)
      .max(128)
      .regex(/^[^\s/\\]+$/, "An exact version, without spaces or slashes.")
      .describe("An exact version (dist-tags are not accepted here)"),
    tag: z.never({ error: "Items name an exact version; tag is not supported." }).optional(),
  })
  .transform((value, ctx) => {
    const split = splitQualifiedSlug(value.slug);
    const given = value.ownerHandle?.replace(/^@+/, "").toLowerCase() || undefined;
    if (split && given && given !== split.owner) ctx.addIssue({ code: "custom", path: ["ownerHandle"], message: "conflicts with the owner in the slug" });
    const slug = catalogSlugSchema.safeParse(split?.slug ?? value.slug);
    if (!slug.success) ctx.addIssue({ code: "custom", path: ["slug"], message: "not a valid skill slug" });
    const ownerHandle = split?.owner ?? given;
    return { slug: split?.slug ?? value.slug, ...(ownerHandle ? { ownerHandle } : {}), version: value.version };
  });

export const body = z
  .object({ items: z.array(item).min(1).max(MAX_SECURITY_VERDICT_ITEMS).describe(`1 to ${MAX_SECURITY_VERDICT_ITEMS} {slug, ownerHandle?, version}`) })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.items.forEach((entry, index) => {
      const key = `${entry.ownerHandle ?? ""}/${entry.slug}@${entry.version}`;
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["items", index], message: "duplicate item" });
      seen.add(key);
    });
  });

export const docs: RouteDoc[] = [
  {
    method: "post",
    path: "/api/v1/skills/-/security-verdicts",
    operationId: "getSkillSecurityVerdicts",
    summary: "Security verdicts for exact versions (batch)",
    description:
      "What OpenClaw asks before it installs or updates a skill. One item per requested {slug, ownerHandle?, version}, in order, echoing requestedSlug, requestedOwnerHandle and requestedVersion: `decision` pass (clean) or fail, with reasons: security.status_not_clean (suspicious: OpenClaw warns, then installs), moderation.blocked or static:malicious (OpenClaw refuses), the reasons, the security block, an `overview` to show and the `securityAuditUrl`. Unknown skills and versions answer per item with `error.code` skill_not_found, version_not_found or version_unavailable (withdrawn). Items the caller may not see answer skill_not_found.",
    tags: ["clawhub"],
    body: { schema: body },
    responses: { 200: { description: "One verdict per item.", schema: securityVerdictsSchema } },
    errors: ["BAD_REQUEST"],
    errorFormat: "clawhub-text",
  },
];
