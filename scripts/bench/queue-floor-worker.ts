// The queue bench's floor worker: takes FLOOR_QUEUE jobs one at a time, waits for the same short
// child process as a job's only work, and publishes the job's id on the channel the job names.
// The queue bench starts it with REDIS_URL and QUEUE_PREFIX, as for `npm run worker`.
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { childWait, FLOOR_QUEUE, type FloorJobData } from './queue-floor';

const { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix } = process.env;
if (!redisUrl || !prefix) throw new Error('the floor worker needs REDIS_URL and QUEUE_PREFIX');
const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
const worker = new Worker<FloorJobData>(
  FLOOR_QUEUE,
  async (job) => {
    await childWait();
    // As the run queue's workers answer: published, not waited for.
    if (job.id) connection.publish(job.data.answerTo, job.id).catch(() => undefined);
  },
  { connection, prefix, concurrency: 1 },
);
await worker.waitUntilReady();
console.log('floor worker ready');
process.once('SIGTERM', () => {
  void worker.close().finally(() => {
    connection.disconnect();
  });
});
