import { challengeIdSchema, lessonIdSchema } from './ids';
import { z } from './zod';

/*
 * The community: the forum, the discussions on every lesson and challenge, published solutions,
 * moderation and notifications. The server checks every request with these schemas and the web
 * app reads every answer with the types below; the rules' numbers live here, once.
 */

/** The forum's categories, in the order the forum lists them. */
export const forumCategories = [
  { id: 'general', name: 'General', description: 'Say hello, ask about the site, talk shop.' },
  { id: 'c-help', name: 'C help', description: 'Stuck on a program? Show the code and ask.' },
  {
    id: 'challenges',
    name: 'Challenges',
    description: 'The daily and practice challenges: approaches, not answers.',
  },
  {
    id: 'show-and-tell',
    name: 'Show and tell',
    description: 'Something you built or learned that others would enjoy.',
  },
] as const;

export type ForumCategoryId = (typeof forumCategories)[number]['id'];
export const forumCategoryIds = forumCategories.map((category) => category.id) as [
  ForumCategoryId,
  ...ForumCategoryId[],
];

/** Where a thread lives: a forum category, a lesson (and its exercise) or a challenge. */
export type ThreadPlace =
  | { kind: 'category'; category: ForumCategoryId }
  | { kind: 'lesson'; lessonId: string }
  | { kind: 'challenge'; challengeId: string };

export const THREAD_TITLE_MIN = 8;
export const THREAD_TITLE_MAX = 150;
/** A post's Markdown, in characters. */
export const POST_BODY_MAX = 10_000;
export const POST_BODY_MIN = 2;
export const REPORT_DETAILS_MAX = 500;
export const SOLUTION_NOTE_MAX = 500;
export const MODERATION_REASON_MIN = 3;
export const MODERATION_REASON_MAX = 500;
export const SEARCH_QUERY_MAX = 200;

/**
 * Posting limits (threads and replies count together). An account younger than
 * NEW_ACCOUNT_HOURS gets the stricter one, and its links carry rel="nofollow ugc".
 */
export const NEW_ACCOUNT_HOURS = 24;
export const POST_LIMIT = { posts: 10, windowMinutes: 10 } as const;
export const NEW_ACCOUNT_POST_LIMIT = { posts: 3, windowMinutes: 10 } as const;
export const REPORT_LIMIT = { reports: 10, windowMinutes: 60 } as const;

/** Community points: what top contributors are ranked by. */
export const COMMUNITY_POINTS = { upvote: 10, acceptedAnswer: 25, solutionUpvote: 5 } as const;

/** What a learner who has not passed a lesson's exercise or a challenge sees instead of code. */
export const SPOILER_BUTTON = 'I have solved it or I give up';
export const SPOILER_NOTICE =
  'Code in this discussion is hidden until you pass it, so it does not spoil the exercise for you.';
/** What a deleted account's posts show in the author's place. */
export const DELETED_USER = 'deleted user';

export const reportReasons = [
  { id: 'spam', label: 'Spam or advertising' },
  { id: 'abuse', label: 'Rude, abusive or harassing' },
  { id: 'spoiler', label: 'Gives away a full solution' },
  { id: 'off-topic', label: 'Off topic' },
  { id: 'other', label: 'Something else' },
] as const;
export type ReportReason = (typeof reportReasons)[number]['id'];
const reportReasonIds = reportReasons.map((reason) => reason.id) as [
  ReportReason,
  ...ReportReason[],
];

export const solutionKinds = ['exercise', 'challenge'] as const;
export type SolutionKind = (typeof solutionKinds)[number];

export const notificationKinds = ['reply', 'mention', 'accepted'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** A lesson id written in a post (c-012) becomes a link to the lesson. */
export const LESSON_MENTION = /\b(c-\d{3})\b/g;
/** A person mentioned in a post: @ and their community handle. */
export const HANDLE_MENTION = /(^|[^\w@])@([a-z0-9][a-z0-9-]{1,30}[a-z0-9])\b/g;

// ---------------------------------------------------------------------------------------------
// Requests

const idSchema = (what: string) =>
  z
    .string({ message: `is required: the ${what}'s id` })
    .trim()
    .min(1, `is required: the ${what}'s id`)
    .max(100, `is not a ${what} id`);

export const threadIdSchema = idSchema('thread');
export const postIdSchema = idSchema('post');
export const solutionIdSchema = idSchema('solution');

export const postBodySchema = z
  .string({ message: 'is required: write your post' })
  .trim()
  .min(POST_BODY_MIN, 'is too short: write at least a few words')
  .max(POST_BODY_MAX, `is too long: at most ${POST_BODY_MAX.toLocaleString('en-US')} characters`);

export const threadTitleSchema = z
  .string({ message: 'is required: a title that says what the question is' })
  .trim()
  .min(THREAD_TITLE_MIN, `is too short: at least ${THREAD_TITLE_MIN} characters`)
  .max(THREAD_TITLE_MAX, `is too long: at most ${THREAD_TITLE_MAX} characters`);

export const forumCategorySchema = z.enum(forumCategoryIds, {
  message: `must be one of ${forumCategoryIds.join(', ')}`,
});

/** POST /functions/v1/forum-threads: exactly one of category, lessonId, challengeId. */
export const threadCreateRequestSchema = z
  .object({
    title: threadTitleSchema,
    body: postBodySchema,
    category: forumCategorySchema.optional(),
    lessonId: lessonIdSchema.optional(),
    challengeId: challengeIdSchema.optional(),
  })
  .refine(
    (request) =>
      [request.category, request.lessonId, request.challengeId].filter(
        (place) => place !== undefined,
      ).length === 1,
    { message: 'Choose where the thread goes: one of category, lessonId or challengeId.' },
  );
export type ThreadCreateRequest = z.infer<typeof threadCreateRequestSchema>;

/** GET /functions/v1/forum-threads: one place, or none for the latest everywhere. */
export const threadListQuerySchema = z.object({
  category: forumCategorySchema.optional(),
  lessonId: lessonIdSchema.optional(),
  challengeId: challengeIdSchema.optional(),
  sort: z.enum(['latest', 'top', 'unanswered']).default('latest'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  /** A thread's `cursor` from the page before: the list goes on after it. */
  after: z.string().max(200).optional(),
});
export type ThreadListQuery = z.infer<typeof threadListQuerySchema>;

/** POST /functions/v1/forum-posts */
export const postCreateRequestSchema = z.object({ threadId: threadIdSchema, body: postBodySchema });
/** PATCH /functions/v1/forum-posts/:id (the author only; the version before is kept). */
export const postEditRequestSchema = z.object({ body: postBodySchema });
/** POST /functions/v1/forum-votes: one upvote per person and post; `up: false` takes it back. */
export const voteRequestSchema = z.object({ postId: postIdSchema, up: z.boolean() });
/** POST /functions/v1/forum-accept: the thread's author marks a reply (null: none). */
export const acceptRequestSchema = z.object({
  threadId: threadIdSchema,
  postId: postIdSchema.nullable(),
});
/** POST /functions/v1/forum-reports */
export const reportRequestSchema = z.object({
  postId: postIdSchema,
  reason: z.enum(reportReasonIds, { message: 'must be one of the reasons offered' }),
  details: z.string().trim().max(REPORT_DETAILS_MAX, 'is too long').optional(),
});
/** POST /functions/v1/forum-reveal: "I have solved it or I give up" for one lesson or challenge. */
export const revealRequestSchema = z
  .object({ lessonId: lessonIdSchema.optional(), challengeId: challengeIdSchema.optional() })
  .refine((request) => (request.lessonId === undefined) !== (request.challengeId === undefined), {
    message: 'Name one lesson (lessonId) or one challenge (challengeId).',
  });
/** GET /functions/v1/forum-search?q= */
export const searchQuerySchema = z.object({
  q: z
    .string({ message: 'is required: words to look for' })
    .trim()
    .min(2, 'is too short: at least 2 characters')
    .max(SEARCH_QUERY_MAX, 'is too long'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

const moderationReasonSchema = z
  .string({ message: 'is required: say why, for the moderation log' })
  .trim()
  .min(MODERATION_REASON_MIN, 'is required: say why, for the moderation log')
  .max(MODERATION_REASON_MAX, 'is too long');

/** POST /functions/v1/forum-moderation: one action, logged with who and why. */
export const moderationActionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.enum(['hide', 'restore']),
    postId: postIdSchema,
    reason: moderationReasonSchema,
  }),
  z.object({
    action: z.enum(['lock', 'unlock', 'pin', 'unpin']),
    threadId: threadIdSchema,
    reason: moderationReasonSchema,
  }),
  z.object({
    action: z.literal('suspend'),
    userId: idSchema('account'),
    /** Days from now; omitted: until a moderator lifts it. */
    days: z.number().int().min(1).max(3650).optional(),
    reason: moderationReasonSchema,
  }),
  z.object({
    action: z.literal('unsuspend'),
    userId: idSchema('account'),
    reason: moderationReasonSchema,
  }),
  z.object({
    action: z.literal('dismiss'),
    reportId: idSchema('report'),
    reason: moderationReasonSchema,
  }),
  /** Admins only (ADMIN_EMAILS): make a learner a moderator, or stop. */
  z.object({
    action: z.enum(['promote', 'demote']),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .pipe(z.email({ message: 'must be an e-mail address' })),
    reason: moderationReasonSchema,
  }),
]);
export type ModerationAction = z.infer<typeof moderationActionSchema>;

/** POST /functions/v1/solutions: publish the learner's own passing code (kept by the server). */
export const solutionPublishRequestSchema = z.object({
  kind: z.enum(solutionKinds),
  targetId: z.string().trim().min(1).max(40),
  note: z.string().trim().max(SOLUTION_NOTE_MAX, 'is too long').default(''),
});
/** GET /functions/v1/solutions?kind=&targetId=&sort= */
export const solutionListQuerySchema = z.object({
  kind: z.enum(solutionKinds),
  targetId: z.string().trim().min(1).max(40),
  sort: z.enum(['votes', 'date']).default('votes'),
});
export const solutionVoteRequestSchema = z.object({
  solutionId: solutionIdSchema,
  up: z.boolean(),
});
/** POST /functions/v1/notifications-read: these, or every one. */
export const notificationsReadRequestSchema = z.object({
  ids: z.array(z.string().max(100)).max(100).optional(),
});

// ---------------------------------------------------------------------------------------------
// Answers

/** Who wrote something: null once the account is deleted (shown as DELETED_USER). */
export interface CommunityAuthor {
  id: string;
  name: string;
  handle: string;
  /** Moderators and admins wear a badge. */
  moderator: boolean;
}

export interface ThreadSummary {
  id: string;
  title: string;
  category: ForumCategoryId | null;
  lessonId: string | null;
  challengeId: string | null;
  author: CommunityAuthor | null;
  createdAt: string;
  /** The last post's time. */
  lastActivityAt: string;
  replyCount: number;
  /** The opening post's upvotes. */
  score: number;
  answered: boolean;
  pinned: boolean;
  locked: boolean;
  /** The opening post's first words, as plain text (code left out). */
  excerpt: string;
  /** Pass it as `after` for the next page. */
  cursor: string;
}

export interface ForumPost {
  id: string;
  author: CommunityAuthor | null;
  /** Sanitised HTML of the Markdown (empty once deleted or hidden). */
  html: string;
  /** The Markdown, for its author to edit; null for everyone else. */
  body: string | null;
  createdAt: string;
  /** Set when the post was edited; its earlier versions are at forum-post-revisions. */
  editedAt: string | null;
  revisionCount: number;
  score: number;
  /** The viewer upvoted it. */
  voted: boolean;
  accepted: boolean;
  /** Deleted by its author, or its author's account was deleted. */
  deleted: boolean;
  /** Hidden by a moderator (moderators still see `html`). */
  hidden: boolean;
  /** Code blocks left out because the viewer has not passed the thread's exercise or challenge. */
  hiddenCodeBlocks: number;
  /** The opening post of the thread. */
  opening: boolean;
}

export interface ThreadViewer {
  signedIn: boolean;
  canReply: boolean;
  /** Why not, in a sentence, when signed in and cannot. */
  cannotReplyReason: string | null;
  isAuthor: boolean;
  isModerator: boolean;
  /** Code is hidden behind SPOILER_BUTTON for this viewer. */
  spoilersHidden: boolean;
}

/** GET /functions/v1/forum-threads/:id */
export interface ThreadDetail extends ThreadSummary {
  acceptedPostId: string | null;
  posts: ForumPost[];
  viewer: ThreadViewer;
}

export interface PostRevision {
  html: string;
  body: string;
  /** When this version was replaced. */
  replacedAt: string;
}

export interface SearchHit {
  threadId: string;
  title: string;
  postId: string;
  /** Plain text around the first match. */
  excerpt: string;
  createdAt: string;
  place: ThreadPlace;
}

export interface PublishedSolution {
  id: string;
  author: CommunityAuthor | null;
  code: string;
  note: string;
  createdAt: string;
  score: number;
  voted: boolean;
  own: boolean;
}

/** GET /functions/v1/solutions: only for learners who passed it themselves. */
export interface SolutionList {
  solutions: PublishedSolution[];
  /** The viewer's own last passing code, for the diff view. */
  ownCode: string | null;
  /** The viewer has published theirs. */
  published: boolean;
}

export interface CommunityNotification {
  id: string;
  kind: NotificationKind;
  threadId: string;
  threadTitle: string;
  postId: string | null;
  actor: CommunityAuthor | null;
  createdAt: string;
  read: boolean;
}

export interface NotificationList {
  unread: number;
  items: CommunityNotification[];
}

export interface TopContributor {
  author: CommunityAuthor;
  points: number;
  acceptedAnswers: number;
  upvotes: number;
}

/** GET /functions/v1/community-stats: public, real figures. */
export interface CommunityStats {
  members: number;
  discussionsThisWeek: number;
  solutionsShared: number;
  latest: ThreadSummary[];
  topContributors: TopContributor[];
}

/** GET /functions/v1/community-me */
export interface CommunityMe {
  handle: string;
  name: string;
  isModerator: boolean;
  isAdmin: boolean;
  /** Until when posting is suspended (null: indefinitely), or absent. */
  suspended: { until: string | null; reason: string } | null;
}

export interface ModerationReport {
  id: string;
  postId: string;
  threadId: string;
  threadTitle: string;
  reason: ReportReason;
  details: string;
  reporter: CommunityAuthor | null;
  postAuthor: CommunityAuthor | null;
  postHtml: string;
  postHidden: boolean;
  createdAt: string;
}

export interface ModerationLogEntry {
  id: string;
  moderator: CommunityAuthor | null;
  action: ModerationAction['action'];
  /** What it was done to, in words: "post in “Why does my loop…”", "ada@…". */
  target: string;
  reason: string;
  createdAt: string;
}

/** GET /functions/v1/forum-moderation (moderators) */
export interface ModerationOverview {
  reports: ModerationReport[];
  log: ModerationLogEntry[];
  moderators: { author: CommunityAuthor; email: string; source: 'config' | 'app' }[];
  suspensions: {
    author: CommunityAuthor;
    until: string | null;
    reason: string;
    createdAt: string;
  }[];
}
