import { describe, expect, it } from 'vitest';
import {
  achievementsEarned,
  formatMinutes,
  levelFor,
  streakBadge,
  studyStreak,
  type LearningEvent,
} from './progress';

describe('progress rules', () => {
  it('starts at Level 1 Beginner and climbs a level every 250 XP', () => {
    expect(levelFor(0)).toEqual({ level: 1, title: 'Beginner' });
    expect(levelFor(249)).toEqual({ level: 1, title: 'Beginner' });
    expect(levelFor(250)).toEqual({ level: 2, title: 'Beginner' });
    expect(levelFor(1000)).toEqual({ level: 5, title: 'Intermediate' });
    expect(levelFor(2250)).toEqual({ level: 10, title: 'Advanced' });
  });

  it('gives the streak badges of SPEC §9, none below 3 days', () => {
    expect(streakBadge(2)).toBeNull();
    expect(streakBadge(3)).toBe('Bronze');
    expect(streakBadge(7)).toBe('Silver');
    expect(streakBadge(14)).toBe('Gold');
    expect(streakBadge(30)).toBe('Diamond');
    expect(streakBadge(100)).toBe('Diamond');
  });

  it('counts days in a row up to today, or up to yesterday while today is still open', () => {
    const today = '2026-11-21';
    expect(studyStreak([], today)).toBe(0);
    expect(studyStreak(['2026-11-21', '2026-11-20', '2026-11-19'], today)).toBe(3);
    expect(studyStreak(['2026-11-20', '2026-11-19'], today)).toBe(2);
    expect(studyStreak(['2026-11-21', '2026-11-19'], today)).toBe(1);
    expect(studyStreak(['2026-11-18'], today)).toBe(0);
  });

  it('earns achievements with the moment and the activity that earned them', () => {
    expect(achievementsEarned([], 24)).toEqual([]);
    const lesson = (n: number, day: string): LearningEvent => ({
      kind: 'lesson',
      id: `c-00${n}`,
      at: `${day}T10:0${n}:00Z`,
      day,
      title: `Completed lesson ${n}`,
    });
    const events: LearningEvent[] = [
      lesson(1, '2026-11-01'),
      lesson(2, '2026-11-02'),
      lesson(3, '2026-11-04'),
      lesson(4, '2026-11-05'),
      lesson(5, '2026-11-06'),
      ...['daily-001', 'daily-002', 'daily-003'].map((id, i) => ({
        kind: 'challenge' as const,
        id,
        at: `2026-11-0${6 + i}T20:00:00Z`,
        day: `2026-11-0${6 + i}`,
        title: `Solved ${id}`,
      })),
    ];
    const earned = achievementsEarned(events, 24);
    expect(earned.map((a) => [a.id, a.earnedAt, a.source])).toEqual([
      ['first-lesson', '2026-11-01T10:01:00Z', 'Completed lesson 1'],
      ['five-lessons', '2026-11-06T10:05:00Z', 'Completed lesson 5'],
      // The first run of three days ends on Nov 6 (4, 5, 6), not with the two days of Nov 1-2.
      ['streak-3', '2026-11-06T10:05:00Z', 'Completed lesson 5'],
      ['first-challenge', '2026-11-06T20:00:00Z', 'Solved daily-001'],
      ['all-dailies', '2026-11-08T20:00:00Z', 'Solved daily-003'],
    ]);
    expect(earned.map((a) => a.id)).not.toContain('streak-7');
  });

  it('formats time invested', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(125)).toBe('2 h 5 min');
  });
});
