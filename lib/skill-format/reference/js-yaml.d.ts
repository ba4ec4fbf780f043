// Minimal typing for js-yaml (the parser skills-ref uses); only what reference/ calls.
declare module "js-yaml" {
  export class YAMLException extends Error {
    reason: string;
    mark?: { line: number; column: number; position: number };
  }
  export function load(input: string, options?: Record<string, unknown>): unknown;
}
