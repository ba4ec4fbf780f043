// Runs in <head> before the first paint: applies the saved theme (or the system's) so a dark
// page never flashes light. The toggle (theme-toggle-client.tsx) writes the same storage key.
export const THEME_STORAGE_KEY = "skillvault-theme";

const script = `(function(){try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});var d=t==="dark"||(t!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle("dark",d)}catch(e){}})()`;

export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
