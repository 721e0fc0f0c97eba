// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  CHALLENGE_SESSION_KEY,
  clearStoredChallenge,
  currentChallenge,
  writeStoredChallenge,
} from './challenge-session';

const NOW = 1_800_000_000_000;

afterEach(() => window.sessionStorage.clear());

describe('currentChallenge', () => {
  it('starts the route state with a deadline of timeLimit minutes', () => {
    expect(currentChallenge({ challenge: 'daily-002', isDaily: true, timeLimit: 45 }, NOW)).toEqual(
      { id: 'daily-002', isDaily: true, deadline: NOW + 45 * 60_000, code: null },
    );
  });

  it('keeps the stored deadline and code for the same challenge', () => {
    const stored = { id: 'daily-002', isDaily: true, deadline: NOW + 60_000, code: 'int x;' };
    writeStoredChallenge(stored);
    expect(currentChallenge({ challenge: 'daily-002', isDaily: true, timeLimit: 45 }, NOW)).toEqual(
      stored,
    );
    expect(
      currentChallenge({ challenge: 'practice-001', isDaily: false, timeLimit: 20 }, NOW),
    ).toMatchObject({ id: 'practice-001', code: null });
  });

  it('keeps the input the learner typed', () => {
    const stored = { id: 'practice-001', isDaily: false, deadline: NOW, code: null, stdin: '12\n' };
    writeStoredChallenge(stored);
    expect(currentChallenge(undefined, NOW)).toEqual(stored);
    window.sessionStorage.setItem(CHALLENGE_SESSION_KEY, JSON.stringify({ ...stored, stdin: 12 }));
    expect(currentChallenge(undefined, NOW)).toBeNull();
  });

  it('falls back to storage without route state, and to null without either', () => {
    expect(currentChallenge(null, NOW)).toBeNull();
    writeStoredChallenge({ id: 'daily-001', isDaily: true, deadline: NOW, code: null });
    expect(currentChallenge(undefined, NOW)?.id).toBe('daily-001');
    clearStoredChallenge();
    window.sessionStorage.setItem(CHALLENGE_SESSION_KEY, '{"id": 3}');
    expect(currentChallenge({ challenge: 'daily-001' }, NOW)).toBeNull();
  });

  it('ignores route state and storage of any other shape', () => {
    for (const state of [
      { challenge: 'daily-001', isDaily: true, timeLimit: 0 },
      { challenge: 'daily-001', isDaily: true, timeLimit: -5 },
      { challenge: 'daily-001', isDaily: 'yes', timeLimit: 30 },
      { challenge: 7, isDaily: true, timeLimit: 30 },
      { challenge: 'daily-001', isDaily: true, timeLimit: Number.POSITIVE_INFINITY },
      'daily-001',
    ]) {
      expect(currentChallenge(state, NOW)).toBeNull();
    }
    for (const stored of [
      'not json',
      'null',
      '{"id":"daily-001","isDaily":true,"deadline":"soon","code":null}',
      '{"id":"daily-001","isDaily":true,"deadline":1,"code":5}',
      '{"id":"daily-001","isDaily":true,"deadline":1}',
    ]) {
      window.sessionStorage.setItem(CHALLENGE_SESSION_KEY, stored);
      expect(currentChallenge(undefined, NOW)).toBeNull();
    }
  });
});
