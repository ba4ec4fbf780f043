export { AppError, isAppError } from "./app-error";
export { toHttp, type ErrorBody } from "./to-http";
export { errorCodes, type ErrorCode } from "./codes";
