import { TIME_ZONES } from '@domain/challenge-rules';
import { useSettings } from '@web/lib/account';

/**
 * The zone the learner's days are counted in (Preferences time zone, Pacific by default), as
 * the server counts them. `ready` is false until the settings have been read or have failed.
 */
export function useLearnerTimeZone(): { timeZone: string; ready: boolean } {
  const settings = useSettings();
  const choice = settings.data?.preferences.timezone ?? 'Pacific';
  return { timeZone: TIME_ZONES[choice], ready: !settings.isPending || settings.isError };
}
