// The CSRF check for cookie-authenticated writes.
import { afterEach, describe, expect, test } from "vitest";
import { resetConfigForTests } from "@/lib/config";
import { isSameOriginRequest } from "@/lib/http/check-same-origin";

afterEach(() => {
  delete process.env.HUB_PUBLIC_URL;
  resetConfigForTests();
});

const headers = (entries: Record<string, string>) => new Headers(entries);

describe("isSameOriginRequest", () => {
  test("an Origin equal to the Host (or the request URL) passes", () => {
    expect(isSameOriginRequest(headers({ origin: "http://localhost:3000", host: "localhost:3000" }))).toBe(true);
    expect(isSameOriginRequest(headers({ origin: "https://hub.example" }), "https://hub.example/api/x")).toBe(true);
  });

  test("the configured public URL passes behind a proxy that rewrites Host", () => {
    process.env.HUB_PUBLIC_URL = "https://skills.example.org";
    resetConfigForTests();
    expect(isSameOriginRequest(headers({ origin: "https://skills.example.org", host: "app:3000" }), "http://app:3000/x")).toBe(true);
  });

  test("another origin, another port, 'null' or garbage fails", () => {
    for (const origin of ["https://evil.example", "http://localhost:3001", "null", "::::"]) {
      expect(isSameOriginRequest(headers({ origin, host: "localhost:3000" }), "http://localhost:3000/x")).toBe(false);
    }
  });

  test("without Origin only Sec-Fetch-Site: same-origin passes", () => {
    expect(isSameOriginRequest(headers({ host: "localhost:3000", "sec-fetch-site": "same-origin" }))).toBe(true);
    expect(isSameOriginRequest(headers({ host: "localhost:3000", "sec-fetch-site": "cross-site" }))).toBe(false);
    expect(isSameOriginRequest(headers({ host: "localhost:3000" }))).toBe(false);
  });
});
