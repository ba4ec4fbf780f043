// Connections to an API base that a discovery document named on another host go to public
// addresses only, checked on the addresses each connection is actually made to. Checking the name
// once at discovery is not enough: a name that resolved to a public address then can resolve to
// 169.254.169.254 or 127.0.0.1 a second later (DNS rebinding), and the request would go there.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { Agent } from "undici";
import { isInternalAddress } from "./is-internal-host";

/** The error a refused connection fails with (upstream-client.ts turns it into UPSTREAM_INVALID). */
export class InternalAddressError extends Error {
  constructor(hostname: string) {
    super(`${hostname} resolves to an internal address`);
    this.name = "InternalAddressError";
  }
}

type Resolve = (hostname: string, options: LookupOptions & { all: true }, callback: (error: Error | null, addresses: LookupAddress[]) => void) => void;
type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for net.connect that resolves every address of `hostname` and refuses the connection
 * if any is internal (a name that answers with both is a rebinding attempt, not a choice).
 */
export function publicOnlyLookup(resolve: Resolve = dnsLookup as unknown as Resolve) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (addresses.length === 0 || addresses.some((entry) => isInternalAddress(entry.address))) return callback(new InternalAddressError(hostname), []);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

let agent: Agent | undefined;

/** One agent for every public-only upstream connection in this process (its connections are pooled). */
export function publicOnlyAgent(): Agent {
  agent ??= new Agent({ connect: { lookup: publicOnlyLookup() } });
  return agent;
}

/** Whether a failed request failed because its connection was refused here (somewhere in its causes). */
export function refusedAsInternal(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    if (cause instanceof InternalAddressError) return true;
  }
  return false;
}
