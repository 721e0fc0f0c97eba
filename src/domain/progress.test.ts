import { describe, expect, it } from 'vitest';
import { achievementsFor, formatMinutes, levelFor, streakBadge, studyStreak } from './progress';

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

  it('earns achievements from the figures', () => {
    expect(
      achievementsFor({
        lessonsCompleted: 0,
        exercisesPassed: 0,
        challengesCompleted: 0,
        studyStreakDays: 0,
      }),
    ).toEqual([]);
    expect(
      achievementsFor({
        lessonsCompleted: 5,
        exercisesPassed: 1,
        challengesCompleted: 1,
        studyStreakDays: 3,
      }).map((a) => a.id),
    ).toEqual(['first-lesson', 'five-lessons', 'first-exercise', 'first-challenge', 'streak-3']);
  });

  it('formats time invested', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(125)).toBe('2 h 5 min');
  });
});
