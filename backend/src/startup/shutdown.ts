import type { INestApplicationContext } from '@nestjs/common';

import { flushTraces } from '../tracing/start-tracing';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;
/** Signals NestJS hooks when Vendure calls `enableShutdownHooks()`. */
const NEST_SIGNALS: NodeJS.Signals[] = [
  'SIGHUP',
  'SIGINT',
  'SIGQUIT',
  'SIGILL',
  'SIGTRAP',
  'SIGABRT',
  'SIGBUS',
  'SIGFPE',
  'SIGSEGV',
  'SIGUSR2',
  'SIGTERM',
];
const CLOSE_TIMEOUT_MS = 15_000;

type Listener = (...args: unknown[]) => void;

function snapshotListeners(): Map<NodeJS.Signals, Listener[]> {
  return new Map(NEST_SIGNALS.map((signal) => [signal, process.listeners(signal) as Listener[]]));
}

/**
 * Owns SIGINT/SIGTERM for the whole process life, in the server and in the worker.
 *
 * Before the app is ready a signal stops at once (exit 130): nothing has been committed that a
 * restart would not redo. After that it closes the Nest app (HTTP server, job queue, database)
 * and exits 0. NestJS's own shutdown hooks are removed because they re-raise the signal after
 * closing, which would turn a clean stop into a non-zero exit.
 */
export class ShutdownCoordinator {
  private app: INestApplicationContext | undefined;
  private beforeClose: () => Promise<void> = () => Promise.resolve();
  private closing = false;
  private listenersBeforeBootstrap = snapshotListeners();

  /** `closes` names what a stop closes, for the log line. */
  constructor(
    private readonly log: (message: string) => void,
    private readonly closes = 'the server and the job queue',
  ) {
    for (const signal of STOP_SIGNALS) process.on(signal, () => void this.stop(signal));
  }

  /** Call right before `bootstrap()`, so the listeners NestJS adds can be told apart. */
  beforeBootstrap(): void {
    this.listenersBeforeBootstrap = snapshotListeners();
  }

  /**
   * Call once the app is fully started; from now on a signal closes it gracefully, after
   * `beforeClose` (what the entry runs beside the app, such as the worker's health server).
   */
  appReady(app: INestApplicationContext, beforeClose?: () => Promise<void>): void {
    for (const signal of NEST_SIGNALS) {
      const before = this.listenersBeforeBootstrap.get(signal) ?? [];
      for (const listener of process.listeners(signal) as Listener[]) {
        if (!before.includes(listener)) process.removeListener(signal, listener);
      }
    }
    this.app = app;
    if (beforeClose) this.beforeClose = beforeClose;
  }

  private async stop(signal: NodeJS.Signals): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    const app = this.app;
    if (!app) {
      this.log(`${signal} received during start-up, stopping`);
      process.exit(130);
    }
    this.log(`${signal} received, closing ${this.closes}…`);
    const forceExit = setTimeout(() => {
      this.log(`Shutdown did not finish within ${CLOSE_TIMEOUT_MS} ms, exiting`);
      process.exit(1);
    }, CLOSE_TIMEOUT_MS);
    forceExit.unref();
    try {
      await this.beforeClose();
      await app.close();
      await flushTraces();
      this.log('Stopped cleanly');
      process.exit(0);
    } catch (error) {
      this.log(`Error while stopping: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  }
}
