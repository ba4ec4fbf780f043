// How an admin command reaches the database. With the embedded one it waits briefly while another
// command holds it, then either opens it (no site running) or goes through the running site's
// socket; either way the schema is brought up to date first, so a fresh DATA_DIR just works.
export type OpenedHubDatabase = { applied: string[] };

export async function openHubDatabase(): Promise<OpenedHubDatabase> {
  const { getConfig } = await import("@/lib/config");
  const { databaseTarget, waitForEmbeddedDatabase } = await import("@/lib/db");
  const { applyMigrations } = await import("@/lib/db/migrate");
  const config = getConfig();
  if (config.embedded) {
    await waitForEmbeddedDatabase({
      dataDir: config.DATA_DIR,
      timeoutMs: 15_000,
      onWait: (holder) => console.error(`[hub] waiting for process ${holder.pid} to finish with the embedded database…`),
    });
  }
  return applyMigrations(databaseTarget());
}
