import net from 'node:net';

/*
 * A mail server that keeps what it receives, for tests of a production start (issue 34), which
 * refuses the outbox folder and needs SMTP. Just enough of RFC 5321 for nodemailer: EHLO/HELO,
 * MAIL, RCPT, DATA (dot-unstuffed), RSET, NOOP, QUIT; no TLS offered, so none is asked for.
 * Loopback only; each message at most 10 MB.
 */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export async function startSmtpSink() {
  const messages = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let data;
    let envelope = { from: '', to: [] };
    const reply = (line) => socket.write(`${line}\r\n`);
    reply('220 smtp-sink.test ESMTP');
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== undefined) {
          if (line === '.') {
            messages.push({ ...envelope, raw: data.join('\r\n') });
            data = undefined;
            envelope = { from: '', to: [] };
            reply('250 2.0.0 queued');
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line);
            if (data.reduce((bytes, part) => bytes + part.length, 0) > MAX_MESSAGE_BYTES) socket.destroy();
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 smtp-sink.test');
        else if (verb === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          data = [];
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET') {
          envelope = { from: '', to: [] };
          reply('250 ok');
        } else if (verb === 'NOOP') reply('250 ok');
        else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 5.5.2 not implemented');
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
