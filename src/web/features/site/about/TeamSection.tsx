import { team, teamIntro } from '@content/about';
import { Card, CardText, CardTitle } from '../kit/Card';
import { PageSection } from '../kit/PageSection';
import { useT } from '@web/i18n/translate';
import { initials } from '@web/lib/initials';

export function TeamSection() {
  const t = useT();
  return (
    <PageSection title={t(teamIntro.title)} intro={teamIntro.text} introLang="en">
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {team.map((member) => (
          <Card key={member.name} lang="en">
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="grid size-14 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-violet-700 text-lg font-semibold text-white"
              >
                {initials(member.name)}
              </span>
              <div>
                <CardTitle className="">{member.name}</CardTitle>
                <p className="text-sm font-medium text-brand-700 dark:text-brand-300">
                  {member.role}
                </p>
              </div>
            </div>
            <CardText className="mt-4">{member.bio}</CardText>
          </Card>
        ))}
      </ul>
    </PageSection>
  );
}
