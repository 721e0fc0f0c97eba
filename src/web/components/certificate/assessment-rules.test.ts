import { describe, expect, it } from 'vitest';
import { ASSESSMENT_MINUTES, ASSESSMENT_RETAKE_HOURS } from '@domain/assessment-api';
import { ASSESSMENT_PASS_PERCENT, ATTEMPT_ITEMS } from '@domain/assessment-content';
import { CERTIFICATE_NOT_FOUND as DOMAIN_NOT_FOUND } from '@domain/certificate-api';
import {
  ATTEMPT_ITEM_COUNT,
  ATTEMPT_MINUTES,
  CERTIFICATE_NOT_FOUND,
  PASS_PERCENT,
  RETAKE_HOURS,
} from './assessment-rules';

describe('the assessment rules the pages show', () => {
  it('are the domain rules', () => {
    expect(PASS_PERCENT).toBe(ASSESSMENT_PASS_PERCENT);
    expect(ATTEMPT_MINUTES).toBe(ASSESSMENT_MINUTES);
    expect(RETAKE_HOURS).toBe(ASSESSMENT_RETAKE_HOURS);
    expect(ATTEMPT_ITEM_COUNT).toBe(
      ATTEMPT_ITEMS.choice + ATTEMPT_ITEMS.output + ATTEMPT_ITEMS.code,
    );
    expect(CERTIFICATE_NOT_FOUND).toBe(DOMAIN_NOT_FOUND);
  });
});
