// Small zod building blocks shared by the dialect schemas.
import { z } from "zod";
import { parsePackageRequirement } from "../manifest/package-requirement";

export const nonEmptyString = z.string().trim().min(1, "must not be empty");
export const stringList = z.array(nonEmptyString);
/** A package requirement: a PEP 440 / PEP 508 spec (`pypdf2>=2.0.0`) or npm style (`pkg@^1.2.0`). */
export const packageRequirement = z
  .string()
  .refine(
    (value) => parsePackageRequirement(value) !== null,
    "must be a package requirement like pypdf2>=2.0.0, requests[socks]>=2.31,<3 or @scope/pkg@^1.2.0",
  );
