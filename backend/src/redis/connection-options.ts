import type { RedisOptions } from 'ioredis';

const DEFAULT_PORT = 6379;

/**
 * REDIS_URL (already checked by env.ts) as ioredis options: the job queue and the cache plugin
 * take an options object, not a URL. `rediss://` switches TLS on; a path is the database number.
 */
export function redisConnectionOptions(redisUrl: string): RedisOptions {
  const url = new URL(redisUrl);
  const database = url.pathname.replace(/^\//, '');
  return {
    // WHATWG URLs keep the brackets of an IPv6 host, sockets want the bare address
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port === '' ? DEFAULT_PORT : Number(url.port),
    ...(url.username === '' ? {} : { username: decodeURIComponent(url.username) }),
    ...(url.password === '' ? {} : { password: decodeURIComponent(url.password) }),
    ...(database === '' ? {} : { db: Number(database) }),
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
  };
}
