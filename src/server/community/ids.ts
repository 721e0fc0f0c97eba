import crypto from 'node:crypto';

/*
 * Ids of threads, posts and revisions: UUIDs of version 7, whose first bits are the time and
 * then a counter, so that posts written within the same millisecond still sort in the order
 * they were written (a thread's posts are ordered by time, then by id).
 */

let lastMs = 0;
let sequence = 0;

export function newCommunityId(now: Date = new Date()): string {
  let ms = Math.max(now.getTime(), lastMs);
  if (ms === lastMs && sequence < 0xfff) {
    sequence += 1;
  } else {
    if (ms === lastMs) ms += 1;
    sequence = crypto.randomInt(0, 0x800);
  }
  lastMs = ms;
  const bytes = crypto.randomBytes(16);
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
