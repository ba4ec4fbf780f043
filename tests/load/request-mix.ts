// The traffic mix of the load benchmark and the fault tests (issue 11): search 50 %, skill detail
// 25 %, download 15 %, publish 5 %, list 5 %. Each pick is a method, a path and, for publishes,
// a multipart body in the clawhub CLI's format with a version nobody has published yet.
export type MixKind = "search" | "detail" | "download" | "publish" | "list";

export const MIX: ReadonlyArray<readonly [MixKind, number]> = [
  ["search", 0.5],
  ["detail", 0.25],
  ["download", 0.15],
  ["publish", 0.05],
  ["list", 0.05],
];

export type MixRequest = {
  kind: MixKind;
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  version?: string;
  slug?: string;
};

const QUERIES = [
  "pdf",
  "csv",
  "image",
  "git",
  "docker",
  "kubernetes",
  "postgres",
  "markdown",
  "convert pdf",
  "summarize",
  "lint yaml",
  "imgae resize",
  "release notes",
  "json",
  "python audit",
];

export function pickKind(random: number): MixKind {
  let acc = 0;
  for (const [kind, share] of MIX) {
    acc += share;
    if (random < acc) return kind;
  }
  return "list";
}

export function multipartPublish(input: { slug: string; version: string; boundary?: string; extraFiles?: Array<{ path: string; bytes: Uint8Array }> }): {
  body: Buffer;
  contentType: string;
} {
  const boundary = input.boundary ?? `----sv${input.version.replace(/\W/g, "")}`;
  const skillMd = `---\nname: ${input.slug}\ndescription: Load-test skill ${input.slug}; converts and summarizes test data.\n---\n\n# ${input.slug}\n\nVersion ${input.version}.\n`;
  const payload = JSON.stringify({ slug: input.slug, displayName: input.slug, version: input.version, changelog: `load ${input.version}` });
  const parts = [
    `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${payload}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="SKILL.md"\r\nContent-Type: text/markdown\r\n\r\n${skillMd}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="scripts/run.sh"\r\nContent-Type: text/plain\r\n\r\n#!/bin/sh\necho ${input.version}\n\r\n`,
  ];
  const extras = (input.extraFiles ?? []).flatMap((file) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.path}"\r\n\r\n`),
    Buffer.from(file.bytes),
    Buffer.from("\r\n"),
  ]);
  return {
    body: Buffer.concat([Buffer.from(parts.join("")), ...extras, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * Builds one request of the mix. `slugs` are published skills to read; `publishSlug` is the skill
 * the token may publish to, and `nextVersion` hands out unused versions.
 */
export function buildMixRequest(input: {
  kind: MixKind;
  random: () => number;
  slugs: string[];
  token: string;
  publishSlug: string;
  nextVersion: () => string;
}): MixRequest {
  const slug = input.slugs[Math.floor(input.random() * input.slugs.length)]!;
  switch (input.kind) {
    case "search":
      return { kind: "search", method: "GET", path: `/api/v1/search?q=${encodeURIComponent(QUERIES[Math.floor(input.random() * QUERIES.length)]!)}&limit=20` };
    case "detail":
      return { kind: "detail", method: "GET", path: `/api/v1/skills/${slug}` };
    case "download":
      return { kind: "download", method: "GET", path: `/api/v1/download?slug=${slug}&version=1.0.0`, slug };
    case "list":
      return { kind: "list", method: "GET", path: `/api/v1/skills?limit=25&sort=${input.random() < 0.5 ? "updated" : "downloads"}` };
    case "publish": {
      const version = input.nextVersion();
      const { body, contentType } = multipartPublish({ slug: input.publishSlug, version });
      return {
        kind: "publish",
        method: "POST",
        path: "/api/v1/skills",
        headers: { authorization: `Bearer ${input.token}`, "content-type": contentType },
        body,
        version,
        slug: input.publishSlug,
      };
    }
  }
}
