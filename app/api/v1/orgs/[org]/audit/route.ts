// GET /api/v1/orgs/{org}/audit – the org's audit log as JSON lines, streamed oldest first (owners and admins)
import { withApi } from "@/lib/http";
import { exportOrgAuditLines, openOrgAudit } from "@/lib/orgs";
import { params, query } from "@/lib/api-schemas/routes/org-audit";

export const dynamic = "force-dynamic";

export const GET = withApi(
  async ({ actor, params, query }) => {
    // Checked before the first byte: a refusal is a JSON error with its status, never a half stream.
    const org = await openOrgAudit({ org: params.org, actor });
    return new Response(await exportOrgAuditLines({ orgId: org.id, since: query.since, limit: query.limit }), {
      headers: { "Content-Type": "application/x-ndjson; charset=utf-8", "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" },
    });
  },
  { auth: "required", scopes: ["read"], params, query },
);
