// Asserts that a call fails with one of our AppErrors carrying `code` (tests assert codes, not messages).
import { expect } from "vitest";
import { AppError, type ErrorCode } from "@/lib/errors";

export async function expectCode(promise: Promise<unknown>, code: ErrorCode): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error, `expected ${code}, but the call succeeded`).not.toBeNull();
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  return error as AppError;
}
