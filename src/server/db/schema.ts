import type { Generated } from 'kysely';
import type { PaidPlanId, SubscriptionStatus } from '@domain/billing';
import type {
  ForumCategoryId,
  ModerationAction,
  NotificationKind,
  ReportReason,
  SolutionKind,
} from '@domain/community';
import type { AssignmentKind, TeamInviteKind, TeamRole } from '@domain/teams';

/**
 * Tables as Kysely sees them. Portable across SQLite and PostgreSQL: ids are text (UUIDs),
 * timestamps are ISO-8601 text, JSON documents are text.
 */
export interface UsersTable {
  id: string;
  email: string;
  /** argon2id; empty when no password works until the owner chooses one (a contested sign-up). */
  encrypted_password: string;
  email_confirmed_at: string | null;
  /** 1 when a repeat sign-up before confirmation came with another password. */
  signup_contested: Generated<number>;
  user_metadata: string;
  app_metadata: string;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
}

/** How a session began: it decides, for one, whether a password change needs the old password. */
export type SessionMethod = 'password' | 'signup' | 'recovery' | 'sso';

export interface SessionsTable {
  id: string;
  user_id: string;
  method: SessionMethod;
  created_at: string;
  refreshed_at: string;
}

export interface RefreshTokensTable {
  id: string;
  /** SHA-256 of the token: a leaked table does not hand out sessions. */
  token_hash: string;
  session_id: string;
  /** 1 once exchanged for its successor. */
  revoked: number;
  created_at: string;
  /** When it was exchanged for its successor. */
  revoked_at: string | null;
  /**
   * Its successor, encrypted (AES-GCM, key derived from the JWT secret), kept only for the
   * reuse interval after the exchange: a second tab presenting this token gets that successor.
   */
  sealed_successor: string | null;
}

export type OneTimeTokenKind = 'signup' | 'recovery';

export interface OneTimeTokensTable {
  id: string;
  user_id: string;
  kind: OneTimeTokenKind;
  token_hash: string;
  redirect_to: string | null;
  code_challenge: string | null;
  code_challenge_method: string | null;
  created_at: string;
  expires_at: string;
  /** When a confirmation link was followed: kept until it expires, so a second use can say so. */
  used_at: string | null;
}

export interface AuthCodesTable {
  id: string;
  code_hash: string;
  user_id: string;
  /** What the code signs in after: a followed e-mail link, or a single sign-on. */
  kind: OneTimeTokenKind | 'sso';
  code_challenge: string;
  code_challenge_method: string;
  created_at: string;
  expires_at: string;
}

export interface UserSettingsTable {
  user_id: string;
  notifications: string;
  preferences: string;
  coding: string;
  updated_at: string;
}

export interface CourseProgressTable {
  user_id: string;
  course_id: string;
  current_lesson_id: string;
  started_at: string;
  last_accessed_at: string;
}

export interface LessonCompletionsTable {
  user_id: string;
  course_id: string;
  lesson_id: string;
  /** The first completion's instant: its day is taken in `time_zone`, never in today's zone. */
  completed_at: string;
  /** The learner's zone at the first completion ('UTC' when an insert leaves it out). */
  time_zone: Generated<string>;
  /** Rounded minutes of time_spent_seconds (SPEC §9), what the learner reads. */
  time_spent_minutes: number;
  /** Every view's seconds as the server measured them, summed exactly. */
  time_spent_seconds: Generated<number>;
  attempts: number;
}

/** One row per exercise the learner has checked; passed once first_passed_at is set. */
export interface ExerciseCompletionsTable {
  user_id: string;
  course_id: string;
  lesson_id: string;
  /** Checks until the first pass (and every check, while it has not passed). */
  attempts: number;
  first_passed_at: string | null;
  /** The learner's zone at the first pass: that pass counts on its day there ('UTC' by default). */
  time_zone: Generated<string>;
  last_checked_at: string;
}

export type DraftKind = 'example' | 'exercise';

/** The learner's edited code of a lesson's example or exercise, kept between visits. */
export interface LessonDraftsTable {
  user_id: string;
  lesson_id: string;
  kind: DraftKind;
  code: string;
  updated_at: string;
}

/** A learner's wish to be told when a coming-soon course opens: one per learner and course. */
export interface CourseWishesTable {
  user_id: string;
  course_id: string;
  created_at: string;
}

export interface ChallengeCompletionsTable {
  id: string;
  user_id: string;
  challenge_id: string;
  /** YYYY-MM-DD the challenge was solved on, in `time_zone`. */
  day: string;
  /** The learner's zone when they solved it ('UTC' when an insert leaves it out). */
  time_zone: Generated<string>;
  points: number;
  completed_at: string;
}

/** A learner's countdown of a challenge: it ends `timeLimit` minutes after started_at. */
export interface ChallengeTimersTable {
  user_id: string;
  challenge_id: string;
  started_at: string;
}

/** A newsletter address: pending until its owner follows the mailed link (double opt-in). */
export interface NewsletterSubscriptionsTable {
  email: string;
  /** In every mail to the address (one-click unsubscribe), so kept as it is. */
  unsubscribe_token: string;
  /** SHA-256 of the confirmation link's token; null once confirmed. */
  confirm_token_hash: string | null;
  /** When the confirmation link stops working and the pending address is removed. */
  confirm_expires_at: string | null;
  /** Set when the owner confirmed: only confirmed addresses receive the newsletter. */
  confirmed_at: string | null;
  created_at: string;
}

export interface ContactMessagesTable {
  id: string;
  /** Quoted back to the sender: CN-7F3A2B. */
  reference: string;
  name: string;
  email: string;
  subject: string;
  category: string;
  message: string;
  /** The signed-in sender, if any. */
  user_id: string | null;
  created_at: string;
}

export type BillingProvider = 'stripe' | 'local';

/** A learner's subscription, kept in step with Stripe's (or the local checkout's) events. */
export interface UserSubscriptionsTable {
  user_id: string;
  subscription_id: string;
  customer_id: string;
  provider: BillingProvider;
  plan: PaidPlanId;
  price_id: string;
  subscription_status: SubscriptionStatus;
  current_period_end: string | null;
  trial_end: string | null;
  cancel_at_period_end: number;
  /** Seats bought (Enterprise); 1 for Pro. */
  quantity: Generated<number>;
  /** When the newest event applied was created (ISO, UTC): older events change nothing. */
  last_event_at: string;
  created_at: string;
  updated_at: string;
}

/** One Stripe (or local) customer per learner, reused by every checkout. */
export interface BillingCustomersTable {
  user_id: string;
  customer_id: string;
  provider: BillingProvider;
  created_at: string;
}

/** The first free trial of each learner, kept when its subscription ends or goes: one per account. */
export interface BillingTrialsTable {
  user_id: string;
  subscription_id: string;
  provider: BillingProvider;
  started_at: string;
}

/** Webhook events already applied: a replay is acknowledged and ignored. */
export interface BillingEventsTable {
  id: string;
  type: string;
  received_at: string;
}

export type CheckoutSessionStatus = 'open' | 'complete' | 'expired';

/** A session of the built-in local test checkout (no Stripe keys). */
export interface CheckoutSessionsTable {
  id: string;
  user_id: string;
  plan: PaidPlanId;
  price_id: string;
  success_url: string;
  cancel_url: string;
  status: CheckoutSessionStatus;
  /** Seats (Enterprise); 1 for Pro. */
  quantity: Generated<number>;
  created_at: string;
  expires_at: string;
}

export interface EnterpriseDemoRequestsTable {
  id: string;
  reference: string;
  first_name: string;
  last_name: string;
  work_email: string;
  company: string;
  phone: string;
  team_size: string;
  needs: string;
  marketing_consent: number;
  user_id: string | null;
  created_at: string;
}

/** One attempt at a course's final assessment: open until submitted_at, graded then. */
export interface AssessmentAttemptsTable {
  id: string;
  user_id: string;
  course_id: string;
  /** JSON array of the drawn items' ids, in the order shown. */
  item_ids: string;
  started_at: string;
  /** started_at plus ASSESSMENT_MINUTES: answers saved later do not count. */
  deadline_at: string;
  submitted_at: string | null;
  correct: number | null;
  total: number | null;
  percent: number | null;
  passed: number | null;
  /** JSON array of each item's grading (AttemptItemResult without the item), once submitted. */
  results: string | null;
}

/** One answer of an attempt, saved as the learner goes: JSON of an AssessmentAnswer. */
export interface AssessmentAnswersTable {
  attempt_id: string;
  item_id: string;
  answer: string;
  saved_at: string;
}

/** A learner's certificate of a course: `id` is the unguessable public id. */
export interface CertificatesTable {
  id: string;
  user_id: string;
  course_id: string;
  /** The name shown on the certificate, as it was when it was issued. */
  learner_name: string;
  issued_at: string;
  /** Hours of learning the course's lessons took, as the server measured them. */
  hours: number;
  /** The best final assessment score when it was issued. */
  assessment_percent: number;
  /** 1 while the learner hides it: the public page then answers "Certificate not found". */
  hidden: Generated<number>;
}

export type ActivityKind = 'run' | 'check' | 'challenge' | 'assessment';

/** One run, check or submit of a signed-in learner, for their analytics. */
export interface ActivityRecordsTable {
  id: string;
  user_id: string;
  kind: ActivityKind;
  /** The run's status: success, compile_error, runtime_error, timeout... or passed/failed. */
  outcome: string;
  /** What kind of runtime error, when there was one (a signal, memory, output limit). */
  error_kind: string | null;
  course_id: string | null;
  lesson_id: string | null;
  challenge_id: string | null;
  duration_ms: number;
  /** JSON array of the compiler's error messages, at most a few. */
  diagnostics: Generated<string>;
  created_at: string;
}

/** One team per Enterprise subscriber (its owner), with its branding. */
export interface TeamsTable {
  id: string;
  owner_id: string;
  name: string;
  /** `#rrggbb`, checked for contrast in both themes. */
  accent_color: string | null;
  /** image/png, image/jpeg or image/svg+xml. */
  logo_type: string | null;
  /** Base64 of a PNG or JPEG, or the sanitised SVG's text. */
  logo_data: string | null;
  logo_updated_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A person's place in a team. The owner is a member with role 'owner'. */
export interface TeamMembersTable {
  team_id: string;
  user_id: string;
  role: TeamRole;
  joined_at: string;
}

/** An invitation by e-mail (one use) or an invite link (many uses, up to the free seats). */
export interface TeamInvitesTable {
  id: string;
  team_id: string;
  kind: TeamInviteKind;
  /** The invited address (e-mail invitations only). */
  email: string | null;
  role: Exclude<TeamRole, 'owner'>;
  /** SHA-256 of the token in the link: the token itself is only in the mail or the link. */
  token_hash: string;
  invited_by: string | null;
  uses: Generated<number>;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  accepted_at: string | null;
}

/** A lesson, exercise or challenge a manager assigned to the team, due at `due_at`. */
export interface TeamAssignmentsTable {
  id: string;
  team_id: string;
  kind: AssignmentKind;
  /** A lesson id (lesson, exercise) or a challenge id. */
  target_id: string;
  due_at: string;
  created_by: string | null;
  created_at: string;
  /** When the day-before reminder went to the members who had not finished. */
  reminder_sent_at: string | null;
}

/** A learner's last submitted code of an exercise (checked) or a challenge (submitted). */
export interface SubmittedCodeTable {
  user_id: string;
  kind: 'exercise' | 'challenge';
  /** The exercise's lesson id, or the challenge id. */
  target_id: string;
  code: string;
  passed: number;
  submitted_at: string;
}

/** A read-only key of the team API: only its SHA-256 is kept. */
export interface TeamApiKeysTable {
  id: string;
  team_id: string;
  name: string;
  scope: 'read';
  key_hash: string;
  /** The key's first characters, so a list can tell keys apart. */
  key_prefix: string;
  created_by: string | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A team's OpenID Connect provider. */
export interface TeamSsoTable {
  team_id: string;
  issuer: string;
  client_id: string;
  /** Encrypted at rest (AES-256-GCM with a key derived from the server's secret). */
  client_secret: string;
  /** Random; the team proves a domain is its own with TXT `codenest-sso=<token>` in its DNS. */
  verification_token: string;
  created_at: string;
  updated_at: string;
}

/** An e-mail domain a team's single sign-on covers: one team per domain, lower-case. */
export interface TeamSsoDomainsTable {
  domain: string;
  team_id: string;
  /** When the team's DNS record was found; until then the domain routes no sign-in. */
  verified_at: string | null;
  created_at: string;
}

/** A single sign-on under way: state, PKCE verifier and nonce, used once. */
export interface SsoLoginsTable {
  /** SHA-256 of the state sent to the provider. */
  state_hash: string;
  team_id: string;
  code_verifier: string;
  nonce: string;
  redirect_to: string;
  /** The browser's own PKCE challenge (supabase-js sends one), for the code it gets back. */
  code_challenge: string | null;
  code_challenge_method: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A poster's handle, for @mentions: made on their first post, from their name. */
export interface CommunityProfilesTable {
  user_id: string;
  handle: string;
  created_at: string;
}

/** A thread: exactly one of category, lesson_id and challenge_id is set. */
export interface ForumThreadsTable {
  id: string;
  category: ForumCategoryId | null;
  lesson_id: string | null;
  challenge_id: string | null;
  title: string;
  author_id: string | null;
  /** Posts other than the opening one, not counting deleted or hidden ones. */
  reply_count: Generated<number>;
  accepted_post_id: string | null;
  pinned_at: string | null;
  locked_at: string | null;
  created_at: string;
  last_activity_at: string;
}

export interface ForumPostsTable {
  id: string;
  thread_id: string;
  /** Null once the author's account is deleted (its body and html are emptied then too). */
  author_id: string | null;
  /** 1 for the thread's opening post. */
  opening: Generated<number>;
  body: string;
  /** The sanitised HTML of `body`, rendered when it was written. */
  html: string;
  /** The words full-text search matches (title and body, normalised). */
  search_text: Generated<string>;
  created_at: string;
  edited_at: string | null;
  deleted_at: string | null;
  hidden_at: string | null;
}

/** An earlier version of an edited post. */
export interface ForumPostRevisionsTable {
  id: string;
  post_id: string;
  body: string;
  html: string;
  replaced_at: string;
}

export interface ForumVotesTable {
  post_id: string;
  user_id: string;
  created_at: string;
}

export interface ForumReportsTable {
  id: string;
  post_id: string;
  reporter_id: string | null;
  reason: ReportReason;
  details: Generated<string>;
  created_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
}

/** A learner chose to see code in the discussions of a lesson or challenge they have not passed. */
export interface ForumSpoilerRevealsTable {
  user_id: string;
  /** `lesson:c-012` or `challenge:practice-003`. */
  target: string;
  created_at: string;
}

/** Moderators promoted in the app (ADMIN_EMAILS are admins, and moderators, by configuration). */
export interface ForumModeratorsTable {
  user_id: string;
  granted_by: string | null;
  created_at: string;
}

export interface ForumSuspensionsTable {
  user_id: string;
  /** Null: until a moderator lifts it. */
  until: string | null;
  reason: string;
  suspended_by: string | null;
  created_at: string;
}

export interface ModerationLogTable {
  id: string;
  moderator_id: string | null;
  action: ModerationAction['action'];
  target_type: 'post' | 'thread' | 'user' | 'report';
  target_id: string;
  /** What the action was done to, in words, kept as it was then. */
  target_label: string;
  reason: string;
  created_at: string;
}

export interface PublishedSolutionsTable {
  id: string;
  user_id: string;
  kind: SolutionKind;
  target_id: string;
  code: string;
  note: Generated<string>;
  created_at: string;
}

export interface SolutionVotesTable {
  solution_id: string;
  user_id: string;
  created_at: string;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: NotificationKind;
  thread_id: string;
  post_id: string | null;
  actor_id: string | null;
  created_at: string;
  read_at: string | null;
  /** When it was mailed (communityUpdates on), or null. */
  mailed_at: string | null;
}

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
}

/** A message sent on a schedule, claimed before it is sent (see scheduler/sent-log.ts). */
export interface SentMailsTable {
  kind: string;
  user_id: string;
  /** What it is about: the week, the local day or the course. */
  period: string;
  sent_at: string;
}

export interface CourseOpeningsTable {
  course_id: string;
  opened_at: string;
  /** When its mail was claimed; null until then. */
  announced_at: string | null;
}

export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  app_meta: AppMetaTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  one_time_tokens: OneTimeTokensTable;
  auth_codes: AuthCodesTable;
  user_settings: UserSettingsTable;
  course_progress: CourseProgressTable;
  lesson_completions: LessonCompletionsTable;
  exercise_completions: ExerciseCompletionsTable;
  lesson_drafts: LessonDraftsTable;
  course_wishes: CourseWishesTable;
  challenge_completions: ChallengeCompletionsTable;
  challenge_timers: ChallengeTimersTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  contact_messages: ContactMessagesTable;
  user_subscriptions: UserSubscriptionsTable;
  billing_customers: BillingCustomersTable;
  billing_trials: BillingTrialsTable;
  billing_events: BillingEventsTable;
  checkout_sessions: CheckoutSessionsTable;
  enterprise_demo_requests: EnterpriseDemoRequestsTable;
  assessment_attempts: AssessmentAttemptsTable;
  assessment_answers: AssessmentAnswersTable;
  certificates: CertificatesTable;
  activity_records: ActivityRecordsTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  team_invites: TeamInvitesTable;
  team_assignments: TeamAssignmentsTable;
  submitted_code: SubmittedCodeTable;
  team_api_keys: TeamApiKeysTable;
  team_sso: TeamSsoTable;
  team_sso_domains: TeamSsoDomainsTable;
  sso_logins: SsoLoginsTable;
  community_profiles: CommunityProfilesTable;
  forum_threads: ForumThreadsTable;
  forum_posts: ForumPostsTable;
  forum_post_revisions: ForumPostRevisionsTable;
  forum_votes: ForumVotesTable;
  forum_reports: ForumReportsTable;
  forum_spoiler_reveals: ForumSpoilerRevealsTable;
  forum_moderators: ForumModeratorsTable;
  forum_suspensions: ForumSuspensionsTable;
  moderation_log: ModerationLogTable;
  published_solutions: PublishedSolutionsTable;
  solution_votes: SolutionVotesTable;
  notifications: NotificationsTable;
  sent_mails: SentMailsTable;
  course_openings: CourseOpeningsTable;
  push_subscriptions: PushSubscriptionsTable;
}
