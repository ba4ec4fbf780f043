// POST /api/cli/publish – legacy JSON publish of staged uploads (older clawhub CLIs)
import { cliPublishRequestSchema } from "@/lib/api-schemas/cli-publish";
import { withClawhubApi } from "@/lib/http";
import { publishCliPayload } from "@/lib/uploads";

export const dynamic = "force-dynamic";

export const POST = withClawhubApi(
  async ({ actor, body, ip }) => {
    const { files, ...meta } = body;
    return publishCliPayload({ actor, meta, files: { kind: "staged", files }, ip });
  },
  { scopes: ["publish"], body: cliPublishRequestSchema },
);
