import { useInfiniteQuery } from '@tanstack/react-query';
import { MessagesSquare, Plus } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  forumCategories,
  forumCategoryIds,
  type ForumCategoryId,
  type ThreadListQuery,
} from '@domain/community';
import { EmptyState } from '@web/components/EmptyState';
import { LoadError } from '@web/components/LoadError';
import { Button } from '@web/components/ui/Button';
import { inputClasses } from '@web/components/ui/field-classes';
import { msg, useT } from '@web/i18n/translate';
import { useAuthDialog } from '@web/lib/auth-dialog';
import { communityKeys, fetchThreads } from '@web/lib/community';
import { rowsPanelClasses } from '../kit/classes';
import { FilterChip } from '../kit/FilterChip';
import { TitledSection } from '../kit/TitledSection';
import { useCommunityMe } from './community-queries';
import { ForumThreadRow } from './ForumThreadRow';

export const FORUM_PAGE_SIZE = 20;

// The form and its checks load when someone starts writing, not with the page.
const NewDiscussion = lazy(async () => ({
  default: (await import('./NewDiscussion')).NewDiscussion,
}));

type Sort = ThreadListQuery['sort'];
const sorts: { id: Sort; label: string }[] = [
  { id: 'latest', label: msg('Latest') },
  { id: 'top', label: msg('Top') },
  { id: 'unanswered', label: msg('Unanswered') },
];

const isCategory = (value: string | null): value is ForumCategoryId =>
  (forumCategoryIds as readonly string[]).includes(value ?? '');

/** The forum: one category at a time (in the address), its threads sorted, and a new one. */
export function Forum() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const requested = params.get('category');
  const category: ForumCategoryId = isCategory(requested) ? requested : forumCategories[0].id;
  const [sort, setSort] = useState<Sort>('latest');
  const [composing, setComposing] = useState(false);
  const { signedIn } = useCommunityMe();
  const auth = useAuthDialog();
  const navigate = useNavigate();
  const sortId = useId();

  const chooseCategory = (id: ForumCategoryId) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('category', id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const startDiscussion = () => {
    if (signedIn) setComposing(true);
    else auth.open('login', { returnTo: '/community' });
  };

  const current = forumCategories.find((entry) => entry.id === category)!;
  return (
    <TitledSection
      id="forum"
      heading={{ title: t('Forum'), text: t('Ask, answer and share, one category at a time.') }}
    >
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div role="group" aria-label={t('Categories')} className="flex flex-wrap gap-2">
          {forumCategories.map((entry) => (
            <FilterChip
              key={entry.id}
              active={entry.id === category}
              onClick={() => chooseCategory(entry.id)}
            >
              {t(entry.name)}
            </FilterChip>
          ))}
        </div>
        <Button onClick={startDiscussion} className="shrink-0 self-start">
          <Plus aria-hidden="true" className="size-4" />
          {t('New discussion')}
        </Button>
      </div>
      {composing && (
        <Suspense
          fallback={
            <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
              {t('Loading the form…')}
            </p>
          }
        >
          <NewDiscussion
            initialCategory={category}
            onCancel={() => setComposing(false)}
            onCreated={(id) => void navigate(`/community/threads/${encodeURIComponent(id)}`)}
          />
        </Suspense>
      )}
      <div className="mt-6 flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t(current.description)}</p>
        <div className="flex items-center gap-2">
          <label
            htmlFor={sortId}
            className="text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            {t('Sort')}
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => setSort(event.target.value as Sort)}
            className={`${inputClasses} mt-0 w-auto py-1.5`}
          >
            {sorts.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {t(entry.label)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <CategoryThreads category={category} sort={sort} name={t(current.name)} />
    </TitledSection>
  );
}

function CategoryThreads({
  category,
  sort,
  name,
}: {
  category: ForumCategoryId;
  sort: Sort;
  name: string;
}) {
  const t = useT();
  const threads = useInfiniteQuery({
    queryKey: [...communityKeys.threads({ category, sort }), 'pages'],
    queryFn: ({ pageParam }) =>
      fetchThreads({ category, sort, limit: FORUM_PAGE_SIZE, after: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.length === FORUM_PAGE_SIZE ? last.at(-1)?.cursor : undefined),
  });
  const now = new Date();

  if (threads.isError) {
    return (
      <div className="mt-4">
        <LoadError
          message={threads.error.message}
          onRetry={() => void threads.refetch()}
          retrying={threads.isRefetching}
        />
      </div>
    );
  }
  if (!threads.data) {
    return (
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400" role="status">
        {t('Loading discussions…')}
      </p>
    );
  }
  const list = threads.data.pages.flat();
  if (list.length === 0) {
    return (
      <div className={`mt-4 p-6 ${rowsPanelClasses}`}>
        <EmptyState
          icon={MessagesSquare}
          title={
            sort === 'unanswered' ? t('Every question here has an answer') : t('No discussions yet')
          }
          text={t('Start the first discussion in {{name}}.', { name })}
        />
      </div>
    );
  }
  return (
    <>
      <ul
        className={`mt-4 ${rowsPanelClasses}`}
        aria-label={t('Discussions in {{name}}', { name })}
      >
        {list.map((thread) => (
          <ForumThreadRow key={thread.id} thread={thread} now={now} />
        ))}
      </ul>
      {threads.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void threads.fetchNextPage()}
            disabled={threads.isFetchingNextPage}
          >
            {threads.isFetchingNextPage ? t('Loading…') : t('Load more')}
          </Button>
        </div>
      )}
    </>
  );
}
