import { useQuery } from '@tanstack/react-query';
import {
  analyticsSchema,
  type Analytics,
  type ExportFormat,
  type RunWindow,
} from '@domain/analytics-api';
import { msg } from '@web/i18n/translate';
import { invokeFunction, invokeParsed } from '@web/lib/functions';
import { requireSupabase } from '@web/lib/supabase';

export class AnalyticsError extends Error {
  override name = 'AnalyticsError';
}

const UNREACHABLE = msg('Your analytics could not be loaded. Please try again.');
const EXPORT_FAILED = msg('Your records could not be exported. Please try again.');
const DEMO_MODE = msg(
  'Learning analytics need the CodeNest server, and this is the demo mode without one.',
);

const client = () => requireSupabase(() => new AnalyticsError(DEMO_MODE));
const fail = (message: string) => new AnalyticsError(message);

/** GET /functions/v1/analytics, its answer checked with the domain's schema. */
export function fetchAnalytics(days: RunWindow): Promise<Analytics> {
  return invokeParsed({
    client: client(),
    name: `analytics?days=${days}`,
    method: 'GET',
    schema: analyticsSchema,
    fallback: UNREACHABLE,
    fail,
  });
}

/** A Pro learner's analytics, the runs chart over `days`; nothing is asked while `enabled` is false. */
export function useAnalytics(userId: string | undefined, days: RunWindow, enabled: boolean) {
  return useQuery({
    queryKey: ['analytics', userId ?? 'signed-out', days],
    queryFn: () => fetchAnalytics(days),
    enabled: enabled && userId !== undefined,
    placeholderData: (previous) => previous,
  });
}

/**
 * GET /functions/v1/analytics-export: the learner's records, saved as a file the browser
 * downloads (the call carries the session, so a plain link cannot make it).
 */
export async function downloadActivity(format: ExportFormat, today: string): Promise<void> {
  const answer = await invokeFunction<unknown>({
    client: client(),
    name: `analytics-export?format=${format}`,
    method: 'GET',
    fallback: EXPORT_FAILED,
    fail,
  });
  const text = typeof answer === 'string' ? answer : JSON.stringify(answer, null, 2);
  const type = format === 'csv' ? 'text/csv' : 'application/json';
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `codenest-activity-${today}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
