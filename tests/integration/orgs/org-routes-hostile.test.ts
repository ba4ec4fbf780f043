// Hostile {org} path parameters on the org API (issue 18, attack review): whatever the text, the
// answer is a stable code (404 ORG_NOT_FOUND or 400), never a 500. PostgreSQL refuses NUL in
// text, so a handle that cannot exist must not reach a query.
import { beforeAll, describe, expect, test } from "vitest";
import { GET as auditRoute } from "@/app/api/v1/orgs/[org]/audit/route";
import { GET as policyRoute } from "@/app/api/v1/orgs/[org]/policy/route";
import { GET as reviewsRoute } from "@/app/api/v1/orgs/[org]/reviews/route";
import { callRaw, tokenUser, type TokenUser } from "../catalog/route-helpers";

let reader: TokenUser;

beforeAll(async () => {
  reader = await tokenUser({ handle: "orghost-reader", scopes: ["read"] });
}, 60_000);

const HOSTILE = ["a\u0000b", "\u0000", "@@@", "%", "a".repeat(64), "ÄCME", "acme%2F..%2Fx"];

describe("hostile org handles", () => {
  test.each(HOSTILE)("%j: never a 500", async (org) => {
    for (const [name, route] of [
      ["audit", auditRoute],
      ["policy", policyRoute],
      ["reviews", reviewsRoute],
    ] as const) {
      const response = await callRaw(route, `/api/v1/orgs/${encodeURIComponent(org)}/${name}`, { token: reader.token, params: { org } });
      expect([400, 404], `${name} ${response.status}`).toContain(response.status);
    }
  });
});
