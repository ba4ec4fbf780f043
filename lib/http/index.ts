export { withApi, type ApiContext, type ApiOptions } from "./with-api";
export { clientIp } from "./client-ip";
export { readBodyBytes } from "./read-body-bytes";
export { securityHeaders } from "./security-headers";
export { publicBaseUrl } from "./public-base-url";
export { assertSameOrigin, isSameOriginRequest } from "./check-same-origin";
