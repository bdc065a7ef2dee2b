// Imported first by every entry point: Vendure reads this variable when its modules run, and
// the shop must never report anonymous usage data home (the spec has no network beyond its own).
process.env.VENDURE_DISABLE_TELEMETRY = 'true';

export {};
