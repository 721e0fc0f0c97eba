import type { FastifyInstance } from 'fastify';
import { settingsUpdateSchema, type AccountDeleted, type StoredSettings } from '@domain/account';
import type { AccountSummary } from '@domain/account-summary';
import { storedSettings } from '@server/account/stored-settings';
import { accountSummary } from '@server/account/summary';
import { cancelSubscriptionOfDeletedAccount } from '@server/billing/subscriptions';
import { requireUser } from '@server/auth/bearer';
import { userNotFound } from '@server/auth/errors';
import { findUserById, nowIso } from '@server/auth/users';
import { deleteAccountData } from '@server/db/personal-data';
import { requestLanguage } from '@server/http/request-language';
import { validate } from '@server/http/validate';

/**
 * The signed-in learner's own records, each reachable only with their access token:
 * settings (GET, PUT), the dashboard figures, and deleting the account with all its data
 * (also what its owner sent the site's forms, and their newsletter address).
 */
export async function registerAccountRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    (functions, _options, done) => {
      functions.get('/settings', async (request): Promise<StoredSettings> => {
        const { userId } = await requireUser(request, app);
        const row = await app.database.db
          .selectFrom('user_settings')
          .selectAll()
          .where('user_id', '=', userId)
          .executeTakeFirst();
        const settings = storedSettings(row);
        // Until a learner saves their settings, the interface speaks their browser's language.
        if (!row) settings.preferences.language = requestLanguage(request);
        return settings;
      });

      functions.put('/settings', async (request): Promise<StoredSettings> => {
        const { userId } = await requireUser(request, app);
        const settings = validate(settingsUpdateSchema, request.body);
        const values = {
          notifications: JSON.stringify(settings.notifications),
          preferences: JSON.stringify(settings.preferences),
          coding: JSON.stringify(settings.coding),
          updated_at: nowIso(),
        };
        await app.database.db
          .insertInto('user_settings')
          .values({ user_id: userId, ...values })
          .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
          .execute();
        return settings;
      });

      functions.get('/account-summary', async (request): Promise<AccountSummary> => {
        const { userId } = await requireUser(request, app);
        const user = await findUserById(app.database.db, userId);
        if (!user) throw userNotFound();
        return accountSummary(app.database.db, userId, user.created_at);
      });

      functions.post('/delete-account', async (request): Promise<AccountDeleted> => {
        const { userId } = await requireUser(request, app);
        // A live Stripe subscription ends first; if Stripe cannot be reached the account stays.
        await cancelSubscriptionOfDeletedAccount(app, userId, request.log);
        // Every table's rows about the person, as src/server/db/personal-data.ts lists them.
        if (!(await deleteAccountData(app.database.db, userId))) throw userNotFound();
        request.log.info({ userId }, 'account deleted');
        return { deleted: true };
      });
      done();
    },
    { prefix: '/functions/v1' },
  );
}
