// GET /api/search – legacy path of GET /api/v1/search (older clawhub CLIs)
export { GET } from "../v1/search/route";

export const dynamic = "force-dynamic";
