// Shared by the hostile-input suites: multipart bodies built by hand (any part, any size), a
// watch on this process's event loop (the property under test: a hostile request never holds it),
// and the upload pool's settings changed between tests.
import { resetConfigForTests } from "@/lib/config";
import { closeWorkerPools } from "@/lib/workers/get-worker-pools";

export type Part = { name: string; filename?: string; data: string | Uint8Array };

export function multipart(parts: Part[]): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = `----hostile${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? "" : `; filename="${part.filename}"`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n\r\n`),
      Buffer.from(part.data),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: new Uint8Array(Buffer.concat(chunks)), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The longest the event loop went without running a 10 ms timer, while `watched` ran. */
export async function longestEventLoopGap<T>(watched: () => Promise<T>): Promise<{ result: T; gapMs: number }> {
  let last = performance.now();
  let gapMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    gapMs = Math.max(gapMs, now - last);
    last = now;
  }, 10);
  try {
    const result = await watched();
    gapMs = Math.max(gapMs, performance.now() - last);
    return { result, gapMs };
  } finally {
    clearInterval(timer);
  }
}

/** Applies environment overrides for the worker pools (undefined removes one) and starts them afresh. */
export async function useWorkerSettings(env: Record<string, string | undefined>): Promise<void> {
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfigForTests();
  await closeWorkerPools();
}

/** One line of base64 of `bytes` zero-ish bytes (the scanner decodes base64 it finds). */
export function base64Line(bytes: number): string {
  return Buffer.alloc(bytes, 7).toString("base64");
}
