import { describe, expect, it } from 'vitest';

import { redisConnectionOptions } from '../src/redis/connection-options';

describe('redisConnectionOptions', () => {
  it('reads host and port, defaulting the port to 6379', () => {
    expect(redisConnectionOptions('redis://127.0.0.1:6390')).toEqual({ host: '127.0.0.1', port: 6390 });
    expect(redisConnectionOptions('redis://redis.internal')).toEqual({ host: 'redis.internal', port: 6379 });
  });

  it('reads credentials (percent-decoded), the database number and TLS', () => {
    expect(redisConnectionOptions('rediss://shop:p%40ss%2Fword@redis.internal:6380/2')).toEqual({
      host: 'redis.internal',
      port: 6380,
      username: 'shop',
      password: 'p@ss/word',
      db: 2,
      tls: {},
    });
    expect(redisConnectionOptions('redis://:secret@127.0.0.1:6379/0')).toEqual({
      host: '127.0.0.1',
      port: 6379,
      password: 'secret',
      db: 0,
    });
  });

  it('gives an IPv6 host without its brackets', () => {
    expect(redisConnectionOptions('redis://[::1]:6390')).toEqual({ host: '::1', port: 6390 });
  });
});
