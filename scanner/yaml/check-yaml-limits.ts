// The gate in front of every YAML parser that reads user text: size first, then an estimate of
// nesting (measure-yaml-nesting.ts), both linear and allocation-free, so a hostile text costs
// microseconds per kilobyte before it is refused.
import { measureYamlNesting } from "./measure-yaml-nesting";
import type { YamlLimits } from "./yaml-limits";

export type YamlLimitProblem = { code: "YAML_TOO_LARGE" | "YAML_TOO_DEEP"; message: string };

/** UTF-8 length without encoding the text (the scanner embeds this: no Node built-ins). */
function utf8Length(text: string, stopAbove: number): number {
  let bytes = 0;
  for (let i = 0; i < text.length && bytes <= stopAbove; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

export function checkYamlLimits(text: string, limits: YamlLimits): YamlLimitProblem | null {
  if (text.length > limits.maxBytes || utf8Length(text, limits.maxBytes) > limits.maxBytes) {
    return { code: "YAML_TOO_LARGE", message: `The YAML is larger than ${formatBytes(limits.maxBytes)}.` };
  }
  if (measureYamlNesting(text, limits.maxDepth) > limits.maxDepth) {
    return { code: "YAML_TOO_DEEP", message: `The YAML nests deeper than ${limits.maxDepth} levels.` };
  }
  return null;
}

function formatBytes(bytes: number): string {
  return bytes % 1024 === 0 ? `${bytes / 1024} KiB` : `${bytes} bytes`;
}
