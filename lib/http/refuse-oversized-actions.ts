// Server actions (POSTs to pages) larger than Next.js reads: it stops at serverActions.bodySizeLimit
// and throws, which it answers with a 500 (a 1.1 MB form, or 30 MB, to any page did). Refused here
// from the declared length with 413 PAYLOAD_TOO_LARGE, before a byte is read. A body with no declared
// length (chunked) is 411 LENGTH_REQUIRED: browsers declare the length of every form and fetch body,
// so only a hand-made request lacks it, and its size could only be learnt by reading it.
import { AppError } from "@/lib/errors";
import { ACTION_BODY_LIMIT_BYTES } from "./action-body-limit";
import { answerEarly } from "./answer-early";
import { interceptRequests } from "./intercept-requests";

export function refuseOversizedActions(): void {
  interceptRequests("refuse-oversized-actions", (request, response, next) => {
    const page = !/^\/(?:api|_next)\//.test(request.url ?? "/");
    if (request.method !== "POST" || !page) return next();
    const declared = request.headers["content-length"];
    if (declared === undefined && request.headers["transfer-encoding"] !== undefined) {
      return answerEarly(request, response, new AppError("LENGTH_REQUIRED", "Send the form with a Content-Length; a POST to a page may not be chunked."));
    }
    if (declared !== undefined && Number(declared) > ACTION_BODY_LIMIT_BYTES) {
      return answerEarly(
        request,
        response,
        new AppError("PAYLOAD_TOO_LARGE", `A form sent to a page may be at most ${ACTION_BODY_LIMIT_BYTES} bytes.`, {
          details: { limit: ACTION_BODY_LIMIT_BYTES },
        }),
      );
    }
    next();
  });
}
