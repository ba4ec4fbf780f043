"use client";
// Section tabs inside a layout (settings…): like TabNav, but works out the current tab from the
// URL, since layouts are not re-rendered per page on the server.
import { usePathname } from "next/navigation";
import { TabNav, type TabItem } from "../ui/tab-nav";

export function SectionNav({ label, items }: { label: string; items: Array<Omit<TabItem, "current">> }) {
  const pathname = usePathname();
  return <TabNav label={label} items={items.map((item) => ({ ...item, current: pathname === item.href || pathname.startsWith(`${item.href}/`) }))} />;
}
