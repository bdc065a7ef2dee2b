// Test-only probe loaded into the backend by `npm run bench:abuse` (NODE_OPTIONS=--require …),
// never by `npm start`: with BENCH_PROBE_PORT set it measures the main thread's event-loop delay
// (perf_hooks.monitorEventLoopDelay) and answers on 127.0.0.1:<port>
//   GET /loop  since the last /loop: the delay (max, p99, mean in ms), the time the loop was busy
//              (performance.eventLoopUtilization, ms: wall time, so it grows on a loaded machine)
//              and the CPU time of the main thread alone (Linux /proc, 10 ms ticks: what the loop
//              itself spent, whatever the load, the invoice renderer's thread not included)
//   GET /heap  heap used after two full garbage collections, and the process's RSS (MB)
// It answers from the backend's own event loop, so a blocked loop delays its answers too; the
// figures are those of the histogram, kept while the loop was blocked.
'use strict';

const { isMainThread } = require('node:worker_threads');

const port = Number(process.env.BENCH_PROBE_PORT);
if (isMainThread && Number.isInteger(port) && port > 0) {
  const http = require('node:http');
  const { monitorEventLoopDelay, performance } = require('node:perf_hooks');
  const v8 = require('node:v8');
  const vm = require('node:vm');

  // `gc()` without starting node with --expose-gc: the flag set now, the function taken from a new context.
  v8.setFlagsFromString('--expose-gc');
  const collectGarbage = vm.runInNewContext('gc');
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  let utilization = performance.eventLoopUtilization();
  const ms = (nanoseconds) => Math.round(nanoseconds / 1e4) / 100;
  // utime + stime of the main thread (its task id is the pid), in ms; null off Linux.
  const fs = require('node:fs');
  const mainThreadCpuMs = () => {
    try {
      const fields = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return null;
    }
  };
  let cpuAtReset = mainThreadCpuMs();
  const mb = (bytes) => Math.round(bytes / 1e4) / 100;

  const server = http.createServer((request, response) => {
    let answer;
    if (request.url === '/loop') {
      const busy = performance.eventLoopUtilization(utilization);
      const cpu = mainThreadCpuMs();
      answer = {
        maxMs: ms(delay.max),
        p99Ms: ms(delay.percentile(99)),
        meanMs: ms(delay.mean),
        busyMs: Math.round(busy.active),
        windowMs: Math.round(busy.idle + busy.active),
        mainThreadCpuMs: cpu === null || cpuAtReset === null ? null : cpu - cpuAtReset,
      };
      delay.reset();
      cpuAtReset = cpu;
      utilization = performance.eventLoopUtilization();
    } else if (request.url === '/heap') {
      collectGarbage();
      collectGarbage();
      const memory = process.memoryUsage();
      answer = { heapUsedMb: mb(memory.heapUsed), rssMb: mb(memory.rss), externalMb: mb(memory.external) };
    }
    response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer ?? { error: 'GET /loop or /heap' }));
  });
  server.listen(port, '127.0.0.1');
  server.unref();
}
