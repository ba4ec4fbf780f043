// The CSRF check for cookie-authenticated writes: the Origin must be this site, scheme included;
// X-Forwarded-Host/-Proto count only behind TRUST_PROXY_HOPS trusted proxies.
import { afterEach, describe, expect, test } from "vitest";
import { resetConfigForTests } from "@/lib/config";
import { isSameOriginRequest } from "@/lib/http/check-same-origin";

afterEach(() => {
  delete process.env.HUB_PUBLIC_URL;
  delete process.env.TRUST_PROXY_HOPS;
  resetConfigForTests();
});

const headers = (entries: Record<string, string>) => new Headers(entries);

describe("isSameOriginRequest", () => {
  test("an Origin equal to the Host over plain HTTP passes (default ports normalised)", () => {
    expect(isSameOriginRequest(headers({ origin: "http://localhost:3000", host: "localhost:3000" }))).toBe(true);
    expect(isSameOriginRequest(headers({ origin: "http://hub.example", host: "hub.example:80" }))).toBe(true);
    expect(isSameOriginRequest(headers({ origin: "HTTP://Hub.Example", host: "hub.example" }))).toBe(true);
  });

  test("the configured public URL passes behind a proxy that rewrites Host", () => {
    process.env.HUB_PUBLIC_URL = "https://skills.example.org";
    resetConfigForTests();
    expect(isSameOriginRequest(headers({ origin: "https://skills.example.org", host: "app:3000" }))).toBe(true);
    // The same host over plain http is another origin.
    expect(isSameOriginRequest(headers({ origin: "http://skills.example.org", host: "app:3000" }))).toBe(false);
  });

  test("another origin, another port, another scheme, 'null' or garbage fails", () => {
    for (const origin of [
      "https://evil.example",
      "http://localhost:3001",
      "https://localhost:3000",
      "null",
      "::::",
      "file:///x",
      "http://localhost:3000@evil.example",
    ]) {
      expect(isSameOriginRequest(headers({ origin, host: "localhost:3000" })), origin).toBe(false);
    }
  });

  test("a Host that is not a bare host[:port] names no origin", () => {
    for (const host of ["evil.example@localhost:3000", "localhost:3000/x", "localhost:3000?x", "localhost:3000\\x"]) {
      expect(isSameOriginRequest(headers({ origin: "http://evil.example", host })), host).toBe(false);
      expect(isSameOriginRequest(headers({ origin: "http://localhost:3000", host })), host).toBe(false);
    }
  });

  test("X-Forwarded-Host/-Proto are ignored without a trusted proxy and used behind one", () => {
    const forwarded = { origin: "https://evil.example", host: "localhost:3000", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
    expect(isSameOriginRequest(headers(forwarded))).toBe(false);
    expect(isSameOriginRequest(headers({ ...forwarded, origin: "https://localhost:3000" }))).toBe(false);
    process.env.TRUST_PROXY_HOPS = "1";
    resetConfigForTests();
    expect(isSameOriginRequest(headers({ ...forwarded, origin: "https://hub.example", "x-forwarded-host": "hub.example" }))).toBe(true);
    expect(isSameOriginRequest(headers({ ...forwarded, origin: "http://hub.example", "x-forwarded-host": "hub.example" }))).toBe(false);
  });

  test("without Origin only Sec-Fetch-Site: same-origin passes", () => {
    expect(isSameOriginRequest(headers({ host: "localhost:3000", "sec-fetch-site": "same-origin" }))).toBe(true);
    expect(isSameOriginRequest(headers({ host: "localhost:3000", "sec-fetch-site": "cross-site" }))).toBe(false);
    expect(isSameOriginRequest(headers({ host: "localhost:3000" }))).toBe(false);
  });
});
