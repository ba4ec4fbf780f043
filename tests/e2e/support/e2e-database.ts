// One statement against the e2e server's database (E2E_DATABASE_URL, set by global-setup.ts), for
// arranging state a browser cannot reach quickly (aged accounts, a spent rate-limit budget).
import pg from "pg";

export async function e2eSql(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
