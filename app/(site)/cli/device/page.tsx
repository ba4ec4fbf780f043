// /cli/device – confirm a `clawhub login` started in a terminal: enter (or follow) the code, check
// where and when it was started (and whether that is this browser's network), then confirm the
// scopes it gets. The client's name is the requester's own words and is shown as such.
import type { Metadata } from "next";
import { headers } from "next/headers";
import type { Actor } from "@/lib/auth/actor";
import { compareOrigins } from "@/lib/auth/device/device-origin";
import { findDeviceCode } from "@/lib/auth/device/find-device-code";
import { getCurrentActor } from "@/lib/auth/next/current-actor";
import { isAppError } from "@/lib/errors";
import { checkRateLimit } from "@/lib/http/check-rate-limit";
import { clientCountry } from "@/lib/http/client-country";
import { clientIp } from "@/lib/http/client-ip";
import { formatTimestamp } from "@/app/_components/format";
import { Banner, ButtonLink, Card, TextField, TimeAgo } from "@/app/_components/ui";
import { buttonClass } from "@/app/_components/ui/button";
import { decideDeviceAction } from "./actions";
import { DeviceDecision } from "./device-decision-client";

export const metadata: Metadata = { title: "Confirm CLI login" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function CodeForm({ value }: { value?: string }) {
  // A plain GET form: the code lands in the URL, exactly like the CLI's verification_uri_complete link.
  return (
    <form method="get" className="space-y-3" aria-label="Enter the CLI login code">
      <TextField
        id="code"
        name="code"
        label="Code shown in your terminal"
        defaultValue={value}
        required
        autoComplete="one-time-code"
        placeholder="BCDF-GHJK"
        maxLength={20}
        className="font-mono uppercase"
      />
      <button type="submit" className={buttonClass("primary")}>
        Continue
      </button>
    </form>
  );
}

async function lookUp(code: string, actor: Actor) {
  try {
    // Looking codes up is how one would guess them: lookups count against the user's "auth"
    // budget (keyed by the signed-in user, so no address is needed).
    await checkRateLimit({ class: "auth", ip: "n/a", actor, key: "device-lookup" });
    return { kind: "found", code: await findDeviceCode({ userCode: code }) } as const;
  } catch (error) {
    if (isAppError(error)) return { kind: "error", message: error.message } as const;
    throw error;
  }
}

export default async function CliDevicePage({ searchParams }: Props) {
  const params = await searchParams;
  const code = typeof params.code === "string" ? params.code.trim() : undefined;
  const actor = await getCurrentActor();
  const here = code ? `/cli/device?code=${encodeURIComponent(code)}` : "/cli/device";

  if (!actor) {
    return (
      <main className="mx-auto max-w-md space-y-6 px-4 py-12">
        <h1 className="text-2xl font-bold">Confirm CLI login</h1>
        <Card title="Sign in first" description="Sign in to the account the CLI should act as, then confirm the code.">
          <ButtonLink href={`/signin?callbackUrl=${encodeURIComponent(here)}`} tone="primary">
            Sign in
          </ButtonLink>
        </Card>
      </main>
    );
  }

  const result = code ? await lookUp(code, actor) : null;
  const requestHeaders = await headers();
  const browser = { ip: clientIp(new Request("http://skillvault.invalid/", { headers: requestHeaders })), country: clientCountry(requestHeaders) };
  const origin = result?.kind === "found" ? { ip: result.code.requestIp, country: result.code.requestCountry } : null;
  const comparison = origin ? compareOrigins(origin, browser) : null;
  return (
    <main className="mx-auto max-w-md space-y-6 px-4 py-12">
      <h1 className="text-2xl font-bold">Confirm CLI login</h1>
      {result?.kind === "found" ? (
        <Card title="Approve this login?" description={<>Only approve a login you started yourself, moments ago, in your own terminal.</>}>
          <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">Code</dt>
            <dd className="font-mono" data-testid="device-code">
              {result.code.userCode}
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">Client</dt>
            <dd data-testid="device-label">
              “{result.code.clientLabel}” <span className="text-xs text-slate-600 dark:text-slate-400">(named by whoever started the login; not verified)</span>
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">Started from</dt>
            <dd data-testid="device-origin">
              {result.code.requestIp ?? "unknown address"}
              {result.code.requestCountry ? ` (${result.code.requestCountry})` : ""}
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">Started</dt>
            <dd>
              <TimeAgo date={result.code.createdAt} />{" "}
              <span className="text-xs text-slate-600 dark:text-slate-400">({formatTimestamp(result.code.createdAt)})</span>
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">This browser</dt>
            <dd>
              {browser.ip}
              {browser.country ? ` (${browser.country})` : ""}
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">Account</dt>
            <dd>@{actor.handle}</dd>
            <dt className="text-slate-600 dark:text-slate-400">Access</dt>
            <dd>{result.code.scopes.join(", ")} (a token you can revoke under Settings → API tokens)</dd>
          </dl>
          {comparison?.differs && (
            <Banner tone="warning" title="Started somewhere else" className="mb-4" testId="device-origin-warning">
              This login was started from {comparison.sameCountry === false ? "another country" : "another network"} than this browser. That is expected only if
              you ran <code>clawhub login</code> yourself on another machine (over SSH, say). If someone sent you this link or code, deny it: they would get
              access to your account.
            </Banner>
          )}
          <DeviceDecision action={decideDeviceAction} userCode={result.code.userCode} scopes={result.code.scopes} />
        </Card>
      ) : (
        <Card>
          {result?.kind === "error" && (
            <Banner tone="danger" className="mb-4">
              {result.message}
            </Banner>
          )}
          <CodeForm value={code} />
        </Card>
      )}
    </main>
  );
}
