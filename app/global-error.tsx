"use client";
// Last resort when the root layout itself failed: a self-contained page (no header, no data).
import "./globals.css";

export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen items-center justify-center bg-white p-6 text-slate-900">
        <title>Error · Skillvault</title>
        <main className="max-w-md text-center">
          <h1 className="text-2xl font-bold">Skillvault is having trouble</h1>
          <p className="mt-3 text-slate-600">The site could not be shown. Try again in a moment{error.digest ? ` (reference ${error.digest})` : ""}.</p>
          <button type="button" onClick={() => retry()} className="mt-6 rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white">
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
