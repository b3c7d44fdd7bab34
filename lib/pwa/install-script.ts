// The root layout's inline <head> script (with the page's CSP nonce) carries this line: Chromium's
// install offer (beforeinstallprompt) can come before React hydrates, so it is kept on window for
// the phone menu's "Install app" (lib/pwa/install-prompt.ts) instead of the browser's own banner.
export const INSTALLABLE_EVENT = "balance:installable";

export const INSTALL_PROMPT_SCRIPT = `addEventListener("beforeinstallprompt",function(e){e.preventDefault();window.__balanceInstall=e;dispatchEvent(new Event("${INSTALLABLE_EVENT}"))});addEventListener("appinstalled",function(){window.__balanceInstall=null;dispatchEvent(new Event("${INSTALLABLE_EVENT}"))});`;
