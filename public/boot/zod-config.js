// Loaded by index.html as a classic script, so it runs before any module of the app.
// zod compiles fast validators with `new Function` when the page allows it, and finds out by
// trying as its first object schema is built: under the app's CSP (no 'unsafe-eval') that
// try is blocked and reported as a violation on every start. `jitless` skips the probe (the
// client validates little; the interpreted path costs nothing noticeable). zod reads its
// configuration from this global, made before zod loads. A module could not do this: the
// bundler evaluates zod's chunk before the entry's own code.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
