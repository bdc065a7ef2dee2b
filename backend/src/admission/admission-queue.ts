/**
 * At most `concurrency` requests run at once in one process; the next `maxWaiting` wait their turn
 * in arrival order, each at most `maxWaitMs`; past either bound a request is refused before it
 * starts (issue 30). The process's database pool is sized for the requests that run
 * (database-pool.ts), so a burst waits here, where waiting is cheap and bounded, instead of in
 * node-postgres's pool, whose 10 s connect timeout failed requests at random halfway through.
 */
export interface AdmissionSettings {
  concurrency: number;
  maxWaiting: number;
  maxWaitMs: number;
}

/** Why a request was not admitted: the queue was full, or its turn did not come within maxWaitMs. */
type AdmissionRefusal = 'queue-full' | 'waited-too-long';

export type Admission = { admitted: true; release: () => void } | { admitted: false; reason: AdmissionRefusal; retryAfterSeconds: number };

interface Waiter {
  resolve: (admission: Admission) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** How much a new request's service time moves the running average. */
const AVERAGE_WEIGHT = 0.1;
const MAX_RETRY_AFTER_SECONDS = 10;

export class AdmissionQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  /** A running average of how long an admitted request takes, for Retry-After. */
  private averageServiceMs = 100;

  constructor(private readonly settings: AdmissionSettings) {}

  get runningCount(): number {
    return this.running;
  }

  get waitingCount(): number {
    return this.waiting.length;
  }

  /** Seconds after which the queue should have room again: the waiting requests' work spread over the running slots. */
  retryAfterSeconds(): number {
    const estimate = ((this.waiting.length + 1) * this.averageServiceMs) / this.settings.concurrency / 1000;
    return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(estimate)));
  }

  /** Resolves when the request may run (call `release` once it is done) or is refused. */
  admit(): Promise<Admission> {
    if (this.running < this.settings.concurrency && this.waiting.length === 0) return Promise.resolve(this.start());
    if (this.waiting.length >= this.settings.maxWaiting) {
      return Promise.resolve({ admitted: false, reason: 'queue-full', retryAfterSeconds: this.retryAfterSeconds() });
    }
    return new Promise((resolve) => {
      const waiter: Waiter = {
        resolve,
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(waiter);
          if (index >= 0) this.waiting.splice(index, 1);
          resolve({ admitted: false, reason: 'waited-too-long', retryAfterSeconds: this.retryAfterSeconds() });
        }, this.settings.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private start(): Admission {
    this.running += 1;
    const startedAt = performance.now();
    let released = false;
    return {
      admitted: true,
      release: () => {
        if (released) return;
        released = true;
        this.running -= 1;
        this.averageServiceMs += AVERAGE_WEIGHT * (performance.now() - startedAt - this.averageServiceMs);
        this.next();
      },
    };
  }

  private next(): void {
    while (this.running < this.settings.concurrency) {
      const waiter = this.waiting.shift();
      if (!waiter) return;
      clearTimeout(waiter.timer);
      waiter.resolve(this.start());
    }
  }
}
