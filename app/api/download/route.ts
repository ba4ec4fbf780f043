// GET /api/download – legacy path of GET /api/v1/download (older clawhub CLIs)
export { GET } from "../v1/download/route";

export const dynamic = "force-dynamic";
