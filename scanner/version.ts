// Bump when rules or verdict logic change meaningfully: stored reports say which scanner judged them.
export const SCANNER_VERSION = "2.4.0";
