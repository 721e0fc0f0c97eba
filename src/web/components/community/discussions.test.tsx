// @vitest-environment jsdom
import type { User } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationList, ThreadSummary } from '@domain/community';
import { AuthDialogContext, type AuthDialogState } from '@web/lib/auth-dialog';
import { queryClient } from '@web/lib/query-client';
import { ada, summary } from '@web/test/community-fixtures';

const account = vi.hoisted(() => ({ useCurrentUser: vi.fn<() => User | null>() }));
vi.mock('@web/lib/account', () => account);
const community = vi.hoisted(() => ({
  communityKeys: {
    all: ['community'],
    threads: (query: object) => ['community', 'threads', query],
    thread: (id: string) => ['community', 'thread', id],
  },
  fetchThreads: vi.fn(),
  createThread: vi.fn(),
}));
vi.mock('@web/lib/community', () => community);
const notifications = vi.hoisted(() => ({ fetchNotifications: vi.fn() }));
vi.mock('@web/lib/notifications', async (original) => ({
  ...(await original<object>()),
  fetchNotifications: notifications.fetchNotifications,
}));

const { NewThreadForm } = await import('./NewThreadForm');
const { DiscussionPanel, EMPTY_DISCUSSION } = await import('./DiscussionPanel');
const { diffRows, SolutionDiff } = await import('./SolutionDiff');
const { NotificationBell } = await import('./NotificationBell');

const learner = { id: 'user-1', email: 'ada@example.com' } as User;

/** A question on lesson c-012, as the lesson's discussion lists it. */
const thread = (fields: Partial<ThreadSummary>): ThreadSummary =>
  summary({
    title: 'Why does my loop stop early?',
    category: null,
    lessonId: 'c-012',
    excerpt: '',
    cursor: 'c1',
    ...fields,
  });

const authDialog = { open: vi.fn() } as unknown as AuthDialogState & {
  open: ReturnType<typeof vi.fn>;
};

function renderWithApp(element: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AuthDialogContext value={authDialog}>
        <MemoryRouter initialEntries={['/learn/c']}>
          <Routes>
            <Route path="/learn/c" element={element} />
            <Route path="/community/threads/:id" element={<p>Thread page</p>} />
          </Routes>
        </MemoryRouter>
      </AuthDialogContext>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  account.useCurrentUser.mockReturnValue(learner);
});
afterEach(() => {
  cleanup();
  // The panels keep the app's one query cache.
  queryClient.clear();
  vi.clearAllMocks();
});

describe('NewThreadForm', () => {
  const place = { kind: 'lesson', lessonId: 'c-012' } as const;

  it('says what is wrong with the title and the body, and sends nothing', async () => {
    const onCreated = vi.fn();
    renderWithApp(<NewThreadForm place={place} onCreated={onCreated} />);
    await userEvent.type(screen.getByLabelText('Title'), 'Help');
    await userEvent.click(screen.getByRole('button', { name: 'Post question' }));
    expect(screen.getByText('Title is too short: at least 8 characters')).toBeInTheDocument();
    expect(
      screen.getByText('Your question is too short: write at least a few words'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(community.createThread).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('posts the thread to its lesson and hands over the new id', async () => {
    community.createThread.mockResolvedValue({ id: 'thread-9' });
    const onCreated = vi.fn();
    renderWithApp(<NewThreadForm place={place} onCreated={onCreated} />);
    await userEvent.type(screen.getByLabelText('Title'), '  Why does my loop stop early?  ');
    await userEvent.type(screen.getByLabelText('Your question'), 'It prints 0 to 3 only.');
    await userEvent.click(screen.getByRole('button', { name: 'Post question' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('thread-9'));
    expect(community.createThread).toHaveBeenCalledWith({
      title: 'Why does my loop stop early?',
      body: 'It prints 0 to 3 only.',
      lessonId: 'c-012',
    });
  });

  it("shows the server's refusal in its own words", async () => {
    community.createThread.mockRejectedValue(
      new Error('You are posting faster than the community allows. Please wait 7 minutes.'),
    );
    renderWithApp(<NewThreadForm place={place} onCreated={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Title'), 'Why does my loop stop early?');
    await userEvent.type(screen.getByLabelText('Your question'), 'It prints 0 to 3 only.');
    await userEvent.click(screen.getByRole('button', { name: 'Post question' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are posting faster than the community allows. Please wait 7 minutes.',
    );
  });
});

describe('DiscussionPanel', () => {
  const place = { kind: 'lesson', lessonId: 'c-012' } as const;

  it('lists the threads with their replies counted in words and the answered badge', async () => {
    community.fetchThreads.mockResolvedValue([
      thread({ id: 'a', title: 'Nobody answered this yet', replyCount: 0 }),
      thread({ id: 'b', title: 'One answer here', replyCount: 1, answered: true }),
      thread({ id: 'c', title: 'A busy question', replyCount: 12, author: null }),
    ]);
    renderWithApp(<DiscussionPanel place={place} />);
    const rows = await screen.findAllByTestId('discussion-thread');
    expect(community.fetchThreads).toHaveBeenCalledWith({ lessonId: 'c-012' });
    expect(rows.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual([
      '/community/threads/a',
      '/community/threads/b',
      '/community/threads/c',
    ]);
    expect(within(rows[0]!).getByText('0 replies')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1 reply')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Answered')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('Answered')).toBeNull();
    expect(within(rows[2]!).getByText('12 replies')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('deleted user')).toBeInTheDocument();
  });

  it('invites the first question when there is none, and goes to the new thread', async () => {
    community.fetchThreads.mockResolvedValue([]);
    community.createThread.mockResolvedValue({ id: 'new-thread' });
    renderWithApp(<DiscussionPanel place={place} />);
    expect(await screen.findByText(EMPTY_DISCUSSION)).toBeInTheDocument();
    expect(EMPTY_DISCUSSION).toBe('No questions yet. Stuck? Ask the community.');
    await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    await userEvent.type(screen.getByLabelText('Title'), 'Why does my loop stop early?');
    await userEvent.type(screen.getByLabelText('Your question'), 'It prints 0 to 3 only.');
    await userEvent.click(screen.getByRole('button', { name: 'Post question' }));
    expect(await screen.findByText('Thread page')).toBeInTheDocument();
  });

  it('asks a visitor to sign in instead of opening the form', async () => {
    account.useCurrentUser.mockReturnValue(null);
    community.fetchThreads.mockResolvedValue([]);
    renderWithApp(<DiscussionPanel place={place} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ask a question' }));
    expect(authDialog.open).toHaveBeenCalledWith('login');
    expect(screen.queryByLabelText('Title')).toBeNull();
  });
});

describe('SolutionDiff', () => {
  const own = 'int main(void) {\n  int i = 0;\n  return 0;\n}\n';
  const theirs = 'int main(void) {\n  int i = 1;\n  return 0;\n}\n';

  it('marks each line with its sign: only yours -, only theirs +, both blank', () => {
    expect(diffRows(own, theirs)).toEqual([
      { sign: ' ', text: 'int main(void) {' },
      { sign: '-', text: '  int i = 0;' },
      { sign: '+', text: '  int i = 1;' },
      { sign: ' ', text: '  return 0;' },
      { sign: ' ', text: '}' },
    ]);
  });

  it('shows the signs and the counts, not only colours', () => {
    const { container } = render(
      <SolutionDiff own={own} theirs={theirs} theirName="Ada Lovelace" />,
    );
    expect([...container.querySelectorAll('del')].map((line) => line.textContent)).toEqual([
      'removed: -  int i = 0;\n',
    ]);
    expect([...container.querySelectorAll('ins')].map((line) => line.textContent)).toEqual([
      'added: +  int i = 1;\n',
    ]);
    expect(screen.getByText(/only in your code \(1\)/)).toBeInTheDocument();
    expect(screen.getByText(/only in Ada Lovelace’s \(1\)/)).toBeInTheDocument();
  });

  it('says when both programs are the same', () => {
    render(<SolutionDiff own={own} theirs={own} theirName="Ada Lovelace" />);
    expect(screen.getByText('Your code and Ada Lovelace’s are the same.')).toBeInTheDocument();
  });
});

describe('NotificationBell', () => {
  const list = (unread: number): NotificationList => ({
    unread,
    items: [
      {
        id: 'n1',
        kind: 'reply',
        threadId: 'thread-1',
        threadTitle: 'Why does my loop stop early?',
        postId: 'post-2',
        actor: ada,
        createdAt: new Date().toISOString(),
        read: unread === 0,
      },
    ],
  });

  it('names the unread count on the button', async () => {
    notifications.fetchNotifications.mockResolvedValue(list(3));
    renderWithApp(<NotificationBell />);
    expect(
      await screen.findByRole('button', { name: 'Notifications, 3 unread' }),
    ).toBeInTheDocument();
  });

  it('says only "Notifications" with nothing unread, and lists them when opened', async () => {
    notifications.fetchNotifications.mockResolvedValue(list(0));
    renderWithApp(<NotificationBell />);
    await waitFor(() => expect(notifications.fetchNotifications).toHaveBeenCalled());
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await userEvent.click(bell);
    const link = await screen.findByRole('link', {
      name: /Ada Lovelace replied to your question “Why does my loop stop early\?”/,
    });
    expect(link).toHaveAttribute('href', '/community/threads/thread-1#post-post-2');
    expect(bell).toHaveAttribute('aria-expanded', 'true');
  });

  it('is not there for visitors', () => {
    account.useCurrentUser.mockReturnValue(null);
    renderWithApp(<NotificationBell />);
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(notifications.fetchNotifications).not.toHaveBeenCalled();
  });
});
