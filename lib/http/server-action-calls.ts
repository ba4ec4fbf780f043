// Which server-action calls reached our code. guard-server-actions.ts tags each call with a fresh
// id in a request header before Next.js sees it; authedAction (the one helper every action is built
// from) marks the id when it runs. A call Next.js fails before any action ran failed in Next.js's
// own decoding of the request (its arguments, its body), which only a hand-made request can break.
// Shared through globalThis: instrumentation and the app are separate bundles in one process.
export const ACTION_CALL_HEADER = "x-skillvault-action-call";

const holder = globalThis as { __skillvaultActionCalls?: Map<string, boolean> };
const calls = (holder.__skillvaultActionCalls ??= new Map());

export function openActionCall(id: string): void {
  calls.set(id, false);
}

export function closeActionCall(id: string): void {
  calls.delete(id);
}

export function actionCallEntered(id: string): boolean {
  return calls.get(id) === true;
}

/** Called by authedAction with the request's headers: this call reached an action. */
export function markActionEntered(headers: Pick<Headers, "get">): void {
  const id = headers.get(ACTION_CALL_HEADER);
  if (id !== null && calls.has(id)) calls.set(id, true);
}
