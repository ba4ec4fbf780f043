// The method of the page request being rendered (lib/http/stamp-request-method.ts). Without the
// stamp (a server started without instrumentation) a render counts as a GET: an audited read is
// then recorded rather than missed.
import { headers } from "next/headers";
import { REQUEST_METHOD_HEADER } from "@/lib/http/stamp-request-method";

export async function requestMethod(): Promise<string> {
  return (await headers()).get(REQUEST_METHOD_HEADER) ?? "GET";
}
