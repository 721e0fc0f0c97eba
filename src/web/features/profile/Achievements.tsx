import { Award } from 'lucide-react';
import { ACHIEVEMENTS, type EarnedAchievement } from '@domain/progress';
import { EmptyState } from '@web/components/EmptyState';
import { useT } from '@web/i18n/translate';
import { formatDate, useDateFormat } from '@web/lib/format-date';
import { Panel, PanelList } from './Panel';

export function Achievements({
  achievements,
  loading,
}: {
  achievements: EarnedAchievement[] | undefined;
  loading: boolean;
}) {
  const t = useT();
  const dateFormat = useDateFormat();
  return (
    <Panel id="achievements-title" title={t('Achievements')} icon={Award}>
      <PanelList
        items={achievements}
        loading={loading}
        unavailable={t('Your achievements are not available right now.')}
        empty={
          <EmptyState
            icon={Award}
            title={t('No achievements yet')}
            text={t('Finish your first lesson to earn "{{achievement}}".', {
              achievement: t(ACHIEVEMENTS.firstLesson.title),
            })}
          />
        }
      >
        {(earned) => (
          <ul className="space-y-3">
            {earned.map((achievement) => (
              <li
                key={achievement.id}
                className="flex items-start gap-3 rounded-xl border border-amber-100 bg-amber-50/60 p-3 dark:border-amber-900/50 dark:bg-amber-950/30"
              >
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-600 dark:bg-amber-900/60 dark:text-amber-300">
                  <Award className="size-4" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <p className="font-medium text-slate-900 dark:text-white">
                    {t(achievement.title)}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t(achievement.description)}
                  </p>
                  <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                    {t('Earned {{date}}: {{source}}', {
                      date: formatDate(achievement.earnedAt.slice(0, 10), dateFormat),
                      source: achievement.source,
                    })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PanelList>
    </Panel>
  );
}
