// Link tabs (tab-nav-client.tsx): re-exported here, where pages and ui/index.ts import them.
export { TabNav, type TabItem } from "./tab-nav-client";
