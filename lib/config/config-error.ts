// A bad or refused environment: the message names the variable and what is wrong with it.
export class ConfigError extends Error {
  override name = "ConfigError";
}
