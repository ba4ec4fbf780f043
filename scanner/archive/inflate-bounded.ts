// Inflate and gunzip that stop as soon as output passes a cap, so a compression bomb is never
// expanded in full. Input is fed in small slices: one slice can grow at most ~1000x.
import { Gunzip, Inflate, Unzlib } from "fflate";

const SLICE = 8 * 1024;

/** Output would pass the cap; `produced` is how far we got before stopping. */
export class OutputCapExceeded extends Error {
  constructor(readonly produced: number) {
    super("inflated output exceeds its cap");
  }
}

/** The compressed stream itself is malformed or truncated. */
export class CompressedDataCorrupt extends Error {}

class StopEarly extends Error {}

type Stream = { push(chunk: Uint8Array, final?: boolean): void };

function feed(stream: Stream, input: Uint8Array): void {
  try {
    if (input.length === 0) stream.push(new Uint8Array(0), true);
    for (let at = 0; at < input.length; at += SLICE) {
      stream.push(input.subarray(at, Math.min(at + SLICE, input.length)), at + SLICE >= input.length);
    }
  } catch (error) {
    if (error instanceof OutputCapExceeded || error instanceof StopEarly) throw error;
    throw new CompressedDataCorrupt(error instanceof Error ? error.message : String(error));
  }
}

function collect(make: (ondata: (chunk: Uint8Array) => void) => Stream, input: Uint8Array, cap: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  feed(
    make((chunk) => {
      total += chunk.length;
      if (total > cap) throw new OutputCapExceeded(total);
      chunks.push(chunk.slice());
    }),
    input,
  );
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Raw deflate (zip method 8) that must produce exactly `expected` bytes. */
export function inflateExact(input: Uint8Array, expected: number): Uint8Array {
  const out = new Uint8Array(expected);
  let at = 0;
  feed(
    new Inflate((chunk) => {
      if (at + chunk.length > expected) throw new OutputCapExceeded(at + chunk.length);
      out.set(chunk, at);
      at += chunk.length;
    }),
    input,
  );
  if (at !== expected) throw new CompressedDataCorrupt(`inflated ${at} bytes, header declared ${expected}`);
  return out;
}

export function gunzipCapped(input: Uint8Array, cap: number): Uint8Array {
  return collect((ondata) => new Gunzip(ondata), input, cap);
}

/** Raw deflate of unknown length (PowerShell DeflateStream, Node inflateRaw, PHP gzinflate payloads). */
export function inflateRawCapped(input: Uint8Array, cap: number): Uint8Array {
  return collect((ondata) => new Inflate(ondata), input, cap);
}

/** zlib-wrapped deflate (RFC 1950), as base64 payloads often carry it. */
export function unzlibCapped(input: Uint8Array, cap: number): Uint8Array {
  return collect((ondata) => new Unzlib(ondata), input, cap);
}

/** The first `n` bytes of a deflate or gzip stream (fewer if it is shorter), without inflating the rest. */
export function peekDecompressed(input: Uint8Array, n: number, format: "deflate" | "gzip"): Uint8Array {
  const out = new Uint8Array(n);
  let at = 0;
  const ondata = (chunk: Uint8Array) => {
    const take = Math.min(chunk.length, n - at);
    out.set(chunk.subarray(0, take), at);
    at += take;
    if (at >= n) throw new StopEarly();
  };
  try {
    feed(format === "gzip" ? new Gunzip(ondata) : new Inflate(ondata), input);
  } catch (error) {
    if (!(error instanceof StopEarly)) throw error;
  }
  return out.subarray(0, at);
}
