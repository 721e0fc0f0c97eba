import { team, teamIntro } from '../../../../content/about';
import { PageSection } from '../../components/PageSection';
import { initials } from '../../lib/initials';

export function TeamSection() {
  return (
    <PageSection title={teamIntro.title} intro={teamIntro.text}>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {team.map((member) => (
          <li
            key={member.name}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="grid size-14 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-violet-700 text-lg font-semibold text-white"
              >
                {initials(member.name)}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                  {member.name}
                </h3>
                <p className="text-sm font-medium text-brand-700 dark:text-brand-300">
                  {member.role}
                </p>
              </div>
            </div>
            <p className="mt-4 text-sm leading-6 text-slate-600 dark:text-slate-400">
              {member.bio}
            </p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
