// One zip entry's bytes, exactly as declared: stored or deflate, inflation that refuses to produce a
// byte more than the central directory says, and the CRC-32 checked. Throws ZipFormatError.
import { tableCrc32 } from "./crc32";
import { CompressedDataCorrupt, OutputCapExceeded, inflateExact } from "./inflate-bounded";
import { ZipFormatError, type ZipEntry } from "./parse-zip-directory";

export function readZipEntry(bytes: Uint8Array, entry: ZipEntry, crc32: (data: Uint8Array) => number = tableCrc32): Uint8Array {
  if (entry.encrypted) throw new ZipFormatError("entry is encrypted", "unsupported");
  const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  let out: Uint8Array;
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.uncompressedSize) throw new ZipFormatError("stored entry has inconsistent sizes");
    out = data.slice();
  } else if (entry.method === 8) {
    try {
      out = inflateExact(data, entry.uncompressedSize);
    } catch (error) {
      if (error instanceof OutputCapExceeded || error instanceof CompressedDataCorrupt) throw new ZipFormatError("entry does not inflate to its declared size");
      throw error;
    }
  } else {
    throw new ZipFormatError(`compression method ${entry.method}`, "unsupported");
  }
  if (crc32(out) !== entry.crc32) throw new ZipFormatError("entry fails its CRC-32 check");
  return out;
}
