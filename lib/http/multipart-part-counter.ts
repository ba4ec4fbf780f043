// Counts the parts of a multipart body while it streams in, so a body of 200,000 tiny parts is
// refused after the first thousand instead of after it was read and turned into 200,000 objects
// (6.6 s and 470 MB). It only looks for the delimiter line "\r\n--<boundary>" (RFC 2046 §5.1.1),
// which is how the form-data parser finds parts too; it parses nothing else. A match split across
// two chunks is found by keeping the last delimiter-length-minus-one bytes of the previous chunk.

/** The boundary parameter of a multipart Content-Type, or null. */
export function multipartBoundary(contentType: string): string | null {
  if (!/^\s*multipart\//i.test(contentType)) return null;
  const match = /;\s*boundary\s*=\s*(?:"([^"]{1,200})"|([^\s;"]{1,200}))/i.exec(contentType);
  return match ? (match[1] ?? match[2]!) : null;
}

export type PartCounter = { push(chunk: Uint8Array): number; readonly parts: number };

export function createPartCounter(boundary: string): PartCounter {
  const delimiter = Buffer.from(`\r\n--${boundary}`, "latin1");
  let carry = Buffer.alloc(0);
  let delimiters = 0;
  let first = true;
  return {
    push(chunk) {
      // The first delimiter may open the body without a preceding CRLF.
      const data = first ? Buffer.concat([Buffer.from("\r\n"), chunk]) : Buffer.concat([carry, chunk]);
      first = false;
      for (let at = data.indexOf(delimiter); at !== -1; at = data.indexOf(delimiter, at + delimiter.length)) delimiters++;
      carry = data.subarray(Math.max(0, data.length - (delimiter.length - 1)));
      return delimiters;
    },
    // n delimiters enclose n - 1 parts (the last one closes the body).
    get parts() {
      return Math.max(0, delimiters - 1);
    },
  };
}
