// Zod probes `new Function` to compile fast parsers; the CSP (script-src 'self') forbids eval,
// so the probe would report a violation on every page. This classic script runs before any
// module, so zod reads `jitless` from its global config before the first schema is built
// (zod keeps that config on globalThis.__zod_globalConfig, the object z.config() writes to).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
