/**
 * Submissions per client address in fixed one-minute windows, kept in this process's memory: a
 * contact or review form sent more than `limit` times a minute from one address is refused (429)
 * before its body is read. With several server instances each counts on its own, so the real
 * ceiling is `limit` × instances; enough to stop a script filling the inbox and the disk, and
 * nothing is lost when a process restarts (the account's limits, which protect passwords, are in
 * the database instead).
 */
export class SubmissionRateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one submission; false when the address is over its limit for the current window. */
  hit(key: string): boolean {
    const now = this.now();
    if (this.windows.size > 10_000) this.forgetExpired(now);
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      this.windows.set(key, { startedAt: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.limit;
  }

  private forgetExpired(now: number): void {
    for (const [key, window] of this.windows) if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
  }
}
