// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELETED_USER, SPOILER_BUTTON, SPOILER_NOTICE, type ThreadDetail } from '@domain/community';
import { ada, bob, detail, post } from '@web/test/community-fixtures';
import { authDialog, renderAt } from '../test/forum-fixtures';
import { HIDDEN_POST } from '../moderation/pending-actions';
import { DELETED_POST } from './PostCard';
import { THREAD_NOT_FOUND, ThreadPage } from './ThreadPage';

const forum = vi.hoisted(() => ({
  forumKeys: { revisions: (id: string) => ['community', 'revisions', id] },
  fetchThread: vi.fn(),
  votePost: vi.fn(),
  acceptAnswer: vi.fn(),
  revealSpoilers: vi.fn(),
  moderate: vi.fn(),
  postReply: vi.fn(),
  editPost: vi.fn(),
  deletePost: vi.fn(),
  reportPost: vi.fn(),
  fetchRevisions: vi.fn(),
}));
vi.mock('@web/lib/forum', () => forum);
const community = vi.hoisted(() => ({
  communityKeys: { all: ['community'], thread: (id: string) => ['community', 'thread', id] },
  CommunityError: class CommunityError extends Error {
    constructor(
      message: string,
      readonly status: number | null = null,
    ) {
      super(message);
    }
  },
}));
vi.mock('@web/lib/community', () => community);
vi.mock('@web/components/community/PostBody', () => ({
  PostBody: ({ html }: { html: string }) => <div data-testid="post-body">{html}</div>,
}));

const answer = post({
  id: 'post-2',
  author: bob,
  opening: false,
  html: '<p>Use a space.</p>',
  score: 2,
});

function renderThread(thread: ThreadDetail, userId: string | null = ada.id) {
  forum.fetchThread.mockResolvedValue(thread);
  renderAt(<ThreadPage />, {
    route: '/community/threads/:id',
    path: '/community/threads/thread-1',
    userId,
  });
}

const posts = () => screen.getAllByTestId('post');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ThreadPage', () => {
  it('shows the thread with its place, and the asker may accept a reply (not the question)', async () => {
    forum.acceptAnswer.mockResolvedValue({ acceptedPostId: 'post-2' });
    renderThread(
      detail({
        replyCount: 1,
        posts: [post({ body: 'It skips the second one.' }), answer],
        viewer: { ...detail().viewer, isAuthor: true },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Why does scanf skip my input?',
    );
    await waitFor(() => expect(document.title).toBe('Why does scanf skip my input? | CodeNest'));
    expect(screen.getByTestId('thread-place')).toHaveTextContent('C help');
    expect(screen.getByText('1 reply')).toBeInTheDocument();
    const [question, reply] = posts();
    expect(within(question!).queryByRole('button', { name: 'Accept this answer' })).toBeNull();
    expect(within(question!).queryByRole('button', { name: 'Upvote' })).toBeNull();
    expect(within(question!).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(reply!).getByText('Moderator')).toBeInTheDocument();
    expect(within(reply!).getByTestId('post-score')).toHaveTextContent('2 upvotes');
    await userEvent.click(within(reply!).getByRole('button', { name: 'Accept this answer' }));
    expect(forum.acceptAnswer).toHaveBeenCalledWith('thread-1', 'post-2');
  });

  it('toggles an upvote with aria-pressed and shows the new count', async () => {
    forum.votePost.mockResolvedValue({ score: 3, voted: true });
    renderThread(detail({ posts: [post({ author: bob }), answer] }));
    await screen.findAllByTestId('post');
    const upvote = within(posts()[1]!).getByRole('button', { name: 'Upvote' });
    expect(upvote).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(upvote);
    expect(forum.votePost).toHaveBeenCalledWith('post-2', true);
    await waitFor(() => expect(upvote).toHaveAttribute('aria-pressed', 'true'));
    expect(within(posts()[1]!).getByTestId('post-score')).toHaveTextContent('3 upvotes');
  });

  it('says when a post was deleted or hidden, and who once the account is gone', async () => {
    renderThread(
      detail({
        posts: [
          post({ author: null, deleted: true, html: '' }),
          post({ id: 'p2', opening: false, author: bob, hidden: true, html: '' }),
        ],
      }),
    );
    await screen.findAllByTestId('post');
    expect(posts()[0]).toHaveTextContent(DELETED_USER);
    expect(posts()[0]).toHaveTextContent(DELETED_POST);
    expect(posts()[1]).toHaveTextContent(HIDDEN_POST);
    expect(screen.queryByTestId('post-body')).toBeNull();
  });

  it('shows moderators a hidden post with its badge and Restore, asking why first', async () => {
    forum.moderate.mockResolvedValue({ ok: true });
    renderThread(
      detail({
        posts: [post({ id: 'p2', hidden: true, html: '<p>spam</p>' })],
        viewer: { ...detail().viewer, isModerator: true },
      }),
      bob.id,
    );
    await screen.findAllByTestId('post');
    expect(posts()[0]).toHaveTextContent('Hidden');
    expect(await screen.findByTestId('post-body')).toHaveTextContent('<p>spam</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore this post' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore post' }));
    expect(
      within(dialog).getByText('Say why, for the moderation log (at least 3 characters).'),
    ).toBeInTheDocument();
    expect(forum.moderate).not.toHaveBeenCalled();
    await userEvent.type(
      within(dialog).getByLabelText('Reason (for the moderation log)'),
      'Not spam after all',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore post' }));
    expect(forum.moderate).toHaveBeenCalledWith({
      action: 'restore',
      postId: 'p2',
      reason: 'Not spam after all',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Lock' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pin' })).toBeInTheDocument();
  });

  it('reports a post with a reason and details, asking for the reason first', async () => {
    forum.reportPost.mockResolvedValue({ id: 'report-1' });
    renderThread(detail({ posts: [post(), answer] }));
    await screen.findAllByTestId('post');
    await userEvent.click(within(posts()[1]!).getByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this post' });
    await userEvent.type(within(dialog).getByLabelText('Details (optional)'), '  An advert.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Choose a reason.')).toBeInTheDocument();
    expect(forum.reportPost).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Thank you. The moderators will look at this post.',
    );
    expect(forum.reportPost).toHaveBeenCalledWith({
      postId: 'post-2',
      reason: 'spam',
      details: 'An advert.',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides code behind the spoiler button until revealed', async () => {
    forum.revealSpoilers.mockResolvedValue({ revealed: true });
    renderThread(
      detail({
        category: null,
        lessonId: 'c-012',
        viewer: { ...detail().viewer, spoilersHidden: true },
      }),
    );
    expect(await screen.findByTestId('spoiler-notice')).toHaveTextContent(SPOILER_NOTICE);
    expect(screen.getByTestId('thread-place')).toHaveAttribute('href', '/learn/c?lesson=c-012');
    await userEvent.click(screen.getByRole('button', { name: SPOILER_BUTTON }));
    expect(forum.revealSpoilers).toHaveBeenCalledWith({ lessonId: 'c-012' });
    await waitFor(() => expect(forum.fetchThread).toHaveBeenCalledTimes(2));
  });

  it('asks visitors to sign in to reply, and says why a locked thread takes no reply', async () => {
    renderThread(
      detail({ viewer: { ...detail().viewer, signedIn: false, canReply: false } }),
      null,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in to reply' }));
    expect(authDialog.open).toHaveBeenCalledWith('login', {
      returnTo: '/community/threads/thread-1',
    });
    cleanup();
    renderThread(
      detail({
        locked: true,
        viewer: {
          ...detail().viewer,
          canReply: false,
          cannotReplyReason: 'This discussion is locked.',
        },
      }),
    );
    expect(await screen.findByTestId('cannot-reply')).toHaveTextContent(
      'This discussion is locked.',
    );
    expect(screen.queryByLabelText('Write your reply')).toBeNull();
  });

  it('posts a reply, refusing an empty one first', async () => {
    forum.postReply.mockResolvedValue({ id: 'post-3' });
    renderThread(detail());
    await userEvent.click(await screen.findByRole('button', { name: 'Post reply' }));
    expect(screen.getByText('Write at least a few words.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Write your reply'), 'Try fgets instead.');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(forum.postReply).toHaveBeenCalledWith('thread-1', 'Try fgets instead.');
  });

  it('answers an unknown thread with a way back to the community', async () => {
    forum.fetchThread.mockRejectedValue(new community.CommunityError(THREAD_NOT_FOUND, 404));
    renderAt(<ThreadPage />, {
      route: '/community/threads/:id',
      path: '/community/threads/nope',
      userId: null,
    });
    expect(
      await screen.findByRole('heading', { name: 'Discussion not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(THREAD_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the community' })).toHaveAttribute(
      'href',
      '/community',
    );
  });
});
