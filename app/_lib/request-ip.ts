// The client address of the page request being rendered, by the API's rules (lib/http/client-ip:
// TRUST_PROXY_HOPS), for the rate limits pages draw on.
import { headers } from "next/headers";
import { clientIp } from "@/lib/http/client-ip";

export async function requestIp(): Promise<string> {
  return clientIp(new Request("http://page.invalid/", { headers: new Headers(await headers()) }));
}
