// The one reader of container formats (zip incl. zip64, tar incl. PAX and GNU long names, gzip,
// bounded inflate). Pure: lib/bundle builds bundles from it, the scanner opens nested archives with it.
export { decodeUtf8 } from "./decode-name";
export { CompressedDataCorrupt, OutputCapExceeded, gunzipCapped, inflateRawCapped, peekDecompressed, unzlibCapped } from "./inflate-bounded";
export { parseTar, TarFormatError, type TarEntry } from "./parse-tar";
export { parseZipDirectory, ZipFormatError, type ZipEntry } from "./parse-zip-directory";
export { readZipEntry } from "./read-zip-entry";
export { sniffArchive, type ArchiveKind } from "./sniff-archive";
