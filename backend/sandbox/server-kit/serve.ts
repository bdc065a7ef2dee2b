import type { Server } from 'node:http';

interface Sandbox {
  server: Server;
  close(): Promise<void>;
}

/**
 * Runs a stand-in provider as its own process: listens, prints `readyWord http://host:port` for
 * `npm start` and the test harness, and closes on SIGTERM or SIGINT. `announce` gets the port
 * actually taken (the settings may ask for 0) and prints what a developer needs to know.
 */
export function serveSandbox(
  name: string,
  readyWord: string,
  start: () => { sandbox: Sandbox; host: string; port: number; announce: (port: number) => void },
): void {
  try {
    const { sandbox, host, port, announce } = start();
    sandbox.server.on('error', (error) => {
      console.error(`[${name}] ${error.message}`);
      process.exit(1);
    });
    sandbox.server.listen(port, host, () => {
      const address = sandbox.server.address();
      const taken = typeof address === 'object' && address ? address.port : port;
      announce(taken);
      console.log(`${readyWord} http://${host}:${taken}`);
    });
    const stop = () => {
      void sandbox.close().then(() => process.exit(0));
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  } catch (error) {
    console.error(`[${name}] Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
