// GET /.well-known/skillvault-keys.json – every public key the registry signs (or signed) version statements with
import { withApi } from "@/lib/http";
import { buildKeysDocument } from "@/lib/signing";

export const dynamic = "force-dynamic";

// Five minutes: a rotation shows up quickly, and statements signed by the new key never reach a
// client before the key does for long (the old document still lists every earlier key).
export const GET = withApi(
  async () => Response.json(await buildKeysDocument(), { headers: { "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" } }),
  { auth: "none", openInClosedRegistry: true },
);
