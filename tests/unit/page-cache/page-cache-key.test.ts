// Which requests the page cache may answer: anonymous GETs of the home page, profiles and skill
// pages, keyed by everything else the rendered page depends on.
import { readdirSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { describe, expect, test } from "vitest";
import { isCacheablePagePath, NOT_OWNERS, pageCacheKey } from "@/lib/cache/page/page-cache-key";

const request = (url: string, headers: Record<string, string> = {}, method = "GET") => ({ url, method, headers }) as unknown as IncomingMessage;

describe("page cache key", () => {
  test("every top-level route of the site is known not to be an owner", () => {
    const routes = readdirSync("app/(site)", { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith("["));
    for (const route of routes) expect(NOT_OWNERS.has(route.name), route.name).toBe(true);
    expect(NOT_OWNERS.has("api")).toBe(true);
  });

  test("the home page, profiles, skill pages and their tabs, and the reference pages are cacheable paths; other pages are not", () => {
    for (const path of [
      "/docs/api",
      "/docs/api?x=1",
      "/docs/verify",
      "/docs/signing-keys",
      "/docs/sitemap/",
      "/",
      "/?ref=hn",
      "/ada",
      "/@ada",
      "/ada/",
      "/ada/csv-analyzer",
      "/ada/csv-analyzer/",
      "/ada/csv-analyzer/files?path=a.py",
      "/ada/csv-analyzer/versions",
      "/ada/csv-analyzer/versions/compare?from=1.0.0&to=1.1.0",
      "/ada/csv-analyzer/security?version=1.0.0",
      "/ada/csv-analyzer/install",
      "/@ada/csv-analyzer",
    ]) {
      expect(isCacheablePagePath(path), path).toBe(true);
    }
    for (const path of [
      "/skills",
      "/search?q=csv",
      "/publish",
      "/dashboard",
      "/robots.txt",
      "/sitemap.xml",
      "/icon.svg",
      "/favicon.ico",
      "/ada/csv-analyzer/manage",
      "/ada/csv-analyzer/raw/1.0.0/SKILL.md",
      "/skills/csv-analyzer",
      "/docs/apis",
      "/docs/api/x",
      "/docs",
      "/search/suggestions",
      "/api/v1/skills",
      "/_next/static/x.js",
      "/Settings/tokens",
    ]) {
      expect(isCacheablePagePath(path), path).toBe(false);
    }
  });

  test("a session cookie or an Authorization header means the page is rendered for its sender", () => {
    expect(pageCacheKey(request("/ada/csv-analyzer"))).not.toBeNull();
    expect(pageCacheKey(request("/ada/csv-analyzer", { cookie: "theme=dark" }))).not.toBeNull();
    expect(pageCacheKey(request("/ada/csv-analyzer", { cookie: "theme=dark; authjs.session-token=s" }))).toBeNull();
    expect(pageCacheKey(request("/ada/csv-analyzer", { cookie: "__Secure-authjs.session-token=s" }))).toBeNull();
    expect(pageCacheKey(request("/ada/csv-analyzer", { authorization: "Bearer t" }))).toBeNull();
    expect(pageCacheKey(request("/ada/csv-analyzer", {}, "POST"))).toBeNull();
    expect(pageCacheKey(request("/ada/csv-analyzer", {}, "HEAD"))).toBeNull();
  });

  test("the URL, host, forwarded origin, accepted encodings and RSC headers each change the key", () => {
    const base = pageCacheKey(request("/ada/csv-analyzer", { host: "a.example" }));
    const variants = [
      request("/ada/csv-analyzer?version=1.0.0", { host: "a.example" }),
      request("/ada/csv-analyzer", { host: "b.example" }),
      request("/ada/csv-analyzer", { host: "a.example", "x-forwarded-host": "c.example" }),
      request("/ada/csv-analyzer", { host: "a.example", "x-forwarded-proto": "https" }),
      request("/ada/csv-analyzer", { host: "a.example", "accept-encoding": "gzip" }),
      request("/ada/csv-analyzer", { host: "a.example", rsc: "1" }),
      request("/ada/csv-analyzer", { host: "a.example", "next-router-state-tree": "x" }),
      request("/ada/csv-analyzer", { host: "a.example", "next-router-prefetch": "1" }),
      request("/ada/csv-analyzer", { host: "a.example", "next-router-segment-prefetch": "/_tree" }),
      request("/ada/csv-analyzer", { host: "a.example", "next-url": "/ada" }),
    ].map((variant) => pageCacheKey(variant));
    expect(new Set([base, ...variants]).size).toBe(variants.length + 1);
    // Headers the page does not read do not split the cache.
    expect(pageCacheKey(request("/ada/csv-analyzer", { host: "a.example", "user-agent": "x", "x-forwarded-for": "192.0.2.1" }))).toBe(base);
  });
});
