import { cCertificateRequirements } from '@content/courses/c/certificate';
import { ASSESSMENT_PASS_PERCENT } from '@domain/assessment-rules';
import type { Requirement } from '@domain/certificate-api';
import type { Translate } from '@web/i18n/translate';

/** What each requirement asks (SPEC §3), as the course's certificate words it. */
export function requirementLabel(requirement: Pick<Requirement, 'id'>): string {
  return cCertificateRequirements[requirement.id];
}

/** Where the learner stands: "17 of 24 lessons", "Best score 85% (80% needed)". */
export function requirementProgress(requirement: Requirement, t: Translate): string {
  const { id, done, total, met } = requirement;
  if (id === 'lessons') {
    return t('{{done}} of {{count}} lessons', {
      done,
      count: total,
      defaultValue_one: '{{done}} of {{count}} lesson',
    });
  }
  if (id === 'exercises') {
    return t('{{done}} of {{count}} exercises passed', {
      done,
      count: total,
      defaultValue_one: '{{done}} of {{count}} exercise passed',
    });
  }
  if (id === 'project') {
    if (total <= 1) return met ? t('Done') : t('Not done yet');
    return t('{{done}} of {{count}} parts done', {
      done,
      count: total,
      defaultValue_one: '{{done}} of {{count}} part done',
    });
  }
  const needed = ASSESSMENT_PASS_PERCENT;
  if (done === 0 && !met) return t('Not passed yet ({{needed}}% needed)', { needed });
  return t('Best score {{score}}% ({{needed}}% needed)', { score: done, needed });
}

/** The progress bar's figures: the assessment counts toward the pass mark, not 100. */
export function requirementBar(requirement: Requirement): { value: number; max: number } {
  if (requirement.id === 'assessment') {
    return {
      value: Math.min(requirement.done, ASSESSMENT_PASS_PERCENT),
      max: ASSESSMENT_PASS_PERCENT,
    };
  }
  return { value: requirement.done, max: Math.max(requirement.total, 1) };
}
