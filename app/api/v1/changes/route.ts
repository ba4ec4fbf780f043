// GET /api/v1/changes – incremental feed of publishes, withdrawals, deletions, verdict and visibility changes for mirrors.
// Anonymous: public skills, shared caches may keep a page briefly. With a token (read scope) or a
// session: everything that account may read (lib/changes), never stored by a shared cache.
import { hasScope } from "@/lib/auth/scopes";
import { listChanges } from "@/lib/changes";
import { AppError } from "@/lib/errors";
import { withApi } from "@/lib/http";
import { query } from "@/lib/api-schemas/routes/changes";

export const dynamic = "force-dynamic";

export const GET = withApi(
  async ({ query, actor }) => {
    if (actor && !hasScope(actor.scopes, "read")) throw new AppError("FORBIDDEN", "Reading the change feed with a token needs the 'read' scope.");
    const page = await listChanges({ ...query, reader: actor });
    const headers = actor
      ? { "Cache-Control": "private, no-store", Vary: "Authorization, Cookie" }
      : { "Cache-Control": "public, max-age=5", Vary: "Authorization, Cookie" };
    return Response.json(page, { headers });
  },
  { query, auth: "optional" },
);
