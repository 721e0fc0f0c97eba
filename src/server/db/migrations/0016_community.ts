import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The community:
 * - community_profiles: each poster's handle (for @mentions), made on their first post;
 * - forum_threads: in a category, on a lesson (and its exercise) or on a challenge;
 * - forum_posts: the opening post and the replies, Markdown and its sanitised HTML, with
 *   forum_post_revisions keeping every earlier version;
 * - forum_votes: one upvote per person and post; forum_reports; forum_spoiler_reveals ("I have
 *   solved it or I give up");
 * - forum_moderators (promoted in the app; ADMIN_EMAILS are admins by configuration),
 *   forum_suspensions and moderation_log (who did what, and why);
 * - published_solutions and solution_votes; notifications;
 * - the full-text index of posts: an FTS5 table kept by triggers on SQLite, a generated tsvector
 *   column with a GIN index on PostgreSQL, both over the same words (`search_text`, normalised
 *   by the server). Votes are counted, not stored, so a deleted account's votes leave no trace.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('community_profiles')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('handle', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('forum_threads')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('category', 'text')
    .addColumn('lesson_id', 'text')
    .addColumn('challenge_id', 'text')
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('author_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reply_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('accepted_post_id', 'text')
    .addColumn('pinned_at', 'text')
    .addColumn('locked_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_activity_at', 'text', (col) => col.notNull())
    .execute();
  for (const column of ['category', 'lesson_id', 'challenge_id', 'last_activity_at', 'author_id']) {
    await db.schema
      .createIndex(`forum_threads_${column}`)
      .on('forum_threads')
      .column(column)
      .execute();
  }

  await db.schema
    .createTable('forum_posts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('thread_id', 'text', (col) =>
      col.notNull().references('forum_threads.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('opening', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('edited_at', 'text')
    .addColumn('deleted_at', 'text')
    .addColumn('hidden_at', 'text')
    .execute();
  await db.schema
    .createIndex('forum_posts_thread_id')
    .on('forum_posts')
    .columns(['thread_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('forum_posts_author_id')
    .on('forum_posts')
    .column('author_id')
    .execute();

  if (postgres) {
    await sql`alter table forum_posts add column search_vector tsvector
      generated always as (to_tsvector('simple', search_text)) stored`.execute(db);
    await sql`create index forum_posts_search on forum_posts using gin (search_vector)`.execute(db);
  } else {
    // The words are normalised by the server before they are stored, so unicode61 splitting on
    // the spaces between them gives the same tokens PostgreSQL's 'simple' configuration does.
    // Triggers keep it in step with forum_posts.search_text, as the generated column does on
    // PostgreSQL: emptying a post's words (a deletion) takes it out of the index.
    await sql`create virtual table forum_post_search using fts5(
      post_id unindexed, search_text, tokenize = 'unicode61 remove_diacritics 0'
    )`.execute(db);
    await sql`create trigger forum_posts_search_insert after insert on forum_posts begin
      insert into forum_post_search (rowid, post_id, search_text)
        values (new.rowid, new.id, new.search_text);
    end`.execute(db);
    await sql`create trigger forum_posts_search_update after update of search_text on forum_posts begin
      delete from forum_post_search where rowid = old.rowid;
      insert into forum_post_search (rowid, post_id, search_text)
        values (new.rowid, new.id, new.search_text);
    end`.execute(db);
    await sql`create trigger forum_posts_search_delete after delete on forum_posts begin
      delete from forum_post_search where rowid = old.rowid;
    end`.execute(db);
  }

  await db.schema
    .createTable('forum_post_revisions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('post_id', 'text', (col) =>
      col.notNull().references('forum_posts.id').onDelete('cascade'),
    )
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('replaced_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('forum_post_revisions_post_id')
    .on('forum_post_revisions')
    .column('post_id')
    .execute();

  await db.schema
    .createTable('forum_votes')
    .addColumn('post_id', 'text', (col) =>
      col.notNull().references('forum_posts.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('forum_votes_pk', ['post_id', 'user_id'])
    .execute();
  await db.schema.createIndex('forum_votes_user_id').on('forum_votes').column('user_id').execute();

  await db.schema
    .createTable('forum_reports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('post_id', 'text', (col) =>
      col.notNull().references('forum_posts.id').onDelete('cascade'),
    )
    .addColumn('reporter_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('forum_reports_post_id')
    .on('forum_reports')
    .column('post_id')
    .execute();

  await db.schema
    .createTable('forum_spoiler_reveals')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('forum_spoiler_reveals_pk', ['user_id', 'target'])
    .execute();

  await db.schema
    .createTable('forum_moderators')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('granted_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('forum_suspensions')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('until', 'text')
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('suspended_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('moderation_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('moderator_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('target_label', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('moderation_log_created_at')
    .on('moderation_log')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('published_solutions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('published_solutions_once', ['user_id', 'kind', 'target_id'])
    .execute();
  await db.schema
    .createIndex('published_solutions_target')
    .on('published_solutions')
    .columns(['kind', 'target_id'])
    .execute();

  await db.schema
    .createTable('solution_votes')
    .addColumn('solution_id', 'text', (col) =>
      col.notNull().references('published_solutions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('solution_votes_pk', ['solution_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('thread_id', 'text', (col) =>
      col.notNull().references('forum_threads.id').onDelete('cascade'),
    )
    .addColumn('post_id', 'text', (col) => col.references('forum_posts.id').onDelete('cascade'))
    .addColumn('actor_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('read_at', 'text')
    .addColumn('mailed_at', 'text')
    .execute();
  await db.schema
    .createIndex('notifications_user_id')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();
}
