import { Clock, Zap } from 'lucide-react';
import { prioritySupport, supportHours } from '@content/help';
import { useT } from '@web/i18n/translate';
import { cardClasses } from '../kit/classes';
import { TitledSection } from '../kit/TitledSection';

/** SPEC §2 support hours, and the priority-support note for Pro. */
export function SupportHours() {
  const t = useT();
  return (
    <TitledSection
      titleId="support-hours-title"
      heading={{ title: t('Support Hours') }}
      icon={Clock}
      size="md"
      className={`${cardClasses} shadow-sm`}
    >
      <dl className="mt-4 divide-y divide-slate-100 text-sm dark:divide-slate-800">
        {supportHours.map((row) => (
          <div
            key={row.days}
            className="flex justify-between gap-4 py-2.5"
            data-testid="support-hours-row"
          >
            <dt className="font-medium text-slate-900 dark:text-white">{t(row.days)}</dt>{' '}
            <dd className="text-slate-600 dark:text-slate-300">{t(row.hours)}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 rounded-xl bg-amber-50 p-4 dark:bg-amber-950/40">
        <p className="flex items-center gap-2 text-sm font-semibold text-amber-900 dark:text-amber-200">
          <Zap aria-hidden="true" className="size-4" />
          {t(prioritySupport.title)}
        </p>
        <p className="mt-1 text-sm text-amber-900 dark:text-amber-100">{t(prioritySupport.text)}</p>
      </div>
    </TitledSection>
  );
}
