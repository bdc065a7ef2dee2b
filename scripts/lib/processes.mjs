import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import net from 'node:net';

/**
 * The ports a test's servers listen on are taken below the kernel's ephemeral range: a port the
 * kernel handed out for `listen(0)` is one it also gives outgoing connections, and a backend that
 * binds it 10 s later (Vendure's start) met EADDRINUSE when a client's connection had taken it
 * meanwhile (the cluster's start in `npm test`, beside the integration tests' connections).
 */
const EPHEMERAL_RANGE_FILE = '/proc/sys/net/ipv4/ip_local_port_range';
const LOWEST_LISTEN_PORT = 10_000;
/** Ports this process handed out already: never twice, even once their server has stopped. */
const handedOut = new Set();

function listenPortRange() {
  let ephemeralLow = 32_768;
  try {
    const [low] = readFileSync(EPHEMERAL_RANGE_FILE, 'utf8').trim().split(/\s+/).map(Number);
    if (Number.isInteger(low) && low > LOWEST_LISTEN_PORT + 1_000) ephemeralLow = low;
  } catch {
    // not Linux: the usual default
  }
  return { low: LOWEST_LISTEN_PORT, high: ephemeralLow - 1 };
}

function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port nothing listens on right now, on loopback only, outside the ephemeral range. */
export async function freePort() {
  const { low, high } = listenPortRange();
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (handedOut.has(port)) continue;
    if (await canListen(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`No free port to listen on between ${low} and ${high}`);
}

/**
 * Starts `node <args>` and resolves once a stdout line matches `readyPattern`.
 * Started as `node …` directly (not through npx) so its pid is the server's own (docs/toolchain.md pitfall 8).
 */
export function startNodeProcess(options) {
  return startProcess({ ...options, command: process.execPath });
}

/**
 * Starts `command <args>` and resolves once a line of its output matches `readyPattern`. With
 * `logFile`, every line of its output is also appended there (printed or not), to read after a failure.
 */
export function startProcess({ name, command, args, env, cwd, readyPattern, timeoutMs = 120_000, log = true, logFile }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const file = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
    if (file) child.once('exit', () => file.end());
    const recent = [];
    let ready = false;
    const remember = (line) => {
      recent.push(line);
      if (recent.length > 80) recent.shift();
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} was not ready within ${timeoutMs / 1000}s. Last output:\n${recent.join('\n')}`));
    }, timeoutMs);
    const onLine = (stream) => (chunk) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        remember(line);
        file?.write(`${new Date().toISOString()} ${line}\n`);
        if (log) stream.write(line.startsWith(`[${name}]`) ? `${line}\n` : `[${name}] ${line}\n`);
        const match = !ready && readyPattern.exec(line);
        if (match) {
          ready = true;
          clearTimeout(timer);
          resolve({ child, match, stop: () => stopProcess(child) });
        }
      }
    };
    child.stdout.on('data', onLine(process.stdout));
    child.stderr.on('data', onLine(process.stderr));
    child.on('exit', (code, signal) => {
      if (ready) return;
      clearTimeout(timer);
      reject(new Error(`${name} exited (${signal ?? code}) before it was ready. Last output:\n${recent.join('\n')}`));
    });
  });
}

/**
 * For `npm start` and `npm run start:cluster`: the first SIGINT or SIGTERM (or `stop()`) runs
 * `stopAll` once, then exits 0. `stopping()` tells whether that has begun.
 */
export function stopOnSignals(what, stopAll) {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log(`\nStopping ${what}…`);
    await stopAll();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return { stop, stopping: () => stopping };
}

/** Asks politely, then insists: resolves when the process is gone. */
function stopProcess(child, graceMs = 8_000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Where `run` puts a command's output while steps run side by side (scripts/lib/test-steps.mjs):
 * the step's own list of chunks, printed whole when the step ends, so two logs never interleave.
 */
export const capturedOutput = new AsyncLocalStorage();

/** Runs a command to completion with inherited (or captured) output; resolves with its exit code. */
export function run(command, args, { cwd, env } = {}) {
  const chunks = capturedOutput.getStore();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: chunks ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (chunks) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    // 'close', not 'exit': a captured command's last output is read before the step prints it.
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
