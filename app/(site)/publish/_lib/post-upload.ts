// Browser side: POST the upload as multipart with XMLHttpRequest, whose upload progress events
// fetch() does not offer. Answers are our JSON shapes: the result, or `{ error: { code, … } }`.
import type { PickedUpload } from "./collect-files";

export type UploadError = { code: string; message: string; details?: unknown };
export type UploadAnswer<T> = { ok: true; body: T } | { ok: false; status: number; error: UploadError };
export type UploadProgress = { phase: "uploading"; loaded: number; total: number } | { phase: "processing" };

export function buildUploadForm(upload: PickedUpload, meta: Record<string, unknown>): FormData {
  const form = new FormData();
  if (upload.kind === "archive") {
    form.set("meta", JSON.stringify(meta));
    form.set("archive", upload.file, upload.file.name);
  } else {
    form.set("meta", JSON.stringify({ ...meta, paths: upload.files.map((entry) => entry.path) }));
    for (const entry of upload.files) form.append("files", entry.file, entry.path.split("/").pop() || "file");
  }
  return form;
}

export function postUpload<T>(url: string, form: FormData, onProgress: (progress: UploadProgress) => void): Promise<UploadAnswer<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "text";
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => onProgress({ phase: "uploading", loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.upload.onload = () => onProgress({ phase: "processing" });
    xhr.onerror = () =>
      resolve({ ok: false, status: 0, error: { code: "NETWORK_ERROR", message: "The upload did not reach the server. Check your connection and try again." } });
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page): fall through to a generic error.
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) return resolve({ ok: true, body: body as T });
      const error = (body as { error?: UploadError } | null)?.error;
      resolve({ ok: false, status: xhr.status, error: error ?? { code: "HTTP_" + xhr.status, message: `The server answered ${xhr.status}.` } });
    };
    xhr.send(form);
  });
}
