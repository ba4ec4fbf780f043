// Server-side faults are logged with the request id the client saw, so a report can be traced.
export function logError(requestId: string, request: Request, error: unknown): void {
  const { pathname } = new URL(request.url);
  console.error(`[${requestId}] ${request.method} ${pathname} failed:`, error);
}
