// Tests create and drop databases: refuse anything but a database on this machine.
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]", ""]);

export function assertLocalDatabase(url: string): void {
  const parsed = new URL(url);
  const socketHost = parsed.searchParams.get("host");
  const host = parsed.hostname;
  if (!LOCAL_HOSTS.has(host) && !(host === "" && socketHost?.startsWith("/"))) {
    throw new Error(`Refusing to run tests against non-local database host '${host}'. Point TEST_DATABASE_URL at a local server.`);
  }
}
