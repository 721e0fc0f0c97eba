import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/*
 * Every table, and what deleting an account does to the rows it holds about that person. A
 * table added to the schema must be classified here: the type below refuses a Database table
 * missing from the list, and personal-data.test.ts reads the migrated schema of both databases
 * and fails on a table this list does not name, or on a column named like personal data in a
 * table said to hold none.
 */

type Column<T extends keyof Database> = keyof Database[T] & string;

/** What deleting an account does to one table's rows; `C` is a column of the table. */
export type Treatment<C extends string = string> =
  /** The users table itself: its row goes last. */
  | { kind: 'the account' }
  /** Rows whose `column` is the user's id. */
  | { kind: 'deleted by user'; column: C }
  /** Rows of a row deleted by user: `column` holds that parent row's id. */
  | { kind: 'deleted with parent'; column: C; parent: keyof Database }
  /** Rows kept by e-mail address, also those sent before the person had an account. */
  | { kind: 'deleted by email'; column: C }
  /**
   * Rows the site keeps (a reference quoted to the team, counts), emptied of the person: those
   * sent by the user or from their address get `blank`'s values.
   */
  | {
      kind: 'anonymised';
      userColumn: C;
      emailColumn: C;
      blank: Partial<Record<C, string | number | null>>;
    }
  /**
   * Rows the site keeps because others' rows hang on them (a forum post others answered),
   * emptied of the person's content: those whose `userColumn` is the user's id get `blank`'s
   * values. Goes last, after the rows tied to these by the user's id.
   */
  | { kind: 'emptied'; userColumn: C; blank: Partial<Record<C, string | number | null>> }
  | { kind: 'no personal data'; because: string; notPersonal?: string[] };

type NoPersonalData = Extract<Treatment, { kind: 'no personal data' }>;

export const PERSONAL_DATA: { [T in keyof Database]: Treatment<Column<T>> } = {
  users: { kind: 'the account' },
  sessions: { kind: 'deleted by user', column: 'user_id' },
  refresh_tokens: { kind: 'deleted with parent', column: 'session_id', parent: 'sessions' },
  one_time_tokens: { kind: 'deleted by user', column: 'user_id' },
  auth_codes: { kind: 'deleted by user', column: 'user_id' },
  user_settings: { kind: 'deleted by user', column: 'user_id' },
  course_progress: { kind: 'deleted by user', column: 'user_id' },
  lesson_completions: { kind: 'deleted by user', column: 'user_id' },
  exercise_completions: { kind: 'deleted by user', column: 'user_id' },
  lesson_drafts: { kind: 'deleted by user', column: 'user_id' },
  course_wishes: { kind: 'deleted by user', column: 'user_id' },
  challenge_completions: { kind: 'deleted by user', column: 'user_id' },
  challenge_timers: { kind: 'deleted by user', column: 'user_id' },
  user_subscriptions: { kind: 'deleted by user', column: 'user_id' },
  billing_customers: { kind: 'deleted by user', column: 'user_id' },
  billing_trials: { kind: 'deleted by user', column: 'user_id' },
  checkout_sessions: { kind: 'deleted by user', column: 'user_id' },
  assessment_attempts: { kind: 'deleted by user', column: 'user_id' },
  assessment_answers: {
    kind: 'deleted with parent',
    column: 'attempt_id',
    parent: 'assessment_attempts',
  },
  // Deleting the account revokes the certificate: its id answers "Certificate not found".
  certificates: { kind: 'deleted by user', column: 'user_id' },
  activity_records: { kind: 'deleted by user', column: 'user_id' },
  // A team goes with its owner's account; someone else's membership goes with theirs.
  teams: { kind: 'deleted by user', column: 'owner_id' },
  team_members: { kind: 'deleted by user', column: 'user_id' },
  team_invites: { kind: 'deleted by email', column: 'email' },
  team_assignments: { kind: 'deleted with parent', column: 'team_id', parent: 'teams' },
  submitted_code: { kind: 'deleted by user', column: 'user_id' },
  team_api_keys: { kind: 'deleted with parent', column: 'team_id', parent: 'teams' },
  team_sso: { kind: 'deleted with parent', column: 'team_id', parent: 'teams' },
  team_sso_domains: { kind: 'deleted with parent', column: 'team_id', parent: 'teams' },
  sso_logins: { kind: 'deleted with parent', column: 'team_id', parent: 'teams' },
  newsletter_subscriptions: { kind: 'deleted by email', column: 'email' },
  contact_messages: {
    kind: 'anonymised',
    userColumn: 'user_id',
    emailColumn: 'email',
    blank: { name: '', email: '', subject: '', message: '', user_id: null },
  },
  enterprise_demo_requests: {
    kind: 'anonymised',
    userColumn: 'user_id',
    emailColumn: 'work_email',
    blank: {
      first_name: '',
      last_name: '',
      work_email: '',
      company: '',
      phone: '',
      needs: '',
      marketing_consent: 0,
      user_id: null,
    },
  },
  billing_events: {
    kind: 'no personal data',
    because: 'ids and types of payment events already applied',
  },
  app_meta: { kind: 'no personal data', because: 'facts about the installation' },
  // The community: a deleted account's posts stay in their threads, shown as "deleted user",
  // with their content removed; what was only theirs goes.
  community_profiles: { kind: 'deleted by user', column: 'user_id' },
  forum_threads: {
    kind: 'emptied',
    userColumn: 'author_id',
    blank: { title: 'A question from a deleted account', author_id: null },
  },
  forum_posts: {
    kind: 'emptied',
    userColumn: 'author_id',
    blank: { body: '', html: '', search_text: '', author_id: null },
  },
  forum_post_revisions: {
    kind: 'deleted with parent',
    column: 'post_id',
    parent: 'forum_posts',
  },
  forum_votes: { kind: 'deleted by user', column: 'user_id' },
  forum_reports: {
    kind: 'emptied',
    userColumn: 'reporter_id',
    blank: { reporter_id: null, details: '' },
  },
  forum_spoiler_reveals: { kind: 'deleted by user', column: 'user_id' },
  forum_moderators: { kind: 'deleted by user', column: 'user_id' },
  forum_suspensions: { kind: 'deleted by user', column: 'user_id' },
  moderation_log: {
    kind: 'emptied',
    userColumn: 'target_id',
    blank: { target_label: 'a deleted account', target_id: '' },
  },
  published_solutions: { kind: 'deleted by user', column: 'user_id' },
  solution_votes: { kind: 'deleted by user', column: 'user_id' },
  notifications: { kind: 'deleted by user', column: 'user_id' },
  sent_mails: { kind: 'deleted by user', column: 'user_id' },
  course_openings: {
    kind: 'no personal data',
    because: 'which catalogue courses are open and when their mail went out',
  },
  push_subscriptions: { kind: 'deleted by user', column: 'user_id' },
};

/**
 * Tables SQLite derives from others, holding nothing the others do not: the full-text index
 * of forum_posts.search_text (FTS5 and its shadow tables), kept by triggers.
 */
export const DERIVED_TABLES = /^forum_post_search(_[a-z]+)?$/;

/** Kysely's bookkeeping of migrations, in the same schema. */
export const MIGRATION_TABLES: Record<string, NoPersonalData> = {
  kysely_migration: {
    kind: 'no personal data',
    because: 'the migrations applied',
    notPersonal: ['name'],
  },
  kysely_migration_lock: { kind: 'no personal data', because: 'the migration lock' },
};

/** Column names that say a column holds something about a person. */
export const PERSONAL_COLUMN =
  /(^|_)(e_?mail|name|phone|message|subject|company|bio|location|website|address|ip|agent|metadata|needs|notes?|comment|body)(_|$)/i;

const ORDER: Treatment['kind'][] = [
  'anonymised',
  'deleted by email',
  'deleted with parent',
  'deleted by user',
  'emptied',
];

/**
 * Deletes the account and every row about its owner, in one transaction: rows tied to the user
 * id, rows kept by their e-mail address, and rows the site keeps, anonymised. False when the
 * user does not exist (any more).
 */
export async function deleteAccountData(db: Kysely<Database>, userId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) return false;
    const tables = Object.entries(PERSONAL_DATA) as [keyof Database, Treatment][];
    for (const kind of ORDER) {
      for (const [table, treatment] of tables) {
        if (treatment.kind !== kind) continue;
        await erase(trx, table, treatment, { userId, email: user.email });
      }
    }
    const deleted = await trx.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
    return Number(deleted.numDeletedRows) === 1;
  });
}

async function erase(
  db: Kysely<Database>,
  table: keyof Database,
  treatment: Treatment,
  who: { userId: string; email: string },
): Promise<void> {
  const from = sql.table(table);
  switch (treatment.kind) {
    case 'deleted by user':
      await sql`delete from ${from} where ${sql.ref(treatment.column)} = ${who.userId}`.execute(db);
      return;
    case 'deleted by email':
      await sql`delete from ${from} where ${sql.ref(treatment.column)} = ${who.email}`.execute(db);
      return;
    case 'deleted with parent': {
      const parent: Treatment = PERSONAL_DATA[treatment.parent];
      await sql`delete from ${from} where ${sql.ref(treatment.column)} in (select id from ${sql.table(treatment.parent)} where ${sql.ref(parentUserColumn(treatment.parent, parent))} = ${who.userId})`.execute(
        db,
      );
      return;
    }
    case 'emptied': {
      const values = Object.entries(treatment.blank).map(
        ([column, value]) => sql`${sql.ref(column)} = ${value}`,
      );
      await sql`update ${from} set ${sql.join(values)} where ${sql.ref(treatment.userColumn)} = ${who.userId}`.execute(
        db,
      );
      return;
    }
    case 'anonymised': {
      const values = Object.entries(treatment.blank).map(
        ([column, value]) => sql`${sql.ref(column)} = ${value}`,
      );
      await sql`update ${from} set ${sql.join(values)} where ${sql.ref(treatment.userColumn)} = ${who.userId} or ${sql.ref(treatment.emailColumn)} = ${who.email}`.execute(
        db,
      );
      return;
    }
    case 'the account':
    case 'no personal data':
      return;
  }
}

/** The column of a parent table (deleted or emptied by user) that holds the user's id. */
function parentUserColumn(table: string, parent: Treatment): string {
  if (parent.kind === 'deleted by user') return parent.column;
  if (parent.kind === 'emptied') return parent.userColumn;
  throw new Error(`${table} is neither deleted nor emptied by user`);
}

/** The columns a treatment names, each of which must exist in its table. */
function namedColumns(treatment: Treatment): string[] {
  switch (treatment.kind) {
    case 'deleted by user':
    case 'deleted by email':
    case 'deleted with parent':
      return [treatment.column];
    case 'anonymised':
      return [treatment.userColumn, treatment.emailColumn, ...Object.keys(treatment.blank)];
    case 'emptied':
      return [treatment.userColumn, ...Object.keys(treatment.blank)];
    case 'no personal data':
      return treatment.notPersonal ?? [];
    case 'the account':
      return ['id', 'email'];
  }
}

/**
 * What is wrong between the classification and a schema (each table with its columns): a table
 * not classified, a classified table that does not exist, a column named in the list that does
 * not exist, a personal-looking column in a table said to hold none or left by anonymising.
 */
export function classificationProblems(schema: Record<string, string[]>): string[] {
  const list: Record<string, Treatment> = {
    ...PERSONAL_DATA,
    ...MIGRATION_TABLES,
  };
  const problems: string[] = [];
  for (const [table, columns] of Object.entries(schema)) {
    if (DERIVED_TABLES.test(table)) continue;
    const treatment = list[table];
    if (!treatment) {
      problems.push(
        `${table}: not classified in src/server/db/personal-data.ts; say what deleting an account does to its rows`,
      );
      continue;
    }
    for (const column of namedColumns(treatment)) {
      if (!columns.includes(column)) problems.push(`${table}.${column}: named, but no such column`);
    }
    const personal = columns.filter((column) => PERSONAL_COLUMN.test(column));
    if (treatment.kind === 'no personal data') {
      for (const column of personal) {
        if (treatment.notPersonal?.includes(column)) continue;
        problems.push(`${table}.${column}: looks like personal data in a table said to hold none`);
      }
    }
    if (treatment.kind === 'deleted with parent') {
      const parent: Treatment | undefined = list[treatment.parent];
      if (parent?.kind !== 'deleted by user' && parent?.kind !== 'emptied') {
        problems.push(
          `${table}: its parent ${treatment.parent} is not a table deleted or emptied by user`,
        );
      }
    }
    if (treatment.kind === 'anonymised' || treatment.kind === 'emptied') {
      for (const column of [...personal, treatment.userColumn]) {
        if (column in treatment.blank) continue;
        problems.push(`${table}.${column}: looks like personal data, and anonymising keeps it`);
      }
    }
  }
  for (const table of Object.keys(list)) {
    if (!(table in schema)) problems.push(`${table}: classified, but no such table`);
  }
  return problems.sort();
}
