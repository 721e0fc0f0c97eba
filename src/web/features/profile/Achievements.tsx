import { Award } from 'lucide-react';
import { ACHIEVEMENTS, type EarnedAchievement } from '../../../domain/progress';
import { formatDate } from '../../lib/format-date';
import { Panel, PanelSkeleton, Unavailable } from './Panel';

export function Achievements({
  achievements,
  loading,
}: {
  achievements: EarnedAchievement[] | undefined;
  loading: boolean;
}) {
  return (
    <Panel id="achievements-title" title="Achievements" icon={Award}>
      {loading ? (
        <PanelSkeleton rows={2} />
      ) : !achievements ? (
        <Unavailable>Your achievements are not available right now.</Unavailable>
      ) : achievements.length === 0 ? (
        <div className="flex flex-col items-center py-4 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500">
            <Award className="size-6" aria-hidden="true" />
          </span>
          <p className="mt-4 font-medium text-slate-900 dark:text-white">No achievements yet</p>
          <p className="mt-1 max-w-xs text-sm text-slate-500 dark:text-slate-400">
            {`Finish your first lesson to earn "${ACHIEVEMENTS.firstLesson.title}".`}
          </p>
        </div>
      ) : (
        <ul className="space-y-3">
          {achievements.map((achievement) => (
            <li
              key={achievement.id}
              className="flex items-start gap-3 rounded-xl border border-amber-100 bg-amber-50/60 p-3 dark:border-amber-900/50 dark:bg-amber-950/30"
            >
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-600 dark:bg-amber-900/60 dark:text-amber-300">
                <Award className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <p className="font-medium text-slate-900 dark:text-white">{achievement.title}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {achievement.description}
                </p>
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  Earned {formatDate(achievement.earnedAt.slice(0, 10))}: {achievement.source}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
