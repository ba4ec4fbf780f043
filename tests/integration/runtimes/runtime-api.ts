// What the runtime suites share: publishing through the HTTP API as a client would (the clawhub
// CLI's multipart publish, its staged-upload JSON publish, the website's upload), reading JSON
// routes back, and the runtime fixtures under tests/fixtures/runtimes.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { POST as publishRoute } from "@/app/api/v1/skills/route";
import { POST as upload } from "@/app/api/v1/skills/-/upload/[ticket]/route";
import { POST as uploadUrl } from "@/app/api/v1/skills/-/upload-url/route";
import { callRoute, json } from "../auth/call-route";
import { callRaw, type TokenUser } from "../catalog/route-helpers";

export { callRoute, json } from "../auth/call-route";
export { callRaw, expectError, tokenUser, type TokenUser } from "../catalog/route-helpers";

export type Files = Record<string, string | Uint8Array>;
type Route = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const encoder = new TextEncoder();
const bytesOf = (content: string | Uint8Array) => (typeof content === "string" ? encoder.encode(content) : content);

export const RUNTIME_FIXTURES = path.join(process.cwd(), "tests", "fixtures", "runtimes");

/** Every file under tests/fixtures/runtimes/<dir>, by path relative to it. */
export function fixtureFiles(dir: string): Files {
  const root = path.join(RUNTIME_FIXTURES, dir);
  const out: Files = {};
  const walk = (at: string) => {
    for (const name of readdirSync(path.join(root, at))) {
      const rel = at ? `${at}/${name}` : name;
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
      else out[rel] = new Uint8Array(readFileSync(path.join(root, rel)));
    }
  };
  walk("");
  return out;
}

/** `clawhub publish` with the files inline: multipart `payload` + one `files` part per file. */
export function publishMultipart(
  user: TokenUser,
  input: { slug: string; version?: string; files: Files; topics?: string[]; categories?: string[] },
): Promise<Response> {
  const form = new FormData();
  form.set(
    "payload",
    JSON.stringify({
      slug: input.slug,
      displayName: input.slug,
      version: input.version ?? "1.0.0",
      changelog: "",
      tags: ["latest"],
      acceptLicenseTerms: true,
      ...(input.topics ? { topics: input.topics } : {}),
      ...(input.categories ? { categories: input.categories } : {}),
    }),
  );
  for (const [filePath, content] of Object.entries(input.files)) form.append("files", new Blob([bytesOf(content) as BlobPart]), filePath);
  return callRaw(publishRoute, "/api/v1/skills", { method: "POST", body: form, token: user.token });
}

/** Staged uploads as the clawhub CLI makes them: one ticket and one upload per file. */
export async function stageFiles(user: TokenUser, files: Files) {
  const staged = [];
  for (const [filePath, content] of Object.entries(files)) {
    const bytes = bytesOf(content);
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const ticket = await json<{ uploadUrl: string; uploadTicket: string }>(
      await callRoute(uploadUrl, "/api/v1/skills/-/upload-url", {
        method: "POST",
        token: user.token,
        body: { path: filePath, size: bytes.byteLength, sha256, contentType: "text/plain" },
      }),
    );
    const uploaded = await callRaw(upload, new URL(ticket.uploadUrl).pathname, {
      method: "POST",
      token: user.token,
      body: bytes as Uint8Array<ArrayBuffer>,
      headers: { "content-type": "text/plain" },
      params: { ticket: ticket.uploadTicket },
    });
    const { storageId } = await json<{ storageId: string }>(uploaded);
    staged.push({ path: filePath, size: bytes.byteLength, storageId, sha256, contentType: "text/plain" });
  }
  return staged;
}

/** `clawhub publish` with staged uploads, then the JSON publish (POST /api/v1/skills, or `via` another route taking the same body). */
export async function publishStaged(
  user: TokenUser,
  input: { slug: string; version?: string; files: Files },
  via: { route: Route; url: string } = { route: publishRoute, url: "/api/v1/skills" },
): Promise<Response> {
  const files = await stageFiles(user, input.files);
  return callRoute(via.route, via.url, {
    method: "POST",
    token: user.token,
    body: { slug: input.slug, displayName: input.slug, version: input.version ?? "1.0.0", changelog: "", acceptLicenseTerms: true, tags: ["latest"], files },
  });
}

/** Publishes and insists it worked; returns the publish answer. */
export async function published(response: Promise<Response>): Promise<Record<string, unknown>> {
  const answer = await response;
  const text = await answer.text();
  expect(answer.status, text).toBe(200);
  return JSON.parse(text) as Record<string, unknown>;
}

/** GET a JSON route; the status must be 200. */
export async function getJson<T = Record<string, unknown>>(route: Route, url: string, params: Record<string, string> = {}): Promise<T> {
  const response = await callRoute(route, url, { params });
  const text = await response.text();
  expect(response.status, `${url}: ${text}`).toBe(200);
  return JSON.parse(text) as T;
}
