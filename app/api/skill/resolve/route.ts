// GET /api/skill/resolve – legacy path of GET /api/v1/resolve (older clawhub CLIs)
export { GET } from "../../v1/resolve/route";

export const dynamic = "force-dynamic";
