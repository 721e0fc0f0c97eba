// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { events, eventsIntro } from '@content/community';
import { DELETED_USER, type CommunityStats } from '@domain/community';
import { CommunityPage } from './CommunityPage';
import { FORUM_PAGE_SIZE } from './Forum';
import { ada, bob, summary } from '@web/test/community-fixtures';
import { authDialog, renderAt } from './test/forum-fixtures';

const forum = vi.hoisted(() => ({
  forumKeys: {
    stats: ['community', 'stats'],
    me: (id: string | null) => ['community-me', id],
    search: (q: string) => ['community', 'search', q],
    moderation: ['community', 'moderation'],
  },
  fetchCommunityStats: vi.fn(),
  fetchCommunityMe: vi.fn(),
  searchForum: vi.fn(),
}));
vi.mock('@web/lib/forum', () => forum);
const community = vi.hoisted(() => ({
  communityKeys: {
    all: ['community'],
    threads: (query: object) => ['community', 'threads', query],
    thread: (id: string) => ['community', 'thread', id],
  },
  fetchThreads: vi.fn(),
  CommunityError: class extends Error {},
}));
vi.mock('@web/lib/community', () => community);

const STATS: CommunityStats = {
  members: 12_345,
  discussionsThisWeek: 1,
  solutionsShared: 0,
  latest: [
    summary({
      id: 'lesson-thread',
      title: 'Stuck on c-012',
      category: null,
      lessonId: 'c-012',
      replyCount: 1,
    }),
    summary({
      id: 'challenge-thread',
      title: 'Practice three approaches',
      category: null,
      challengeId: 'practice-003',
      replyCount: 12,
    }),
  ],
  topContributors: [{ author: bob, points: 1_035, upvotes: 101, acceptedAnswers: 1 }],
};

const renderPage = (path = '/community', userId: string | null = null) =>
  renderAt(<CommunityPage />, { route: '/community', path, userId });

beforeEach(() => {
  forum.fetchCommunityStats.mockResolvedValue(STATS);
  forum.fetchCommunityMe.mockResolvedValue({
    handle: 'ada',
    name: 'Ada Lovelace',
    isModerator: false,
    isAdmin: false,
    suspended: null,
  });
  community.fetchThreads.mockResolvedValue([]);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('CommunityPage', () => {
  it('shows a loading state, then the real figures formatted', async () => {
    let resolve: (stats: CommunityStats) => void = () => undefined;
    forum.fetchCommunityStats.mockReturnValue(new Promise((done) => (resolve = done)));
    renderPage();
    const tiles = () => screen.getAllByTestId('community-stat').map((tile) => tile.textContent);
    expect(tiles()).toEqual([
      'MembersLoading',
      'Discussions this weekLoading',
      'Solutions sharedLoading',
    ]);
    resolve(STATS);
    await waitFor(() =>
      expect(tiles()).toEqual(['Members12,345', 'Discussions this week1', 'Solutions shared0']),
    );
    expect(screen.queryByText('50K+')).not.toBeInTheDocument();
  });

  it('lists a category’s threads with the right plurals, badges and deleted authors', async () => {
    community.fetchThreads.mockResolvedValue([
      summary({ id: 'a', title: 'One reply here', replyCount: 1, answered: true, pinned: true }),
      summary({ id: 'b', title: 'Nobody yet', replyCount: 0, author: null, locked: true }),
      summary({ id: 'c', title: 'Busy thread', replyCount: 1234 }),
    ]);
    renderPage('/community?category=c-help');
    const list = await screen.findByRole('list', { name: 'Discussions in C help' });
    const rows = within(list).getAllByTestId('thread-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('1 reply');
    expect(rows[0]).not.toHaveTextContent('1 replies');
    expect(rows[0]).toHaveTextContent('Pinned');
    expect(rows[0]).toHaveTextContent('Answered');
    expect(rows[1]).toHaveTextContent('0 replies');
    expect(rows[1]).toHaveTextContent(DELETED_USER);
    expect(rows[1]).toHaveTextContent('Locked');
    expect(rows[2]).toHaveTextContent('1,234 replies');
    expect(within(rows[0]!).getByRole('link', { name: 'One reply here' })).toHaveAttribute(
      'href',
      '/community/threads/a',
    );
    expect(community.fetchThreads).toHaveBeenCalledWith({
      category: 'c-help',
      sort: 'latest',
      limit: FORUM_PAGE_SIZE,
      after: undefined,
    });
    expect(screen.getByRole('button', { name: 'C help' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the next page after the last thread’s cursor', async () => {
    const page = Array.from({ length: FORUM_PAGE_SIZE }, (_, index) =>
      summary({ id: `t${index}`, title: `Thread number ${index}`, cursor: `c${index}` }),
    );
    community.fetchThreads
      .mockResolvedValueOnce(page)
      .mockResolvedValueOnce([summary({ id: 'last', title: 'The very last one' })]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'The very last one' })).toBeInTheDocument();
    expect(community.fetchThreads).toHaveBeenLastCalledWith({
      category: 'general',
      sort: 'latest',
      limit: FORUM_PAGE_SIZE,
      after: `c${FORUM_PAGE_SIZE - 1}`,
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('sorts by the chosen order', async () => {
    renderPage();
    await userEvent.selectOptions(screen.getByLabelText('Sort'), 'unanswered');
    await waitFor(() =>
      expect(community.fetchThreads).toHaveBeenLastCalledWith(
        expect.objectContaining({ sort: 'unanswered' }),
      ),
    );
    expect(await screen.findByText('Every question here has an answer')).toBeInTheDocument();
  });

  it('names the lesson or challenge of the latest discussions, and ranks contributors', async () => {
    renderPage();
    const latest = await screen.findByTestId('latest-discussions');
    const rows = within(latest).getAllByTestId('thread-row');
    expect(rows[0]).toHaveTextContent('Lesson c-012');
    expect(rows[0]).toHaveTextContent('1 reply');
    expect(rows[1]).toHaveTextContent('Challenge practice-003');
    expect(rows[1]).toHaveTextContent('12 replies');
    const contributor = screen.getByTestId('contributor');
    expect(contributor).toHaveTextContent('Bob Kernighan');
    expect(contributor).toHaveTextContent('1,035 points');
    expect(contributor).toHaveTextContent('101 upvotes, 1 accepted answer');
  });

  it('asks a visitor to sign in before a new discussion', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'New discussion' }));
    expect(authDialog.open).toHaveBeenCalledWith('login', { returnTo: '/community' });
  });

  it('searches and links each result to its thread', async () => {
    forum.searchForum.mockResolvedValue([
      {
        threadId: 'thread-9',
        title: 'Pointer arithmetic question',
        postId: 'post-4',
        excerpt: 'pointers move by the size',
        createdAt: '2026-11-03T10:00:00.000Z',
        place: { kind: 'lesson', lessonId: 'c-012' },
      },
    ]);
    renderPage();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the discussions' }), 'p');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type at least 2 characters to search.');
    await userEvent.type(screen.getByRole('searchbox'), 'ointer');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const link = await screen.findByRole('link', { name: 'Pointer arithmetic question' });
    expect(link).toHaveAttribute('href', '/community/threads/thread-9#post-post-4');
    expect(forum.searchForum).toHaveBeenCalledWith('pointer');
    expect(screen.getByTestId('search-results')).toHaveTextContent('Lesson c-012');
  });

  it('marks the events as a sample without a Register button', () => {
    renderPage();
    expect(screen.getByTestId('events-sample-notice')).toHaveTextContent(eventsIntro.sampleNotice);
    expect(screen.getAllByTestId('event')).toHaveLength(events.length);
    expect(screen.queryByRole('button', { name: /register/i })).not.toBeInTheDocument();
    expect(screen.getAllByText('Registration not open yet')).toHaveLength(events.length);
  });

  it('shows moderators the way to the moderation view, and not others', async () => {
    renderPage('/community', ada.id);
    await waitFor(() => expect(forum.fetchCommunityMe).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
    cleanup();
    forum.fetchCommunityMe.mockResolvedValue({
      handle: 'bob',
      name: 'Bob',
      isModerator: true,
      isAdmin: false,
      suspended: null,
    });
    renderPage('/community', bob.id);
    expect(await screen.findByRole('link', { name: 'Moderation' })).toHaveAttribute(
      'href',
      '/community?view=moderation',
    );
  });
});
