/** One entry's console lines, tagged (`[backend]`, `[worker]`) so mixed logs stay readable. */
export function processLog(tag: string): (message: string) => void {
  return (message) => console.log(`[${tag}] ${message}`);
}

export function seconds(durationMs: number): string {
  return `${(durationMs / 1000).toFixed(1)} s`;
}

/** Ends the process after a failed start: a configuration mistake needs its message, anything else its stack. */
export function exitAfterFailedStart(tag: string, error: unknown): never {
  const configurationError = error instanceof Error && error.name === 'EnvError';
  console.error(`[${tag}] Start-up failed: ${configurationError ? error.message : error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
}
