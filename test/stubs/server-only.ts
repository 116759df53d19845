// 'server-only' throws outside React Server Components; tests import server modules directly.
export {};
