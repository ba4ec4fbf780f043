// The version's digest and signed statement, and how anyone can check both offline: verify the
// Ed25519 signature with the registry's published key, then compare the digest with the files.
import Link from "next/link";
import { CommandBox, textLink } from "@/app/_components/ui";
import { formatTimestamp } from "@/app/_components/format";

export type AttestationView = { payload: string; signature: string; keyId: string; algorithm: string; createdAt: string; supersededCount: number } | null;

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 border-t border-slate-100 py-2 first:border-t-0 sm:grid-cols-[10rem_1fr] dark:border-slate-800">
      <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="min-w-0 font-mono text-xs break-all">{children}</dd>
    </div>
  );
}

export function AttestationPanel({
  origin,
  slug,
  version,
  digest,
  attestation,
}: {
  origin: string;
  slug: string;
  version: string;
  digest: string;
  attestation: AttestationView;
}) {
  const script = [
    `curl -s ${origin}/api/v1/skills/${slug}/versions/${version}/attestation -o attestation.json`,
    `curl -s ${origin}/.well-known/skillvault-keys.json -o keys.json`,
    `node -e 'const fs=require("fs"),c=require("crypto");const a=JSON.parse(fs.readFileSync("attestation.json")).attestation;const k=JSON.parse(fs.readFileSync("keys.json")).keys.find(k=>k.kid===a.keyId);console.log(c.verify(null,Buffer.from(a.payload,"utf8"),k.publicKeyPem,Buffer.from(a.signature,"base64"))?"signature ok: "+JSON.parse(a.payload).digest:"BAD SIGNATURE")'`,
  ];
  let statement: string | null = null;
  if (attestation) {
    try {
      statement = JSON.stringify(JSON.parse(attestation.payload), null, 2);
    } catch {
      statement = attestation.payload;
    }
  }
  return (
    <div className="space-y-5" data-testid="attestation">
      <dl className="text-sm">
        <Row term="Bundle digest">
          <span data-testid="digest">{digest}</span>
        </Row>
        {attestation && (
          <>
            <Row term="Signed by key">{attestation.keyId}</Row>
            <Row term="Algorithm">{attestation.algorithm}</Row>
            <Row term="Signed at">{formatTimestamp(new Date(attestation.createdAt))}</Row>
            <Row term="Signature">{attestation.signature}</Row>
            {attestation.supersededCount > 0 && (
              <Row term="Earlier statements">{`${attestation.supersededCount} (re-signed after a verdict change; this one is current)`}</Row>
            )}
          </>
        )}
      </dl>
      {statement && (
        <div>
          <p className="text-xs font-medium text-slate-600 uppercase dark:text-slate-400">Signed statement</p>
          <pre
            className="mt-1 overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-xs leading-5 dark:border-slate-800 dark:bg-slate-950"
            data-testid="statement"
          >
            <code>{statement}</code>
          </pre>
        </div>
      )}
      <div>
        <h3 className="font-semibold">
          How to verify{" "}
          <Link href="/docs/verify" className={`${textLink} text-sm font-normal`} data-testid="verify-guide-link">
            (the full guide)
          </Link>
        </h3>
        <ol className="mt-2 list-decimal space-y-3 pl-5 text-sm text-slate-700 dark:text-slate-300">
          <li>
            Fetch the statement and the registry&apos;s public keys, and check the Ed25519 signature over the exact <code>payload</code> string:
            <div className="mt-2 space-y-2">
              {script.map((line, index) => (
                <CommandBox key={index} command={line} label={`verification step ${index + 1}`} wrap />
              ))}
            </div>
          </li>
          <li>
            Compare the statement&apos;s <code>digest</code> with the digest of the files you installed. The digest covers every file&apos;s path, size and
            sha256 (not the archive), so it is the same however the skill was packed;{" "}
            <Link href="/docs/verify#digest" className={textLink}>
              how to compute the digest
            </Link>
            .
          </li>
          <li>A matching digest proves you have exactly the bytes that were scanned and reported on this page.</li>
        </ol>
      </div>
    </div>
  );
}
