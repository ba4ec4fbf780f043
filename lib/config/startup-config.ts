// The configuration a starting server runs with, or a clear refusal: a bad environment (an invalid
// value, development sign-in on an external production database, …) prints why and exits before
// the server answers anyone, instead of serving with a setting the operator never meant to allow.
import { getConfig, type Config } from "./get-config";

export function startupConfig(): Config {
  try {
    return getConfig();
  } catch (error) {
    console.error(`[skillvault] refusing to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
