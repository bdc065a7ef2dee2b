import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';

/**
 * A TCP relay on a free loopback port to `targetPort`, with a control server a test opens and
 * closes it through (`POST <controlUrl>/close`, `/open`): closed, it cuts every relayed connection
 * and refuses new ones, as a database that went away would, for the one process that connects
 * through it. The cluster puts one server's PostgreSQL connections through such a gate, so a
 * test can take that server's database away while the other server keeps its own.
 */
export async function startTcpGate({ targetPort }) {
  let open = true;
  const relayed = new Set();
  const relay = net.createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, '127.0.0.1');
    const pair = { client, upstream };
    relayed.add(pair);
    const end = () => {
      client.destroy();
      upstream.destroy();
      relayed.delete(pair);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const control = http.createServer((request, response) => {
    const action = request.method === 'POST' ? new URL(request.url ?? '/', 'http://gate').pathname : '';
    if (action === '/close') {
      open = false;
      for (const { client, upstream } of relayed) {
        client.destroy();
        upstream.destroy();
      }
      relayed.clear();
    } else if (action === '/open') open = true;
    else {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ open }));
  });
  relay.listen(0, '127.0.0.1');
  control.listen(0, '127.0.0.1');
  await Promise.all([once(relay, 'listening'), once(control, 'listening')]);
  return {
    port: relay.address().port,
    controlUrl: `http://127.0.0.1:${control.address().port}`,
    close: async () => {
      for (const { client, upstream } of relayed) {
        client.destroy();
        upstream.destroy();
      }
      relay.close();
      control.close();
      control.closeAllConnections();
      await Promise.all([once(relay, 'close'), once(control, 'close')]);
    },
  };
}
