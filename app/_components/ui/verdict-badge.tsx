// The security verdict as people read it: Clean, Suspicious or Blocked, each with a one-line
// meaning, from the one verdict map (lib/access/verdicts.ts: pure, no server imports). The badge
// itself is verdict-badge-client.tsx; the words are re-exported here, where page metadata reads
// them on the server.
export { statusKind, verdictCopy } from "@/lib/access/verdicts";
