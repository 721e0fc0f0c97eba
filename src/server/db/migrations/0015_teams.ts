import type { Kysely } from 'kysely';

/**
 * Teams (the Enterprise plan):
 * - user_subscriptions.quantity and checkout_sessions.quantity: the seats a subscription buys;
 * - teams: one per Enterprise subscriber, with its branding; team_members with their roles;
 * - team_invites: invitations by e-mail (one use) and invite links (many, up to the free seats),
 *   only their tokens' hashes kept;
 * - team_assignments: lessons, exercises and challenges a manager set, with a due date;
 * - submitted_code: each learner's last submitted code of an exercise or challenge, which their
 *   teachers see;
 * - team_api_keys: read-only keys of the team API, only their hashes kept;
 * - team_sso, team_sso_domains and sso_logins: a team's OpenID Connect provider, the e-mail
 *   domains it signs in (each one team's, routing sign-ins once its DNS record proved it), and
 *   the sign-ins under way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('user_subscriptions')
    .addColumn('quantity', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('checkout_sessions')
    .addColumn('quantity', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('teams')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'text', (col) =>
      col.notNull().unique().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('accent_color', 'text')
    .addColumn('logo_type', 'text')
    .addColumn('logo_data', 'text')
    .addColumn('logo_updated_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('team_members')
    .addColumn('team_id', 'text', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('joined_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('team_members_pk', ['team_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('team_members_user_id')
    .on('team_members')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('team_invites')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('team_id', 'text', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('invited_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('uses', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('accepted_at', 'text')
    .execute();
  await db.schema
    .createIndex('team_invites_team_id')
    .on('team_invites')
    .column('team_id')
    .execute();

  await db.schema
    .createTable('team_assignments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('team_id', 'text', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('due_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('reminder_sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('team_assignments_team_due')
    .on('team_assignments')
    .columns(['team_id', 'due_at'])
    .execute();

  await db.schema
    .createTable('submitted_code')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('passed', 'integer', (col) => col.notNull())
    .addColumn('submitted_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('submitted_code_pk', ['user_id', 'kind', 'target_id'])
    .execute();

  await db.schema
    .createTable('team_api_keys')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('team_id', 'text', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('key_hash', 'text', (col) => col.notNull().unique())
    .addColumn('key_prefix', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('team_api_keys_team_id')
    .on('team_api_keys')
    .column('team_id')
    .execute();

  await db.schema
    .createTable('team_sso')
    .addColumn('team_id', 'text', (col) =>
      col.primaryKey().references('teams.id').onDelete('cascade'),
    )
    .addColumn('issuer', 'text', (col) => col.notNull())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('client_secret', 'text', (col) => col.notNull())
    .addColumn('verification_token', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('team_sso_domains')
    .addColumn('domain', 'text', (col) => col.primaryKey())
    .addColumn('team_id', 'text', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('verified_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('team_sso_domains_team_id')
    .on('team_sso_domains')
    .column('team_id')
    .execute();

  await db.schema
    .createTable('sso_logins')
    .addColumn('state_hash', 'text', (col) => col.primaryKey())
    .addColumn('team_id', 'text', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('code_verifier', 'text', (col) => col.notNull())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('redirect_to', 'text', (col) => col.notNull())
    .addColumn('code_challenge', 'text')
    .addColumn('code_challenge_method', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sso_logins',
    'team_sso_domains',
    'team_sso',
    'team_api_keys',
    'submitted_code',
    'team_assignments',
    'team_invites',
    'team_members',
    'teams',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('checkout_sessions').dropColumn('quantity').execute();
  await db.schema.alterTable('user_subscriptions').dropColumn('quantity').execute();
}
