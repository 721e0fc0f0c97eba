import { describe, expect, it } from 'vitest';
import { assignmentCreateRequestSchema } from './team-assignments-api';
import {
  assignmentStatusOf,
  countStatuses,
  isReminderDue,
  lessonAssignmentTitle,
  REMINDER_LEAD_MS,
} from './team-assignments';

const DUE = '2026-12-10T17:00:00.000Z';
const at = (iso: string) => new Date(iso);
const HOUR = 60 * 60 * 1000;

describe('the assignment status rule', () => {
  it('is done when completed before or exactly at the due date, whenever it is now', () => {
    for (const completedAt of ['2026-12-01T09:00:00.000Z', DUE]) {
      expect(assignmentStatusOf({ dueAt: DUE, completedAt, now: at('2026-12-05T00:00:00Z') })).toBe(
        'done',
      );
      expect(assignmentStatusOf({ dueAt: DUE, completedAt, now: at('2027-01-01T00:00:00Z') })).toBe(
        'done',
      );
    }
  });

  it('counts a completion from before the assignment was set as done', () => {
    expect(
      assignmentStatusOf({
        dueAt: DUE,
        completedAt: '2025-03-01T10:00:00.000Z',
        now: at('2026-12-01T00:00:00Z'),
      }),
    ).toBe('done');
  });

  it('is late when completed after the due date, by a millisecond or more', () => {
    expect(
      assignmentStatusOf({
        dueAt: DUE,
        completedAt: '2026-12-10T17:00:00.001Z',
        now: at('2026-12-11T00:00:00Z'),
      }),
    ).toBe('late');
  });

  it('is not started until the due date passes without a completion, then late', () => {
    expect(
      assignmentStatusOf({ dueAt: DUE, completedAt: null, now: at('2026-12-10T16:59:59Z') }),
    ).toBe('not_started');
    expect(assignmentStatusOf({ dueAt: DUE, completedAt: null, now: at(DUE) })).toBe('not_started');
    expect(
      assignmentStatusOf({ dueAt: DUE, completedAt: null, now: at('2026-12-10T17:00:00.001Z') }),
    ).toBe('late');
  });

  it('counts the statuses of a class', () => {
    expect(
      countStatuses(['done', 'late', 'not_started', 'done', 'not_started', 'not_started']),
    ).toEqual({ done: 2, late: 1, notStarted: 3 });
    expect(countStatuses([])).toEqual({ done: 0, late: 0, notStarted: 0 });
  });
});

describe('the reminder rule', () => {
  const created = '2026-12-01T08:00:00.000Z';
  const assignment = { dueAt: DUE, createdAt: created, reminderSentAt: null };

  it('is due from a day before the due date until the due date', () => {
    const remindAt = Date.parse(DUE) - REMINDER_LEAD_MS;
    expect(isReminderDue(assignment, new Date(remindAt - 1))).toBe(false);
    expect(isReminderDue(assignment, at('2026-12-08T17:00:00Z'))).toBe(false);
    expect(isReminderDue(assignment, new Date(remindAt))).toBe(true);
    expect(isReminderDue(assignment, new Date(Date.parse(DUE) - HOUR))).toBe(true);
    expect(isReminderDue(assignment, at(DUE))).toBe(false);
    expect(isReminderDue(assignment, at('2026-12-11T00:00:00Z'))).toBe(false);
  });

  it('is never due twice', () => {
    const sent = { ...assignment, reminderSentAt: '2026-12-09T17:05:00.000Z' };
    expect(isReminderDue(sent, at('2026-12-09T20:00:00Z'))).toBe(false);
  });

  it('is not due for an assignment set within its last day', () => {
    const late = { ...assignment, createdAt: '2026-12-09T18:00:00.000Z' };
    expect(isReminderDue(late, at('2026-12-09T19:00:00Z'))).toBe(false);
    const justInTime = { ...assignment, createdAt: '2026-12-09T17:00:00.000Z' };
    expect(isReminderDue(justInTime, at('2026-12-09T17:00:00Z'))).toBe(true);
  });
});

describe('the create request', () => {
  const body = { teamId: 'team-1', kind: 'lesson', targetId: 'c-003', dueAt: DUE };

  it('keeps the due date as UTC, whatever zone it came in', () => {
    const parsed = assignmentCreateRequestSchema.parse({
      ...body,
      dueAt: '2026-12-10T18:00:00+01:00',
    });
    expect(parsed.dueAt).toBe(DUE);
  });

  it('refuses a due date without its zone, or no date at all', () => {
    for (const dueAt of ['2026-12-10T18:00', 'next friday', '']) {
      const result = assignmentCreateRequestSchema.safeParse({ ...body, dueAt });
      expect(result.success, dueAt).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['dueAt']);
    }
  });

  it('takes lesson ids for lessons and exercises, practice challenge ids for challenges', () => {
    expect(assignmentCreateRequestSchema.safeParse({ ...body, kind: 'exercise' }).success).toBe(
      true,
    );
    expect(
      assignmentCreateRequestSchema.safeParse({
        ...body,
        kind: 'challenge',
        targetId: 'practice-004',
      }).success,
    ).toBe(true);
    const wrongLesson = assignmentCreateRequestSchema.safeParse({
      ...body,
      targetId: 'practice-004',
    });
    expect(wrongLesson.error?.issues[0]?.message).toBe('must be a lesson id such as c-001');
    const daily = assignmentCreateRequestSchema.safeParse({
      ...body,
      kind: 'challenge',
      targetId: 'daily-001',
    });
    expect(daily.error?.issues[0]?.message).toBe(
      'must be a practice challenge id such as practice-001',
    );
    const kind = assignmentCreateRequestSchema.safeParse({ ...body, kind: 'quiz' });
    expect(kind.error?.issues[0]?.message).toBe('must be lesson, exercise or challenge');
  });
});

it('names a lesson by its number and title', () => {
  expect(lessonAssignmentTitle(3, 'Operators and Expressions')).toBe(
    'Lesson 3: Operators and Expressions',
  );
});
