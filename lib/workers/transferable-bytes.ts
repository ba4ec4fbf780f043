// Bytes handed across a thread boundary. Structured clone copies a view's whole underlying
// buffer, so a file that is a window into a 100 MB tarball would drag the tarball along:
// windows are cut to their own buffers first. Buffers made here may be transferred (moved, not
// copied); buffers the caller still owns never are.
export function ownBytes(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}

/** Every distinct buffer behind `views`, for postMessage's transfer list (after ownBytes). */
export function buffersOf(views: Uint8Array[]): ArrayBuffer[] {
  return [...new Set(views.map((view) => view.buffer as ArrayBuffer))];
}

/** Cuts views whose buffer is much larger than they are; copies nothing else. */
export function compactBytes(bytes: Uint8Array): Uint8Array {
  return bytes.buffer.byteLength > 2 * bytes.byteLength + 4096 ? bytes.slice() : bytes;
}
