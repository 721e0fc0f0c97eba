import { expect, type Page } from '@playwright/test';
import { cCourse } from '@content/course-c';
import { assessmentKeys } from '@content/keys/assessment';
import { exerciseKeys } from '@content/keys/course-c';
import type { AssessmentAnswer, GradedAttempt, OpenAttempt } from '@domain/assessment-api';
import type { AssessmentItem } from '@domain/assessment-content';

/** The signed-in page's access token, as supabase-js keeps it in local storage. */
export async function accessToken(page: Page): Promise<string> {
  let token: string | null = null;
  await expect
    .poll(async () => {
      token = await page.evaluate(() => {
        for (let index = 0; index < window.localStorage.length; index++) {
          const key = window.localStorage.key(index);
          if (key && /^sb-.+-auth-token$/.test(key)) {
            const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
              access_token?: string;
            };
            return stored.access_token ?? null;
          }
        }
        return null;
      });
      return token;
    })
    .toBeTruthy();
  return token!;
}

/** Calls a /functions/v1 endpoint as the page's learner; an answer other than 2xx fails the test. */
export async function callFunction<T>(
  page: Page,
  name: string,
  method: 'GET' | 'POST' | 'PUT',
  body?: unknown,
): Promise<T> {
  const response = await page.request.fetch(`/functions/v1/${name}`, {
    method,
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.ok(), `${method} ${name}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Completes every lesson of the C course in order, as Next on each would (the server's rule:
 * only the current lesson completes, and completing it makes the next one current).
 */
export async function completeLessons(page: Page): Promise<void> {
  for (const lesson of cCourse.lessons) {
    await callFunction(page, 'progress', 'POST', {
      action: 'next',
      courseId: cCourse.id,
      lessonId: lesson.id,
      visibleSeconds: 60,
    });
  }
}

/** Passes every lesson's exercise with its reference solution, one check after another. */
export async function passExercises(page: Page): Promise<void> {
  for (const lesson of cCourse.lessons) {
    const key = exerciseKeys.get(lesson.id);
    if (!key) throw new Error(`No key for ${lesson.id}`);
    const result = await callFunction<{ passed: boolean }>(page, 'check-exercise', 'POST', {
      lessonId: lesson.id,
      code: key.solution,
    });
    expect(result.passed, lesson.id).toBe(true);
  }
}

/** The right answer to an item, from the bank's keys. */
export function rightAnswer(item: AssessmentItem): AssessmentAnswer {
  const key = assessmentKeys.get(item.id);
  if (!key) throw new Error(`No key for ${item.id}`);
  if (key.kind === 'choice') return key.correct;
  if (key.kind === 'output') return key.expectedOutput;
  return key.solution;
}

/** Starts an attempt and submits every right answer: a passed assessment. */
export async function passAssessment(page: Page): Promise<GradedAttempt> {
  const attempt = await callFunction<OpenAttempt>(page, 'assessment', 'POST', {});
  const answers = Object.fromEntries(attempt.items.map((item) => [item.id, rightAnswer(item)]));
  const graded = await callFunction<GradedAttempt>(page, 'assessment-submit', 'POST', {
    attemptId: attempt.id,
    answers,
  });
  expect(graded.passed).toBe(true);
  return graded;
}

/** Switches the theme with the header's toggle, to `theme`. */
export async function switchTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const html = page.locator('html');
  const dark = ((await html.getAttribute('class')) ?? '').includes('dark');
  if (dark !== (theme === 'dark')) {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Switch to .* theme$/ })
      .click();
  }
  if (theme === 'dark') await expect(html).toHaveClass(/dark/);
  else await expect(html).not.toHaveClass(/dark/);
}
