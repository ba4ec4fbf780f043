// An id of a bigint row (an audit entry, a change event) written in a query string: plain digits,
// no leading zeros, never past PostgreSQL's bigint — a larger number is a 400, not a failed query.
import { z } from "zod";

const BIGINT_MAX = 9_223_372_036_854_775_807n;
const DIGITS = /^(0|[1-9]\d{0,18})$/;

/** Digits that fit a bigint. `alsoAccept` admits another spelling (e.g. sealed cursors) as is. */
export function rowIdText(message: string, alsoAccept?: RegExp) {
  return z.string().refine((text) => alsoAccept?.test(text) || (DIGITS.test(text) && BigInt(text) <= BIGINT_MAX), message);
}
