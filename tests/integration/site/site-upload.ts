// Multipart requests to the website's publish routes, authenticated by a real session cookie
// from the same origin (what the browser sends).
import type { Actor } from "@/lib/auth/actor";
import { createSession } from "@/lib/auth/sessions/create-session";
import { sessionCookieName } from "@/lib/auth/sessions/session-cookie";
import { SITE } from "../auth/call-route";

type Route = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
export type UploadPart = { folder: Record<string, string | Uint8Array> } | { archive: { name: string; bytes: Uint8Array } } | { none: true };

export async function cookieFor(actor: Actor): Promise<string> {
  const { sessionToken } = await createSession({ userId: actor.userId });
  return `${sessionCookieName()}=${sessionToken}`;
}

export function uploadForm(part: UploadPart, meta: Record<string, unknown> = {}): FormData {
  const form = new FormData();
  if ("folder" in part) {
    const paths = Object.keys(part.folder);
    form.set("meta", JSON.stringify({ ...meta, paths }));
    for (const path of paths) form.append("files", new Blob([part.folder[path]! as BlobPart]), path.split("/").pop());
  } else {
    form.set("meta", JSON.stringify(meta));
    if ("archive" in part) form.set("archive", new Blob([part.archive.bytes as BlobPart]), part.archive.name);
  }
  return form;
}

export function postUpload(route: Route, path: string, form: FormData, init: { cookie?: string; origin?: string | null } = {}): Promise<Response> {
  const headers = new Headers({ host: "hub.test", "x-forwarded-for": "198.51.100.20" });
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.origin !== null) headers.set("origin", init.origin ?? SITE);
  return route(new Request(`${SITE}${path}`, { method: "POST", headers, body: form }), { params: Promise.resolve({}) });
}
