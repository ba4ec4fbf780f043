// Bounded decompression: input is pushed in small pieces so a bomb stops at `maxBytes` instead of eating memory.
import { Gunzip, Inflate, Unzlib } from "fflate";

type Stream = { push(chunk: Uint8Array, final?: boolean): void; ondata: (data: Uint8Array, final: boolean) => void };

const PIECE = 2048;

function run(stream: Stream, input: Uint8Array, maxBytes: number): Uint8Array | undefined {
  const parts: Uint8Array[] = [];
  let total = 0;
  stream.ondata = (data) => {
    if (total >= maxBytes) return;
    const take = data.subarray(0, Math.min(data.length, maxBytes - total));
    parts.push(take.slice());
    total += take.length;
  };
  try {
    for (let i = 0; i < input.length && total < maxBytes; i += PIECE) {
      const end = Math.min(input.length, i + PIECE);
      stream.push(input.subarray(i, end), end === input.length);
    }
  } catch {
    if (total === 0) return undefined;
  }
  const out = new Uint8Array(total);
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

export function gunzipCapped(input: Uint8Array, maxBytes: number): Uint8Array | undefined {
  return run(new Gunzip() as unknown as Stream, input, maxBytes);
}
export function unzlibCapped(input: Uint8Array, maxBytes: number): Uint8Array | undefined {
  return run(new Unzlib() as unknown as Stream, input, maxBytes);
}
export function inflateRawCapped(input: Uint8Array, maxBytes: number): Uint8Array | undefined {
  return run(new Inflate() as unknown as Stream, input, maxBytes);
}
