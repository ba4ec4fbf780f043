// /docs/verify – how anyone checks, offline, that the files they installed are the ones this
// registry scanned: the signed statement, the public keys, and the bundle digest. The long form,
// with other languages, is docs/verifying.md and docs/bundle-digest.md in the repository.
import type { Metadata } from "next";
import Link from "next/link";
import { CommandBox, Container, PageHeader, SectionHeading, textLink } from "@/app/_components/ui";
import { siteOrigin } from "@/app/_lib/site-origin";

export const metadata: Metadata = {
  title: "How to verify a skill",
  description: "Check a skill's signed statement with the registry's public key and recompute its bundle digest from the files you installed.",
};

const code = "rounded bg-slate-100 px-1 text-[0.9em] dark:bg-slate-800";

export default async function VerifyPage() {
  const origin = await siteOrigin();
  const fetches = [
    `curl -fsS ${origin}/.well-known/skillvault-keys.json -o keys.json`,
    `curl -fsS ${origin}/api/v1/skills/<slug>/versions/<version>/attestation -o attestation.json`,
    `curl -fsS "${origin}/api/v1/download?slug=<slug>&version=<version>" -o skill.zip`,
  ];
  return (
    <main className="py-8 sm:py-10">
      <Container width="prose" className="space-y-10">
        <PageHeader
          title="How to verify a skill"
          description="Every version this registry publishes is scanned, and the registry signs a statement saying which files it scanned (by their digest) and what it concluded. With the public key and the statement you can prove, without trusting the download or any mirror, that you hold exactly those files."
        />
        <section aria-labelledby="need-heading">
          <SectionHeading id="need-heading">What you need</SectionHeading>
          <ul className="list-disc space-y-2 pl-5 text-slate-700 dark:text-slate-300">
            <li>
              The registry&apos;s public keys, once: the{" "}
              <Link href="/docs/signing-keys" className={textLink}>
                signing keys
              </Link>{" "}
              (pin them; fetch again only when a statement names a key you do not know).
            </li>
            <li>The version&apos;s statement: its Security tab shows it, and the API serves it as JSON.</li>
            <li>The skill&apos;s files as you installed them.</li>
          </ul>
          <div className="mt-4 space-y-2">
            {fetches.map((command, index) => (
              <CommandBox key={command} command={command} label={`download step ${index + 1}`} wrap />
            ))}
          </div>
        </section>
        <section aria-labelledby="steps-heading">
          <SectionHeading id="steps-heading">Four checks</SectionHeading>
          <ol className="list-decimal space-y-3 pl-5 text-slate-700 dark:text-slate-300" data-testid="verify-steps">
            <li>
              <strong>Key.</strong> Find the key whose <code className={code}>kid</code> is the statement&apos;s <code className={code}>keyId</code> in your
              pinned keys. Never use a key that came with the statement.
            </li>
            <li>
              <strong>Signature.</strong> Check the Ed25519 <code className={code}>signature</code> (base64) over the UTF-8 bytes of{" "}
              <code className={code}>payload</code> exactly as served. Do not parse and re-serialise the JSON first: the signature covers these bytes.
            </li>
            <li>
              <strong>Statement.</strong> Read the verified payload: its <code className={code}>slug</code> and <code className={code}>version</code> must be
              the ones you asked for, and its <code className={code}>verdict</code> says what the scanner concluded.
            </li>
            <li>
              <strong>Files.</strong> Recompute the{" "}
              <a href="#digest" className={textLink}>
                bundle digest
              </a>{" "}
              of the files you installed and compare it with the payload&apos;s <code className={code}>digest</code>. Leave out what your installer added itself
              (the clawhub CLI writes <code className={code}>.clawhub/origin.json</code>).
            </li>
          </ol>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            A malicious verdict means do not install; a suspicious one means read the scan report on the skill&apos;s Security tab first.
          </p>
        </section>
        <section aria-labelledby="digest-heading" id="digest" className="scroll-mt-24">
          <SectionHeading id="digest-heading">The bundle digest</SectionHeading>
          <p className="text-slate-700 dark:text-slate-300">
            The digest names a skill&apos;s content, not the archive it came in: the same files give the same digest from a folder, a zip or a tarball, in any
            order, on any system. It is written <code className={code}>sha256:</code> followed by 64 lower-case hex digits.
          </p>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700 dark:text-slate-300">
            <li>Take every regular file with its path (slash-separated, relative to the skill folder, Unicode NFC), its size and its SHA-256.</li>
            <li>Sort the files by their path&apos;s UTF-8 bytes, compared as unsigned bytes (not by JavaScript string order or a locale).</li>
            <li>
              Hash, with one SHA-256: the line <code className={code}>skillvault-bundle-digest-v1</code> and a line feed; the number of files as a 4-byte
              big-endian integer; then for each file three fields, each after its length as a 4-byte big-endian integer: the path bytes, the size as an 8-byte
              big-endian integer, and the 32 raw bytes of its SHA-256.
            </li>
          </ol>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            File modes, times and archive order are not part of it. The length prefixes make the framing unambiguous: no two different sets of files hash the
            same bytes.
          </p>
        </section>
      </Container>
    </main>
  );
}
