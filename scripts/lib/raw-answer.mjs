import http from 'node:http';

/**
 * An answer's bytes exactly as the server sent them: Node's http client leaves the encoding as it
 * came, where fetch would decode it and hide what went over the wire (a page's size sent, whether
 * it was compressed at all).
 */
export function rawAnswer(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
