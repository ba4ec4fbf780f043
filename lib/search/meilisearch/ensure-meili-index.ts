// Creates the index when missing and applies our settings when they differ. Safe to run on
// every start: with nothing to change it sends no update at all.
import type { Meilisearch } from "meilisearch";
import { changedSettings, MEILI_PRIMARY_KEY, meiliSettings } from "./meili-settings";
import { settle } from "./meili-tasks";

export type EnsureIndexResult = { created: boolean; settingsChanged: string[] };

async function indexExists(client: Meilisearch, uid: string): Promise<boolean> {
  try {
    await client.getRawIndex(uid);
    return true;
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === "index_not_found") return false;
    throw error;
  }
}

export async function ensureMeiliIndex(client: Meilisearch, uid: string): Promise<EnsureIndexResult> {
  const created = !(await indexExists(client, uid));
  if (created) await settle(client.createIndex(uid, { primaryKey: MEILI_PRIMARY_KEY }), "create index");
  const index = client.index(uid);
  const changed = changedSettings(await index.getSettings(), meiliSettings());
  const keys = Object.keys(changed);
  if (keys.length) await settle(index.updateSettings(changed), "settings");
  return { created, settingsChanged: keys };
}
