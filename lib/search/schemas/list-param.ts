// A list parameter as URLs and callers send it: "a,b", ["a", "b"] or ["a,b"]; trimmed, de-duplicated.
import { z } from "zod";

export function listParam<T extends z.ZodType<string, string>>(item: T, max = 10) {
  return (
    z
      .union([z.string(), z.array(z.string())])
      .transform((value) => [
        ...new Set(
          (Array.isArray(value) ? value : [value])
            .flatMap((part) => part.split(","))
            .map((part) => part.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(z.array(item).max(max))
      // Again after the items' own normalising (e.g. lower-casing): "Git,git" is one tag.
      .transform((items) => [...new Set(items)])
  );
}

/** "true" / "false" / "1" / "0" from a URL, or a boolean from code. */
export const booleanParam = z.union([z.boolean(), z.stringbool({ truthy: ["true", "1"], falsy: ["false", "0"] })]);
