// Steps ahead of the server's own request handler: run in install order, once per name; a step
// that answers ends the chain, one that hands on (even after awaiting) reaches the handler.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { interceptRequests } from "@/lib/http/intercept-requests";

let server: http.Server;
let base = "";

beforeAll(async () => {
  interceptRequests("first", (request, _response, next) => {
    request.headers["x-seen"] = "first";
    next();
  });
  interceptRequests("first", () => {
    throw new Error("a name installed twice runs once");
  });
  interceptRequests("second", (request, response, next) => {
    if (request.url === "/answered") return void response.end("from the step");
    request.headers["x-seen"] += ",second";
    setTimeout(next, 5);
  });
  server = http.createServer((request, response) => response.end(`handler saw ${request.headers["x-seen"]}`));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

test("steps run in order before the handler; a step may answer instead", async () => {
  expect(await (await fetch(`${base}/page`)).text()).toBe("handler saw first,second");
  expect(await (await fetch(`${base}/answered`)).text()).toBe("from the step");
});
