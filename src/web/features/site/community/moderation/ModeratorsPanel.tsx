import { useId, useState, type FormEvent } from 'react';
import type { ModerationOverview } from '@domain/community';
import { Button } from '@web/components/ui/Button';
import { inputClasses } from '@web/components/ui/field-classes';
import { useT } from '@web/i18n/translate';
import { rowsPanelClasses, tagClasses } from '../../kit/classes';
import { TitledSection } from '../../kit/TitledSection';
import { useCommunityMe } from '../community-queries';
import type { PendingAction } from '../ReasonDialog';
import { demoteModerator, promoteModerator } from './pending-actions';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Who moderates; an admin makes a learner a moderator by e-mail, or stops them. */
export function ModeratorsPanel({
  moderators,
  onAction,
}: {
  moderators: ModerationOverview['moderators'];
  onAction: (pending: PendingAction) => void;
}) {
  const t = useT();
  const { me } = useCommunityMe();
  const isAdmin = me?.isAdmin === true;
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const promote = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!EMAIL.test(address)) {
      setProblem(t('Enter the e-mail address of their account.'));
      return;
    }
    setProblem(null);
    onAction(promoteModerator(address));
  };

  return (
    <TitledSection titleId="moderators-title" heading={{ title: t('Moderators') }} size="md">
      <ul className={`mt-4 ${rowsPanelClasses}`} data-testid="moderators">
        {moderators.map((moderator) => (
          <li
            key={moderator.author.id}
            className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm"
          >
            <div className="min-w-0">
              <p className="font-medium text-slate-900 dark:text-white">{moderator.author.name}</p>
              <p className="truncate text-slate-600 dark:text-slate-400">{moderator.email}</p>
            </div>
            <div className="flex items-center gap-2">
              <span className={tagClasses}>
                {moderator.source === 'config' ? t('Admin (ADMIN_EMAILS)') : t('Moderator')}
              </span>
              {isAdmin && moderator.source === 'app' && (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onAction(demoteModerator(moderator.author.name, moderator.email))}
                >
                  {t('Remove')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {isAdmin && (
        <form
          onSubmit={promote}
          noValidate
          className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end"
        >
          <div className="flex-1">
            <label htmlFor={emailId} className="block text-sm font-medium">
              {t('Make a learner a moderator (their e-mail)')}
            </label>
            <input
              id={emailId}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              autoComplete="off"
              aria-invalid={problem !== null}
              aria-describedby={problem ? `${emailId}-problem` : undefined}
              className={inputClasses}
            />
          </div>
          <Button type="submit" className="sm:mb-0">
            {t('Make moderator')}
          </Button>
        </form>
      )}
      {problem && (
        <p id={`${emailId}-problem`} className="mt-1.5 text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
    </TitledSection>
  );
}
