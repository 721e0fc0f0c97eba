import { LESSON_ID } from './course-content';
import { z } from './zod';

/** The ids the API's requests name, each checked in one place with the words the learner reads. */

export const lessonIdSchema = z
  .string({ message: 'is required: a lesson id such as c-001' })
  .regex(LESSON_ID, 'must be a lesson id such as c-001');

export const courseIdSchema = z
  .string({ message: 'is required: a course id such as c-programming' })
  .trim()
  .min(1, 'is required: a course id such as c-programming')
  .max(64, 'is too long');

/** A daily or a practice challenge: daily-001, practice-012. */
export const CHALLENGE_ID = /^(daily|practice)-\d{3}$/;

export const challengeIdSchema = z
  .string({ message: 'is required: a challenge id such as daily-001' })
  .regex(CHALLENGE_ID, 'must be a challenge id such as daily-001');
