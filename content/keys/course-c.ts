import type { ExerciseKey } from '@domain/learning';
import { key as c001 } from './courses/c/c-001';
import { key as c002 } from './courses/c/c-002';
import { key as c003 } from './courses/c/c-003';
import { key as c004 } from './courses/c/c-004';
import { key as c005 } from './courses/c/c-005';
import { key as c006 } from './courses/c/c-006';
import { key as c007 } from './courses/c/c-007';
import { key as c008 } from './courses/c/c-008';
import { key as c009 } from './courses/c/c-009';
import { key as c010 } from './courses/c/c-010';
import { key as c011 } from './courses/c/c-011';
import { key as c012 } from './courses/c/c-012';
import { key as c013 } from './courses/c/c-013';
import { key as c014 } from './courses/c/c-014';
import { key as c015 } from './courses/c/c-015';
import { key as c016 } from './courses/c/c-016';
import { key as c017 } from './courses/c/c-017';
import { key as c018 } from './courses/c/c-018';
import { key as c019 } from './courses/c/c-019';
import { key as c020 } from './courses/c/c-020';
import { key as c021 } from './courses/c/c-021';
import { key as c022 } from './courses/c/c-022';
import { key as c023 } from './courses/c/c-023';
import { key as c024 } from './courses/c/c-024';

/**
 * The reference solutions and hidden cases of the C course's exercises. Server only: ESLint
 * keeps the web app from importing anything under content/keys.
 */
export const exerciseKeys: ReadonlyMap<string, ExerciseKey> = new Map(
  [
    c001,
    c002,
    c003,
    c004,
    c005,
    c006,
    c007,
    c008,
    c009,
    c010,
    c011,
    c012,
    c013,
    c014,
    c015,
    c016,
    c017,
    c018,
    c019,
    c020,
    c021,
    c022,
    c023,
    c024,
  ].map((key) => [key.lessonId, key]),
);
