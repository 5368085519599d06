// Zod probes `new Function` to compile fast parsers; the CSP (script-src 'self') forbids eval,
// so the probe would report a violation on every page. An object schema reads `jitless` from
// zod's global config (globalThis.__zod_globalConfig, the object z.config() writes) when it is
// built, so main.tsx imports this first (before the app, app/boot.tsx, loads). The schemas live in the contract, which pages load
// after the entry has run; one built earlier fails e2e/browser.ts's CSP check.
// Written without importing zod, which would put zod into every page's first load.
declare global {
  var __zod_globalConfig: Record<string, unknown> | undefined;
}

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });

export {};
