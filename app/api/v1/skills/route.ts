// GET, POST /api/v1/skills – list skills (`clawhub explore`); publish a version (`clawhub publish`, `sync`)
import { cliPublishRequestSchema } from "@/lib/api-schemas/cli-publish";
import { ownerOf } from "@/lib/api-schemas/params";
import { listSkills } from "@/lib/catalog";
import { AppError } from "@/lib/errors";
import { withClawhubApi } from "@/lib/http";
import { readJsonBody } from "@/lib/http/read-json-body";
import { publishCliPayload, readMultipartPublish, readUploadBody, withUploadSlot } from "@/lib/uploads";
import { listQuery } from "@/lib/api-schemas/routes/skills";

export const dynamic = "force-dynamic";

export const GET = withClawhubApi(
  async ({ query }) => {
    const body = await listSkills({
      sort: query.sort,
      limit: query.limit,
      cursor: query.cursor,
      prefix: query.prefix,
      ownerHandle: ownerOf(query),
      nonSuspiciousOnly: query.nonSuspiciousOnly,
      category: query.category,
      runtime: query.runtime,
    });
    return Response.json(body, { headers: { "Cache-Control": "public, max-age=30" } });
  },
  { query: listQuery },
);

export const POST = withClawhubApi(
  async ({ actor, request, ip }) => {
    const contentType = request.headers.get("content-type") ?? "";
    if (contentType.includes("multipart/form-data")) {
      return withUploadSlot({ actor, ip }, async () => {
        const body = await readUploadBody(request);
        const { meta, files } = await readMultipartPublish({ body, contentType });
        return publishCliPayload({ actor, meta, files: { kind: "inline", files }, ip });
      });
    }
    if (contentType.includes("application/json")) {
      const { files, ...meta } = cliPublishRequestSchema.parse(await readJsonBody(request));
      return withUploadSlot({ actor, ip }, () => publishCliPayload({ actor, meta, files: { kind: "staged", files }, ip }));
    }
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the publish as application/json (staged uploads) or multipart/form-data.");
  },
  { scopes: ["publish"] },
);
