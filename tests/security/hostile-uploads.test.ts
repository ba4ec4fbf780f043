// Hostile uploads cost their own request, never the server (issue 15, items 3 and 4): a lone
// .yaml or .md skill built to stall or exhaust the YAML parser is refused under the frontmatter
// limits before any parse; an upload that keeps the scanner busy for seconds is worked on in a
// worker thread while this process's event loop keeps turning (so /api/health and every other
// request keep answering), and one over the time or memory budget answers 422 BUNDLE_TOO_COMPLEX
// while the next upload is served as usual; a full queue answers 503 SERVER_BUSY; 200,000 tiny
// multipart parts are refused after the first thousand, before the body is read; an account (and an
// address) holds at most UPLOADS_PER_ACCOUNT uploads open at once, and a body trickled in is cut
// off; the pre-publish check has its own rate limit.
import { afterEach, describe, expect, test, vi } from "vitest";
import { POST as check } from "@/app/api/v1/skills/-/check/route";
import { POST as publish } from "@/app/api/v1/skills/route";
import { FORM_JSON_MAX_CHARS } from "@/lib/uploads/multipart-form";
import { GET as health } from "@/app/api/health/route";
import { rateLimits } from "@/lib/ratelimit";
import { UPLOADS_PER_ACCOUNT } from "@/lib/uploads";
import { callRaw, SITE, tokenUser } from "../integration/catalog/route-helpers";
import { base64Line, longestEventLoopGap, multipart, useWorkerSettings, type Part } from "./support/hostile-requests";
import { holdClockAtWindowStart } from "../integration/helpers/hold-clock-at-window-start";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type CheckBody = {
  error?: { code: string; details?: Record<string, unknown> };
  validation?: { diagnostics: Array<{ code: string; severity: string }> };
  scan?: { verdict: string };
};

/** The event loop may pause for garbage collection and a busy machine; a blocked one pauses for seconds. */
const LOOP_GAP_LIMIT_MS = 1500;
const SKILL = "---\nname: hostile\ndescription: An upload built to keep the server busy.\n---\n\nHello.\n";

async function postCheck(
  token: string,
  body: BodyInit,
  contentType: string,
  ip = "198.51.100.77",
): Promise<{ status: number; body: CheckBody; headers: Headers }> {
  const request = new Request(`${SITE}/api/v1/skills/-/check`, {
    method: "POST",
    headers: { host: "hub.test", "x-forwarded-for": ip, authorization: `Bearer ${token}`, "content-type": contentType },
    body,
    duplex: "half",
  } as RequestInit);
  const response = await (check as Handler)(request, { params: Promise.resolve({}) });
  return { status: response.status, body: (await response.json()) as CheckBody, headers: response.headers };
}

function checkParts(token: string, parts: Part[], ip?: string) {
  const { body, contentType } = multipart([{ name: "meta", data: "{}" }, ...parts]);
  return postCheck(token, body, contentType, ip);
}

const errorCodes = (body: CheckBody) => (body.validation?.diagnostics ?? []).filter((d) => d.severity === "error").map((d) => d.code);

// Every test gets the default pools back, even one that failed half-way.
afterEach(() => useWorkerSettings({ UPLOAD_WORKERS: undefined, UPLOAD_WORK_TIMEOUT_MS: undefined, UPLOAD_WORK_MEMORY_MB: undefined }));

describe("a lone YAML or markdown skill built against the YAML parser", () => {
  test.each([
    ["x: followed by 1,000,000 '[' (.yaml)", "evil.yaml", `x: ${"[".repeat(1_000_000)}`, "FRONTMATTER_TOO_LARGE"],
    ["5 MB of '[' (.yaml), which exhausted the heap of a whole process", "evil.yaml", `x: ${"[".repeat(5_000_000)}`, "FRONTMATTER_TOO_LARGE"],
    ["the same in a flat .md file's frontmatter", "evil.md", `---\nx: ${"[".repeat(1_000_000)}\n---\n`, "FRONTMATTER_TOO_LARGE"],
    [
      "a 300-level staircase of sequences under the size limit (.yaml)",
      "evil.yaml",
      Array.from({ length: 300 }, (_, i) => `${" ".repeat(i)}-`).join("\n"),
      "FRONTMATTER_TOO_DEEP",
    ],
    ["100 nested flow mappings in a .yml", "evil.yml", `name: ${"{a: ".repeat(100)}1${"}".repeat(100)}\n`, "FRONTMATTER_TOO_DEEP"],
  ])(
    "%s: refused with its code, the event loop never held",
    async (_name, filename, text, code) => {
      const { token } = await tokenUser();
      const { result, gapMs } = await longestEventLoopGap(() => checkParts(token, [{ name: "archive", filename, data: text }]));
      expect(result.status).toBe(200);
      expect(errorCodes(result.body)).toContain(code);
      expect(gapMs).toBeLessThan(LOOP_GAP_LIMIT_MS);
    },
    30_000,
  );

  test("thousands of keys (pairwise duplicate checks took seconds) are parsed in time linear in the text", async () => {
    const { token } = await tokenUser();
    const yaml = `name: many-keys\ndescription: A skill with thousands of keys.\n${Array.from({ length: 7000 }, (_, i) => `k${i}: v`).join("\n")}\n`;
    const { result, gapMs } = await longestEventLoopGap(() => checkParts(token, [{ name: "archive", filename: "many-keys.yaml", data: yaml }]));
    expect(result.status).toBe(200);
    expect(errorCodes(result.body)).not.toContain("YAML_SYNTAX");
    expect(gapMs).toBeLessThan(LOOP_GAP_LIMIT_MS);
  }, 30_000);
});

describe("an upload that keeps the scanner busy", () => {
  const heavy = (): Part[] => [
    { name: "files", filename: "SKILL.md", data: SKILL },
    ...["a", "b", "c"].map((name) => ({ name: "files", filename: `${name}.txt`, data: base64Line(6 * 1024 * 1024) })),
  ];

  test("three 8 MiB base64 lines: worked on in a worker while the event loop (and /api/health) keeps answering", async () => {
    await useWorkerSettings({ UPLOAD_WORK_TIMEOUT_MS: undefined, UPLOAD_WORK_MEMORY_MB: undefined });
    const { token } = await tokenUser();
    const healthTimes: number[] = [];
    let uploading = true;
    const upload = checkParts(token, heavy()).finally(() => (uploading = false));
    const { result, gapMs } = await longestEventLoopGap(async () => {
      while (uploading) {
        const started = performance.now();
        const response = await (health as Handler)(new Request(`${SITE}/api/health`), { params: Promise.resolve({}) });
        expect(response.status).toBe(200);
        healthTimes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return upload;
    });
    expect([200, 422]).toContain(result.status);
    if (result.status === 422) expect(result.body.error?.code).toBe("BUNDLE_TOO_COMPLEX");
    expect(healthTimes.length).toBeGreaterThan(0);
    expect(Math.max(...healthTimes)).toBeLessThan(LOOP_GAP_LIMIT_MS);
    expect(gapMs).toBeLessThan(LOOP_GAP_LIMIT_MS);
  }, 60_000);

  test("over the time budget: 422 BUNDLE_TOO_COMPLEX (budget time); the next upload is served", async () => {
    await useWorkerSettings({ UPLOAD_WORK_TIMEOUT_MS: "150" });
    const { token } = await tokenUser();
    const refused = await checkParts(token, heavy());
    expect({ status: refused.status, code: refused.body.error?.code, budget: refused.body.error?.details?.budget }).toEqual({
      status: 422,
      code: "BUNDLE_TOO_COMPLEX",
      budget: "time",
    });
    await useWorkerSettings({ UPLOAD_WORK_TIMEOUT_MS: undefined });
    const next = await checkParts(token, [{ name: "files", filename: "SKILL.md", data: SKILL }]);
    expect(next.status).toBe(200);
  }, 60_000);

  test("over the memory budget: 422 BUNDLE_TOO_COMPLEX (budget memory); the process lives on", async () => {
    await useWorkerSettings({ UPLOAD_WORK_MEMORY_MB: "16" });
    const { token } = await tokenUser();
    const refused = await checkParts(token, heavy());
    expect({ status: refused.status, code: refused.body.error?.code, budget: refused.body.error?.details?.budget }).toEqual({
      status: 422,
      code: "BUNDLE_TOO_COMPLEX",
      budget: "memory",
    });
    await useWorkerSettings({ UPLOAD_WORK_MEMORY_MB: undefined });
    expect((await checkParts(token, [{ name: "files", filename: "SKILL.md", data: SKILL }])).status).toBe(200);
  }, 60_000);

  test("more uploads at once than workers and queue: the surplus is refused at once with 503 SERVER_BUSY and Retry-After", async () => {
    // Accounts first (one per upload, so the per-account slots never answer instead), then the pool.
    const tokens: string[] = [];
    for (let i = 0; i < 12; i++) tokens.push((await tokenUser()).token);
    await useWorkerSettings({ UPLOAD_WORKERS: "1" });
    const uploads = await Promise.all(
      tokens.map((token, i) =>
        checkParts(
          token,
          [
            { name: "files", filename: "SKILL.md", data: SKILL },
            { name: "files", filename: "a.txt", data: base64Line(3 * 1024 * 1024) },
          ],
          `198.51.100.${100 + i}`,
        ),
      ),
    );
    const busy = uploads.filter((upload) => upload.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const upload of busy) {
      expect(upload.body.error?.code).toBe("SERVER_BUSY");
      expect(Number(upload.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(uploads.filter((upload) => upload.status === 200).length).toBeGreaterThan(0);
  }, 120_000);
});

describe("uploads held open at once", () => {
  test(`one account gets at most ${UPLOADS_PER_ACCOUNT} at a time: the next is refused with 429 RATE_LIMITED before its body is read`, async () => {
    const { token } = await tokenUser();
    const parts: Part[] = [
      { name: "files", filename: "SKILL.md", data: SKILL },
      { name: "files", filename: "a.txt", data: base64Line(3 * 1024 * 1024) },
    ];
    const uploads = await Promise.all(Array.from({ length: UPLOADS_PER_ACCOUNT + 2 }, () => checkParts(token, parts)));
    const limited = uploads.filter((upload) => upload.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    for (const upload of limited) {
      expect(upload.body.error?.code).toBe("RATE_LIMITED");
      expect(Number(upload.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(uploads.filter((upload) => upload.status === 200).length).toBeGreaterThan(0);
    expect(uploads.filter((upload) => upload.status === 200).length).toBeLessThanOrEqual(UPLOADS_PER_ACCOUNT);
  }, 120_000);
});

describe("an upload trickled in to hold its slot", () => {
  test("a body arriving slower than the floor is refused with 408 REQUEST_TIMEOUT and its slot given back", async () => {
    const { token } = await tokenUser();
    const boundary = "trickle";
    let sent = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="meta"\r\n\r\n{}\r\n`));
        }
        // …and then nothing more, as a client holding the connection open would.
        return new Promise(() => undefined);
      },
    });
    const response = await postCheck(token, stream, `multipart/form-data; boundary=${boundary}`, "198.51.100.90");
    expect({ status: response.status, code: response.body.error?.code }).toEqual({ status: 408, code: "REQUEST_TIMEOUT" });
    const next = await checkParts(token, [{ name: "files", filename: "SKILL.md", data: SKILL }], "198.51.100.90");
    expect(next.status).toBe(200);
  }, 60_000);
});

describe("a metadata field holding most of a 50 MB body", () => {
  // `meta` (website, pre-publish check) and `payload` (clawhub CLI) are JSON parsed on the event loop:
  // 45 MB of `{"a":1},…` once went to JSON.parse and zod there (~1.5 s of the loop) before a 400.
  const hugeJson = `[${Array.from({ length: 5_600_000 }, () => '{"a":1}').join(",")}]`;

  test("the pre-publish check's `meta`: 413 PAYLOAD_TOO_LARGE naming the field, before it is parsed", async () => {
    const { token } = await tokenUser();
    const { body, contentType } = multipart([
      { name: "meta", data: hugeJson },
      { name: "files", filename: "SKILL.md", data: SKILL },
    ]);
    const { result, gapMs } = await longestEventLoopGap(() => postCheck(token, body, contentType, "198.51.100.81"));
    expect({ status: result.status, code: result.body.error?.code }).toEqual({ status: 413, code: "PAYLOAD_TOO_LARGE" });
    expect(result.body.error?.details).toMatchObject({ field: "meta", limit: FORM_JSON_MAX_CHARS });
    expect(gapMs).toBeLessThan(LOOP_GAP_LIMIT_MS);
  }, 60_000);

  test("the CLI publish's `payload`: 413 PAYLOAD_TOO_LARGE, before it is parsed", async () => {
    const { token } = await tokenUser();
    const { body, contentType } = multipart([
      { name: "payload", data: hugeJson },
      { name: "files", filename: "SKILL.md", data: SKILL },
    ]);
    const { result, gapMs } = await longestEventLoopGap(() =>
      callRaw(publish as Parameters<typeof callRaw>[0], "/api/v1/skills", {
        method: "POST",
        token,
        body,
        headers: { "content-type": contentType },
        ip: "198.51.100.82",
      }),
    );
    expect({ status: result.status, code: result.headers.get("x-error-code") }).toEqual({ status: 413, code: "PAYLOAD_TOO_LARGE" });
    expect(gapMs).toBeLessThan(LOOP_GAP_LIMIT_MS);
  }, 60_000);
});

describe("a multipart body of 200,000 tiny parts", () => {
  test("is refused with 413 BUNDLE_TOO_MANY_FILES after about a thousand parts, before the rest is read", async () => {
    const { token } = await tokenUser();
    const boundary = "tinyparts";
    const total = 200_000;
    let sent = 0;
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === total) {
          controller.enqueue(encoder.encode(`--${boundary}--\r\n`));
          controller.close();
          return;
        }
        // 100 parts a chunk, produced only when the server asks for more.
        let chunk = "";
        for (let i = 0; i < 100 && sent < total; i++, sent++)
          chunk += `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="f${sent}"\r\n\r\nx\r\n`;
        controller.enqueue(encoder.encode(chunk));
      },
    });
    const response = await postCheck(token, stream, `multipart/form-data; boundary=${boundary}`);
    expect({ status: response.status, code: response.body.error?.code }).toEqual({ status: 413, code: "BUNDLE_TOO_MANY_FILES" });
    expect(sent).toBeLessThan(total / 20);
  }, 30_000);
});

describe("the pre-publish check's own rate limit", () => {
  afterEach(() => vi.useRealTimers());

  test(`past ${rateLimits.expensive.perUser} checks a minute an account gets 429 RATE_LIMITED; another account is unaffected`, async () => {
    holdClockAtWindowStart();
    const spender = await tokenUser();
    const other = await tokenUser();
    const { body, contentType } = multipart([
      { name: "meta", data: "{}" },
      { name: "files", filename: "SKILL.md", data: SKILL },
    ]);
    const statuses: number[] = [];
    for (let i = 0; i < rateLimits.expensive.perUser; i++) statuses.push((await postCheck(spender.token, body, contentType)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await postCheck(spender.token, body, contentType);
    expect({ status: limited.status, code: limited.body.error?.code }).toEqual({ status: 429, code: "RATE_LIMITED" });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await postCheck(other.token, body, contentType)).status).toBe(200);
  }, 120_000);
});
