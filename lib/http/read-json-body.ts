// Reads a JSON request body with a size cap, mapping malformed input to stable codes.
import { AppError } from "@/lib/errors";
import { readBodyBytes } from "./read-body-bytes";

const DEFAULT_LIMIT = 1024 * 1024;

export async function readJsonBody(request: Request, limit = DEFAULT_LIMIT): Promise<unknown> {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await readBodyBytes(request, limit));
  } catch (error) {
    if (error instanceof TypeError) throw new AppError("BAD_REQUEST", "Request body is not UTF-8.");
    throw error;
  }
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("BAD_REQUEST", "Request body is not valid JSON.");
  }
}
