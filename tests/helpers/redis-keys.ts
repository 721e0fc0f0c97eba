import { Redis } from 'ioredis';

/** Deletes every key a test wrote under its own prefix on the test Redis. */
export async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const cleaner = new Redis(redisUrl);
  try {
    const keys = await cleaner.keys(`${prefix}:*`);
    if (keys.length > 0) await cleaner.del(...keys);
  } finally {
    cleaner.disconnect();
  }
}
