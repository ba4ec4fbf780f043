// Publisher handles: GitHub-login shaped (1–39 chars, letters/digits/single hyphens), stored lower-case.
import { z } from "zod";

export const handleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){0,38}$/, "Handles use letters, digits and single hyphens (at most 39 characters).");

/**
 * The same rule for an <input pattern> (the browser anchors it and compiles it with the `v` flag,
 * where a bare "-" inside a character class is an error); length is the input's maxLength.
 */
export const HANDLE_INPUT_PATTERN = "[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9]))*";
export const HANDLE_MAX_LENGTH = 39;
