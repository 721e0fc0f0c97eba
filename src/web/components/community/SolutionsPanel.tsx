import { ArrowUp, GitCompare, Lightbulb, Send, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SOLUTION_NOTE_MAX,
  type PublishedSolution,
  type SolutionKind,
  type SolutionList,
} from '@domain/community';
import { activityTime } from '@web/components/ActivityList';
import { CodeBlock } from '@web/components/code/CodeBlock';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { EmptyState } from '@web/components/EmptyState';
import { LoadError } from '@web/components/LoadError';
import { ErrorBox, SuccessBox } from '@web/components/MessageBox';
import { Button } from '@web/components/ui/Button';
import { inputClasses } from '@web/components/ui/field-classes';
import { msg, useT } from '@web/i18n/translate';
import { WithQueryClient } from '@web/lib/query-client';
import {
  fetchSolutions,
  publishSolution,
  solutionKeys,
  unpublishSolution,
  voteSolution,
  type SolutionSort,
} from '@web/lib/solutions';
import { authorName, messageOf, votesLabel } from './community-format';
import { PanelLoading } from './SectionPanel';
import { SolutionDiff } from './SolutionDiff';

interface Target {
  kind: SolutionKind;
  targetId: string;
}

/** "Publish your solution": the server publishes its copy of the learner's last passing code. */
function PublishForm({ target, published }: { target: Target; published: boolean }) {
  const t = useT();
  const noteId = useId();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const publish = useMutation({
    mutationFn: () => publishSolution({ ...target, note: note.trim() }),
    onSuccess: () => {
      setNote('');
      return queryClient.invalidateQueries({
        queryKey: solutionKeys.of(target.kind, target.targetId),
      });
    },
  });

  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!publish.isPending) publish.mutate();
      }}
    >
      {publish.isError && (
        <ErrorBox>
          {messageOf(publish.error, msg('Your solution could not be published. Please try again.'))}
        </ErrorBox>
      )}
      {publish.isSuccess && <SuccessBox>{t('Your solution is published.')}</SuccessBox>}
      <div>
        <label htmlFor={noteId} className="block text-sm font-medium">
          {published
            ? t('Publish again with your latest passing code')
            : t('Publish your solution')}{' '}
          <span className="font-normal text-slate-600 dark:text-slate-400">
            {t('(a short note, optional)')}
          </span>
        </label>
        <textarea
          id={noteId}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={SOLUTION_NOTE_MAX}
          rows={2}
          placeholder={t('What did you try, what would you do differently?')}
          className={inputClasses}
        />
      </div>
      <Button type="submit" size="sm" disabled={publish.isPending}>
        <Send aria-hidden="true" className="size-4" />
        {publish.isPending
          ? t('Publishing...')
          : published
            ? t('Publish again')
            : t('Publish your solution')}
      </Button>
    </form>
  );
}

function SolutionCard({
  solution,
  ownCode,
  target,
  now,
}: {
  solution: PublishedSolution;
  ownCode: string | null;
  target: Target;
  now: Date;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [comparing, setComparing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = solution.own ? t('You') : authorName(solution.author);
  const theirName = authorName(solution.author);
  const time = activityTime(solution.createdAt, now);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: solutionKeys.of(target.kind, target.targetId) });
  const vote = useMutation({
    mutationFn: () => voteSolution({ solutionId: solution.id, up: !solution.voted }),
    onSuccess: (answer) => {
      queryClient.setQueriesData<SolutionList>(
        { queryKey: solutionKeys.of(target.kind, target.targetId) },
        (list) =>
          list && {
            ...list,
            solutions: list.solutions.map((item) =>
              item.id === solution.id ? { ...item, ...answer } : item,
            ),
          },
      );
    },
  });

  return (
    <li className="space-y-3 px-4 py-4 sm:px-5" data-testid="published-solution">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900 dark:text-white">
            {name}
            {solution.own && (
              <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-950 dark:text-brand-200">
                {t('Your solution')}
              </span>
            )}
          </p>
          {time && (
            <p className="text-xs text-slate-600 dark:text-slate-400">
              <time dateTime={solution.createdAt}>{time}</time>
            </p>
          )}
        </div>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={solution.voted}
          aria-label={t("Upvote {{name}}'s solution, {{votes}}", {
            name: theirName,
            votes: votesLabel(solution.score),
          })}
          title={solution.own ? t('You cannot upvote your own solution') : undefined}
          disabled={solution.own || vote.isPending}
          onClick={() => vote.mutate()}
          className={
            solution.voted
              ? 'border-brand-500 text-brand-700 dark:border-brand-400 dark:text-brand-300'
              : ''
          }
        >
          <ArrowUp aria-hidden="true" className="size-4" />
          {votesLabel(solution.score)}
        </Button>
      </div>
      {vote.isError && (
        <ErrorBox>
          {messageOf(vote.error, msg('Your vote could not be saved. Please try again.'))}
        </ErrorBox>
      )}
      {solution.note && (
        <p className="whitespace-pre-line text-sm text-slate-700 dark:text-slate-300">
          {solution.note}
        </p>
      )}
      <CodeBlock
        code={solution.code}
        language="c"
        label={t("{{name}}'s solution", { name: theirName })}
      />
      <div className="flex flex-wrap gap-2">
        {!solution.own && ownCode !== null && (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={comparing}
            onClick={() => setComparing(!comparing)}
          >
            <GitCompare aria-hidden="true" className="size-4" />
            {comparing ? t('Hide comparison') : t('Compare with mine')}
          </Button>
        )}
        {solution.own && (
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('Unpublish')}
          </Button>
        )}
      </div>
      {comparing && ownCode !== null && (
        <SolutionDiff own={ownCode} theirs={solution.code} theirName={theirName} />
      )}
      {confirming && (
        <ConfirmDialog
          title={t('Unpublish your solution?')}
          text={t(
            'Other learners will no longer see it, and its votes are lost. You can publish again at any time.',
          )}
          keepLabel={t('Keep it published')}
          confirmLabel={t('Unpublish')}
          busyLabel={t('Unpublishing...')}
          danger
          onConfirm={() => unpublishSolution(solution.id)}
          errorMessage={(caught) =>
            messageOf(caught, msg('Your solution could not be unpublished. Please try again.'))
          }
          onDone={() => {
            setConfirming(false);
            void refresh();
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </li>
  );
}

const sorts: { id: SolutionSort; label: string }[] = [
  { id: 'votes', label: msg('Most votes') },
  { id: 'date', label: msg('Newest') },
];

function SolutionsContent({ target }: { target: Target }) {
  const t = useT();
  const [sort, setSort] = useState<SolutionSort>('votes');
  const list = useQuery({
    queryKey: solutionKeys.list(target.kind, target.targetId, sort),
    queryFn: () => fetchSolutions({ ...target, sort }),
  });
  const now = new Date();

  if (list.isPending) return <PanelLoading>{t('Loading the solutions...')}</PanelLoading>;
  if (list.isError) {
    return (
      <div className="px-4 py-4 sm:px-5">
        <LoadError
          message={list.error.message}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      </div>
    );
  }
  const { solutions, ownCode, published } = list.data;
  return (
    <>
      <div className="border-b border-slate-200 bg-slate-50 px-4 py-4 sm:px-5 dark:border-slate-800 dark:bg-slate-900">
        <PublishForm target={target} published={published} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 pt-4 sm:px-5">
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('Published solutions')}
        </h3>
        <div role="group" aria-label={t('Sort solutions')} className="flex gap-1">
          {sorts.map((option) => (
            <Button
              key={option.id}
              variant={sort === option.id ? 'secondary' : 'ghost'}
              size="sm"
              aria-pressed={sort === option.id}
              onClick={() => setSort(option.id)}
            >
              {t(option.label)}
            </Button>
          ))}
        </div>
      </div>
      {solutions.length === 0 ? (
        <EmptyState
          icon={Lightbulb}
          title={t('No published solutions yet.')}
          text={t('Be the first: publish yours above.')}
          className="px-4 py-8"
        />
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {solutions.map((solution) => (
            <SolutionCard
              key={solution.id}
              solution={solution}
              ownCode={ownCode}
              target={target}
              now={now}
            />
          ))}
        </ul>
      )}
    </>
  );
}

/** Published solutions of an exercise or a challenge, for a learner who passed it. */
export function SolutionsPanel(target: Target) {
  return (
    <WithQueryClient>
      <SolutionsContent target={target} />
    </WithQueryClient>
  );
}
