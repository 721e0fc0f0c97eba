import type { CodingSettings } from '@domain/account';
import { useLearnerSettings } from './use-learner-settings';

/** The Coding settings every code editor follows (SPEC §3 Settings object, coding). */
export function useCodingSettings(): CodingSettings {
  return useLearnerSettings().settings.coding;
}
