// GET /.well-known/clawdhub.json – the same discovery document under the CLI's older name
export { GET } from "../clawhub.json/route";

export const dynamic = "force-dynamic";
