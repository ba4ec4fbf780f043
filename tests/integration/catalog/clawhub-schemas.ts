// The real clawhub CLI's response schemas (arktype, from node_modules/clawhub): a response that
// passes here is one the CLI accepts. parseArk throws with the CLI's own message when it would not.
import * as cli from "clawhub/dist/schema/index.js";

export const clawhub = cli;

export function acceptedByCli<T>(schema: Parameters<typeof cli.parseArk>[0], data: T): T {
  cli.parseArk(schema, data, "API response");
  return data;
}
