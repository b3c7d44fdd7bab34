// Runs in <head> before the first paint, so a dark-mode reader never sees a light flash: it reads
// the saved choice ("light", "dark" or "system", default "system") and sets the html class.
// Kept in step with applyTheme() in use-theme.ts (same storage key, same class, same color-scheme).
export const THEME_STORAGE_KEY = "theme";

export const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});var d=t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);var e=document.documentElement;e.classList.toggle("dark",d);e.style.colorScheme=d?"dark":"light"}catch(_){}})()`;
