// Server actions whose request Next.js cannot decode — a body that is not React's reply format
// (`garbage`, empty, `null`, a reference to a part that is not there), a broken or empty multipart
// body, a boundary-less multipart type — fail inside Next.js before any action runs, and it
// answers them with a 500. Next.js treats a POST to a page as a possible action when it carries a
// Next-Action header (a JavaScript call) or a multipart body (a form posted without JavaScript). Every action is built from
// authedAction, which never lets an error out (it returns an error state instead) and marks the
// call when it runs (server-action-calls.ts). So a 5xx for a call that never reached an action is
// the request's fault: it is answered 400 BAD_REQUEST instead (replace-framework-answer.ts).
// A failure after the action ran stays what it is.
import { randomUUID } from "node:crypto";
import { AppError } from "@/lib/errors";
import { interceptRequests } from "./intercept-requests";
import { replaceFrameworkAnswer } from "./replace-framework-answer";
import { ACTION_CALL_HEADER, actionCallEntered, closeActionCall, openActionCall } from "./server-action-calls";

export function guardServerActions(): void {
  interceptRequests("guard-server-actions", (request, response, next) => {
    delete request.headers[ACTION_CALL_HEADER]; // only this step names a call
    const page = !/^\/(?:api|_next)\//.test(request.url ?? "/");
    const possibleAction = request.headers["next-action"] !== undefined || /^multipart\/form-data/i.test(request.headers["content-type"] ?? "");
    if (request.method !== "POST" || !page || !possibleAction) return next();
    const id = randomUUID();
    request.headers[ACTION_CALL_HEADER] = id;
    openActionCall(id);
    response.once("close", () => closeActionCall(id));
    replaceFrameworkAnswer(request, response, (status) =>
      status >= 500 && !actionCallEntered(id)
        ? new AppError("BAD_REQUEST", "This server action request could not be decoded (its body or arguments are malformed); reload the page and try again.")
        : null,
    );
    next();
  });
}
