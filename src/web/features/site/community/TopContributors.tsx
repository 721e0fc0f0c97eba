import { Award } from 'lucide-react';
import { contributors, contributorsIntro } from '@content/community';
import { NumberBadge } from '../kit/NumberBadge';
import { TitledSection } from '../kit/TitledSection';
import { Avatar } from './Avatar';

const points = new Intl.NumberFormat('en-US');

/** SPEC §3 Contributor: name, points, badge and avatar, highest first. */
export function TopContributors() {
  return (
    <TitledSection titleId="contributors-title" heading={contributorsIntro}>
      <ol
        className="mt-6 space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        data-testid="contributors"
      >
        {contributors.map((contributor, index) => (
          <li
            key={contributor.name}
            className="flex items-center gap-3 rounded-xl p-2"
            data-testid="contributor"
          >
            <NumberBadge n={index + 1} look="plain" />
            <Avatar initials={contributor.avatar} />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900 dark:text-white">
                {contributor.name}
              </p>
              <p className="mt-0.5 inline-flex items-center gap-1 text-xs font-medium text-amber-800 dark:text-amber-300">
                <Award aria-hidden="true" className="size-3.5" />
                {contributor.badge}
              </p>
            </div>
            <p className="text-right text-sm font-semibold text-slate-900 dark:text-white">
              {points.format(contributor.points)}{' '}
              <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                points
              </span>
            </p>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
