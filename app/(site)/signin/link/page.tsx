// /signin/link?code=… – a one-time sign-in link the admin CLI prints (`npm run hub -- user
// signin-link <handle>`). Opening it changes nothing: the button signs in (a POST), so a chat
// app's link preview cannot use it up.
import type { Metadata } from "next";
import { inspectSignInLink } from "@/lib/auth/signin-links";
import { ActionForm } from "@/app/_components/action-form-client";
import { Banner, Card } from "@/app/_components/ui";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { signInWithLinkAction } from "./actions";

// The code is in the URL: it must not travel on in a Referer header, nor be indexed.
export const metadata: Metadata = { title: "Sign in with a link", robots: { index: false, follow: false }, referrer: "no-referrer" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const refusals = {
  invalid: { title: "This sign-in link is not valid", text: "It was mistyped or replaced by a newer one." },
  used: { title: "This sign-in link was used already", text: "Each link works once." },
  expired: { title: "This sign-in link has expired", text: "Links work for 15 minutes." },
  banned: { title: "This account cannot sign in", text: "It is banned." },
} as const;

export default async function SignInLinkPage({ searchParams }: Props) {
  const code = (await searchParams).code;
  const link = await inspectSignInLink({ code });

  return (
    <main className="mx-auto max-w-md space-y-6 px-4 py-12">
      <h1 className="text-2xl font-bold">Sign in with a link</h1>
      {link.state === "usable" && typeof code === "string" ? (
        <Card title={`Sign in as @${link.handle}`} description="This one-time link was made with the admin CLI. It works once.">
          <ActionForm action={signInWithLinkAction} label="Sign in with a link">
            <input type="hidden" name="code" value={code} />
            <SubmitButton pendingText="Signing in…">Sign in as @{link.handle}</SubmitButton>
          </ActionForm>
        </Card>
      ) : (
        <Banner
          tone="warning"
          title={refusals[link.state === "usable" ? "invalid" : link.state].title}
          testId={`signin-link-${link.state === "usable" ? "invalid" : link.state}`}
        >
          {refusals[link.state === "usable" ? "invalid" : link.state].text} Ask the operator for a new one:{" "}
          <code className="font-mono">npm run hub -- user signin-link &lt;handle&gt;</code>.
        </Banner>
      )}
    </main>
  );
}
