import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import { exec, IMAGES_DIR } from '../lib/images.mjs';

/*
 * The balancer's TLS certificate for `npm run test:images`: self-signed for 127.0.0.1, made once.
 * Trusted by the test's own requests and the providers' simulators through NODE_EXTRA_CA_CERTS,
 * which the test workers and the processes they start inherit (it is read when Node starts).
 */
export default async function setup(): Promise<void> {
  const dir = path.join(IMAGES_DIR, 'tls');
  const certificate = path.join(dir, 'certificate.pem');
  const key = path.join(dir, 'key.pem');
  // HAProxy loads every file of its certificates folder: the combined PEM has one of its own.
  const balancerPem = path.join(dir, 'balancer', 'shop.pem');
  if (!existsSync(balancerPem)) {
    await mkdir(path.dirname(balancerPem), { recursive: true });
    const made = await exec('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '365',
      '-keyout',
      key,
      '-out',
      certificate,
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ]);
    if (made.code !== 0) throw new Error('openssl could not make the test certificate');
    const both = await exec('sh', ['-c', `cat '${certificate}' '${key}' > '${balancerPem}'`]);
    if (both.code !== 0) throw new Error('could not write shop.pem');
  }
  // Added to the authorities this machine already gives Node (its registry is reached through them), not instead.
  const trusted = path.join(dir, 'trusted.pem');
  const already = process.env['NODE_EXTRA_CA_CERTS'];
  const bundle = await exec('sh', ['-c', `cat ${already ? `'${already}' ` : ''}'${certificate}' > '${trusted}'`]);
  if (bundle.code !== 0) throw new Error('could not write the trusted certificates');
  process.env['NODE_EXTRA_CA_CERTS'] = trusted;
  process.env['IMAGES_TLS_DIR'] = path.dirname(balancerPem);
}
