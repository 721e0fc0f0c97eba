import { cCertificateRequirements } from '@content/courses/c/certificate';
import { ASSESSMENT_PASS_PERCENT } from '@domain/assessment-rules';
import type { Requirement } from '@domain/certificate-api';

/** What each requirement asks (SPEC §3), as the course's certificate words it. */
export function requirementLabel(requirement: Pick<Requirement, 'id'>): string {
  return cCertificateRequirements[requirement.id];
}

/** Where the learner stands: "17 of 24 lessons", "Best score 85% (80% needed)". */
export function requirementProgress(requirement: Requirement): string {
  const { id, done, total, met } = requirement;
  if (id === 'lessons') return `${done} of ${total} lessons`;
  if (id === 'exercises') return `${done} of ${total} exercises passed`;
  if (id === 'project') {
    if (total <= 1) return met ? 'Done' : 'Not done yet';
    return `${done} of ${total} parts done`;
  }
  if (done === 0 && !met) return `Not passed yet (${ASSESSMENT_PASS_PERCENT}% needed)`;
  return `Best score ${done}% (${ASSESSMENT_PASS_PERCENT}% needed)`;
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
