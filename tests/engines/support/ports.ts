/**
 * This tier's ports, apart from the Chromium tier's (8765) and the app's default (8080), so
 * both tiers and a running app can share a machine. The browsers use NETWORK_PORT (the
 * switchable network); the tests' own checks talk to APP_PORT directly.
 */
export const APP_PORT = Number(process.env.ENGINES_APP_PORT ?? 8792);
export const NETWORK_PORT = Number(process.env.ENGINES_PORT ?? 8791);
