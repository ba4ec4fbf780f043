export { withApi, type ApiContext, type ApiOptions } from "./with-api";
export { clientIp } from "./client-ip";
export { readBodyBytes } from "./read-body-bytes";
export { securityHeaders } from "./security-headers";
export { publicBaseUrl, publicBaseUrlCacheHeaders } from "./public-base-url";
export { assertSameOrigin, isSameOriginRequest } from "./check-same-origin";
export { withClawhubApi, ERROR_CODE_HEADER } from "./with-clawhub-api";
export { contentResponse, reprDigest, IMMUTABLE_CACHE, SHORT_CACHE, PRIVATE_CACHE } from "./content-response";
export { mutableCacheHeaders } from "./cache-headers";
