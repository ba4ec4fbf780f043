// Schemas of GET /api/v1/orgs/{org}/audit: the org's audit log as JSON lines (one entry a line,
// oldest first), for its owners and admins (a token with the read scope will do).
import { z } from "zod";
import type { RouteDoc } from "@/lib/openapi/route-doc";
import { rowIdText } from "../row-id-text";
import { orgParams } from "./org-params";

export const AUDIT_EXPORT_MAX = 100_000;

export const params = orgParams;
export const query = z
  .object({
    since: rowIdText("since is the id of the last entry you have (digits, within bigint).")
      .optional()
      .describe("Entries after this id (the `id` of the last line you processed). Default: from the beginning."),
    limit: z.coerce.number().int().min(1).max(AUDIT_EXPORT_MAX).default(10_000).describe(`Entries at most (1–${AUDIT_EXPORT_MAX}, default 10000).`),
  })
  .transform(({ since, limit }) => ({ since: since === undefined ? undefined : BigInt(since), limit }));

export const auditLineSchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  action: z.string(),
  actor: z.string().nullable(),
  targetType: z.string(),
  targetId: z.string(),
  skill: z.string().nullable(),
  reason: z.string().nullable(),
  data: z.unknown(),
  ip: z.string().nullable(),
});

export const docs: RouteDoc[] = [
  {
    method: "get",
    path: "/api/v1/orgs/{org}/audit",
    operationId: "exportOrgAudit",
    summary: "Export the org's audit log (JSON lines)",
    description:
      "One JSON object a line (`application/x-ndjson`), oldest first, streamed: publishes, held/approved/rejected versions, visibility changes, member and policy changes, downloads of non-public skills. Continue with `since` = the last line's `id`. Owners and admins only.",
    tags: ["orgs"],
    auth: "required",
    scopes: ["read"],
    params,
    query,
    responses: { 200: { description: "Audit entries, one JSON object per line (fields as auditLine).", contentType: "application/x-ndjson", format: "text" } },
    errors: ["ORG_NOT_FOUND", "ORG_ROLE_REQUIRED", "UNAUTHENTICATED"],
  },
];
