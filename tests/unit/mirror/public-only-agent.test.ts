// DNS rebinding: an API base a discovery document named elsewhere is connected to only at public
// addresses, checked on the addresses each connection uses, not on what the name resolved to when
// discovery was checked. The lookup refuses any answer with an internal address in it; the client
// built with `publicOnly` turns that into UPSTREAM_INVALID before a byte is sent, and retries nothing.
import http from "node:http";
import type { LookupAddress } from "node:dns";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AppError } from "@/lib/errors";
import { InternalAddressError, publicOnlyLookup } from "@/lib/mirror/upstream/public-only-agent";
import { createUpstreamClient } from "@/lib/mirror/upstream/upstream-client";

/** A resolver that answers every name with `addresses` (what a rebinding DNS server answers now). */
const answering = (addresses: LookupAddress[]) => (_host: string, _options: unknown, callback: (error: Error | null, found: LookupAddress[]) => void) =>
  callback(null, addresses);

function lookupWith(addresses: LookupAddress[], all: boolean): Promise<{ error: Error | null; result: unknown }> {
  return new Promise((resolve) =>
    publicOnlyLookup(answering(addresses))("api.upstream.test", { all }, (error, address, family) =>
      resolve({ error, result: all ? address : { address, family } }),
    ),
  );
}

describe("publicOnlyLookup", () => {
  test("public addresses pass, in both of net.connect's forms", async () => {
    const addresses = [
      { address: "93.184.216.34", family: 4 },
      { address: "2606:2800:220:1::1", family: 6 },
    ];
    expect(await lookupWith(addresses, true)).toEqual({ error: null, result: addresses });
    expect(await lookupWith(addresses, false)).toEqual({ error: null, result: { address: "93.184.216.34", family: 4 } });
  });

  test.each([
    ["cloud metadata", [{ address: "169.254.169.254", family: 4 }]],
    ["loopback", [{ address: "127.0.0.1", family: 4 }]],
    ["IPv4-mapped loopback", [{ address: "::ffff:127.0.0.1", family: 6 }]],
    [
      "a private address beside a public one",
      [
        { address: "93.184.216.34", family: 4 },
        { address: "10.0.0.5", family: 4 },
      ],
    ],
    ["unique-local IPv6", [{ address: "fd00::1", family: 6 }]],
    ["no address at all", []],
  ])("%s is refused", async (_label, addresses) => {
    for (const all of [true, false]) expect((await lookupWith(addresses, all)).error).toBeInstanceOf(InternalAddressError);
  });
});

describe("a public-only upstream client", () => {
  let server: http.Server;
  let port = 0;
  const requests: string[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      requests.push(request.url ?? "");
      response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  test("a name that resolves to loopback at connection time is UPSTREAM_INVALID, and the upstream sees nothing", async () => {
    const client = createUpstreamClient({ base: `http://localhost:${port}`, publicOnly: true, timeoutMs: 5_000 });
    const error = await client.get("/api/v1/skills", { maxBytes: 1024 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("UPSTREAM_INVALID");
    expect(requests).toEqual([]);
  });

  test("the same address is reached by a client for the URL an admin configured", async () => {
    const client = createUpstreamClient({ base: `http://localhost:${port}`, timeoutMs: 5_000 });
    expect((await client.get("/api/v1/skills", { maxBytes: 1024 })).status).toBe(200);
    expect(requests).toEqual(["/api/v1/skills"]);
  });
});
