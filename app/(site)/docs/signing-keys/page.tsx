// /docs/signing-keys – the registry's public signing keys as a page: each key's id, state and
// dates, and its PEM to copy. The same keys, for programs, are at /.well-known/skillvault-keys.json.
import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { buildKeysDocument } from "@/lib/signing";
import { formatTimestamp } from "@/app/_components/format";
import { Badge, Container, PageHeader, textLink } from "@/app/_components/ui";

export const metadata: Metadata = { title: "Signing keys", description: "The public keys this registry signs version statements with, active and retired." };

export default async function SigningKeysPage() {
  await connection();
  const document = await buildKeysDocument();
  return (
    <main className="py-8 sm:py-10">
      <Container width="prose" className="space-y-8">
        <PageHeader
          title="Signing keys"
          description={
            <>
              Every key this registry has signed version statements with ({document.signatureAlgorithm}). Retired keys sign nothing new, and what they signed
              stays valid. Programs read the same list from{" "}
              <a href="/.well-known/skillvault-keys.json" className={textLink}>
                /.well-known/skillvault-keys.json
              </a>
              ;{" "}
              <Link href="/docs/verify" className={textLink}>
                how to verify a skill
              </Link>{" "}
              explains what to do with them.
            </>
          }
        />
        <ul className="space-y-5" data-testid="signing-keys">
          {document.keys.map((key) => (
            <li key={key.kid} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800" data-testid="signing-key" data-kid={key.kid}>
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="font-mono text-sm font-semibold break-all">{key.kid}</h2>
                <Badge tone={key.status === "active" ? "success" : "neutral"}>{key.status}</Badge>
              </div>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                Created {formatTimestamp(new Date(key.createdAt))}
                {key.retiredAt && <> · retired {formatTimestamp(new Date(key.retiredAt))}</>}
              </p>
              <pre
                className="mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-xs leading-5 dark:border-slate-800 dark:bg-slate-950"
                tabIndex={0}
                aria-label={`Public key ${key.kid} (PEM)`}
              >
                <code>{key.publicKeyPem.trim()}</code>
              </pre>
            </li>
          ))}
        </ul>
      </Container>
    </main>
  );
}
