import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ACTIVITY_RETENTION_DAYS, type ActivityRecord } from '@domain/analytics-api';
import type { ExecuteResponse } from '@domain/execution';
import type { ActivityKind, Database } from '../db/schema';

/** How many of a failed compile's error messages a record keeps. */
export const RECORDED_DIAGNOSTICS = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** One run, check or submit of a signed-in learner, as the routes report it. */
export interface ActivityInput {
  userId: string;
  kind: ActivityKind;
  outcome: string;
  errorKind?: string | null;
  courseId?: string | null;
  lessonId?: string | null;
  challengeId?: string | null;
  durationMs: number;
  diagnostics?: readonly string[];
  now?: Date;
}

export async function recordActivity(db: Kysely<Database>, input: ActivityInput): Promise<void> {
  await db
    .insertInto('activity_records')
    .values({
      id: crypto.randomUUID(),
      user_id: input.userId,
      kind: input.kind,
      outcome: input.outcome,
      error_kind: input.errorKind ?? null,
      course_id: input.courseId ?? null,
      lesson_id: input.lessonId ?? null,
      challenge_id: input.challengeId ?? null,
      duration_ms: Math.max(0, Math.round(input.durationMs)),
      diagnostics: JSON.stringify((input.diagnostics ?? []).slice(0, RECORDED_DIAGNOSTICS)),
      created_at: (input.now ?? new Date()).toISOString(),
    })
    .execute();
}

/**
 * recordActivity for the routes: the learner's answer never waits on it failing. A record
 * that cannot be written is logged and left out.
 */
export async function recordActivitySafely(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  input: ActivityInput,
): Promise<void> {
  try {
    await recordActivity(db, input);
  } catch (error) {
    log.error({ err: error, kind: input.kind }, 'activity record not written');
  }
}

const COMPILER_SEVERITIES = new Set(['error', 'fatal error', 'warning']);

/**
 * The first messages the compiler gave: errors of a failed compile, and the warnings of one that
 * built (a learner meets both); notes and runtime findings are left out.
 */
export function compilerMessages(
  diagnostics: readonly { severity: string; message: string }[],
): string[] {
  return diagnostics
    .filter((diagnostic) => COMPILER_SEVERITIES.has(diagnostic.severity))
    .slice(0, RECORDED_DIAGNOSTICS)
    .map((diagnostic) => diagnostic.message);
}

/**
 * What a run's record says of it: its status, and for a runtime error its kind (the signal
 * that ended it, what the sanitizers found, or a non-zero exit).
 */
export function runActivity(
  result: Pick<ExecuteResponse, 'status' | 'signal' | 'diagnostics' | 'debug'>,
): Pick<ActivityInput, 'outcome' | 'errorKind' | 'diagnostics'> {
  let errorKind: string | null = null;
  if (result.status === 'runtime_error') {
    if (result.signal) errorKind = result.signal;
    else if (result.debug && result.debug.problems.length > 0) errorKind = 'sanitizer';
    else errorKind = 'exit_code';
  }
  return {
    outcome: result.status,
    errorKind,
    diagnostics: compilerMessages(result.diagnostics),
  };
}

/** Milliseconds since `started` (performance.now()), for a record's duration. */
export function elapsedMs(started: number): number {
  return Math.round(performance.now() - started);
}

/** The instant before which records are past ACTIVITY_RETENTION_DAYS. */
export function retentionCutoff(now: Date): string {
  return new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * DAY_MS).toISOString();
}

/** Deletes every learner's records older than ACTIVITY_RETENTION_DAYS; answers how many went. */
export async function sweepActivityRecords(db: Kysely<Database>, now: Date): Promise<number> {
  const deleted = await db
    .deleteFrom('activity_records')
    .where('created_at', '<', retentionCutoff(now))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

function parsedDiagnostics(stored: string): string[] {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((entry) => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/** The learner's own records within the retention period, the oldest first. */
export async function activityRecordsOf(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<ActivityRecord[]> {
  const rows = await db
    .selectFrom('activity_records')
    .selectAll()
    .where('user_id', '=', userId)
    .where('created_at', '>=', retentionCutoff(now))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    outcome: row.outcome,
    errorKind: row.error_kind,
    courseId: row.course_id,
    lessonId: row.lesson_id,
    challengeId: row.challenge_id,
    durationMs: Number(row.duration_ms),
    diagnostics: parsedDiagnostics(row.diagnostics),
    createdAt: row.created_at,
  }));
}
