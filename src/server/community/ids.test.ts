import { describe, expect, it } from 'vitest';
import { newCommunityId } from './ids';

describe('community ids', () => {
  it('are UUIDs of version 7 that sort in the order they were made, within a millisecond too', () => {
    const now = new Date('2025-03-01T12:00:00.000Z');
    const ids = Array.from({ length: 5000 }, () => newCommunityId(now));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids.slice(0, 10)) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(newCommunityId(new Date('2025-03-01T12:00:01.000Z')) > ids.at(-1)!).toBe(true);
  });
});
