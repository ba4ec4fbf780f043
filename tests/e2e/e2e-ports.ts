// Fixed ports of local services the e2e server is configured to call (it cannot learn them later).
export const E2E_GITHUB_PORT = 3219;
