import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  grantTypeSchema,
  logoutScopeSchema,
  passwordGrantSchema,
  pkceGrantSchema,
  recoverBodySchema,
  refreshGrantSchema,
  signUpBodySchema,
  updateUserBodySchema,
  verifyQuerySchema,
} from '@domain/auth-api';
import { CONTESTED_SIGNUP_CONFIRMED, EMAIL_ALREADY_CONFIRMED } from '@domain/auth-messages';
import { PRODUCT_NAME } from '@domain/constants';
import { HttpError } from '@server/http/errors';
import { validate } from '@server/http/validate';
import { confirmSignupMail, resetPasswordMail } from '@server/mail/templates';
import { bearerToken, requireUser } from '@server/auth/bearer';
import {
  consumeAuthCode,
  consumeEmailToken,
  createAuthCode,
  createEmailToken,
  safeRedirect,
  verifyLink,
  type CodeChallenge,
} from '@server/auth/email-links';
import {
  authCodeNotFound,
  badCodeVerifier,
  emailNotConfirmed,
  invalidCredentials,
  linkExpired,
  userNotFound,
  userAlreadyExists,
  weakPassword,
} from '@server/auth/errors';
import { mergeMetadata } from '@server/auth/metadata';
import { hashPassword, passwordProblem, verifyPassword } from '@server/auth/passwords';
import {
  endRecovery,
  endSessions,
  isRecovering,
  refreshSession,
  startSession,
} from '@server/auth/sessions';
import { AuthThrottle } from '@server/limits/password-attempts';
import { verifyToken } from '@server/auth/tokens';
import {
  createUser,
  findUserByEmail,
  findUserById,
  metadataOf,
  normalizeEmail,
  nowIso,
  toUserObject,
  updateUser,
  type UserRow,
} from '@server/auth/users';

/** The GoTrue API version whose error shape (`code` + `message`) the client reads. */
const API_VERSION = '2024-01-01';

function challengeOf(body: {
  code_challenge?: string | null | undefined;
  code_challenge_method?: string | null | undefined;
}): CodeChallenge | null {
  if (!body.code_challenge) return null;
  return {
    challenge: body.code_challenge,
    method: body.code_challenge_method === 'plain' ? 'plain' : 's256',
  };
}

const queryOf = (request: FastifyRequest) => request.query as Record<string, string | undefined>;

/**
 * /auth/v1: the part of Supabase's auth protocol (GoTrue) that @supabase/supabase-js speaks:
 * sign-up with a confirmation mail, the password, refresh-token and PKCE grants, the user,
 * sign-out scopes, password recovery, settings and the JWKS.
 */
export async function registerAuthRoutes(app: FastifyInstance): Promise<void> {
  const mailer = app.mailer;
  const throttle = new AuthThrottle(app.config.auth, app.redis);
  const autoconfirm = app.config.mailAutoconfirm;
  // Links and redirects only ever point at the configured site, never at a Host header.
  const origin = app.config.publicUrl;

  await app.register(
    (auth, _options, done) => {
      auth.addHook('onSend', (_request, reply, payload, done) => {
        reply.header('x-supabase-api-version', API_VERSION);
        done(null, payload);
      });

      auth.get('/settings', () => ({
        external: { email: true, phone: false, anonymous_users: false },
        disable_signup: false,
        mailer_autoconfirm: autoconfirm,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      }));

      auth.get('/health', () => ({
        name: `${PRODUCT_NAME} auth`,
        description: 'Accounts, sessions and e-mail links',
      }));

      auth.get('/.well-known/jwks.json', async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=600');
        return app.keys.jwks;
      });

      auth.post('/signup', async (request) => {
        const body = validate(signUpBodySchema, request.body);
        const email = normalizeEmail(body.email);
        await throttle.mailRequest(request.ip, email);
        const problem = passwordProblem(body.password);
        if (problem) throw weakPassword(problem);
        const metadata = body.data ?? {};
        const redirectTo = safeRedirect(origin, queryOf(request).redirect_to);
        const { db } = app.database;

        const existing = await findUserByEmail(db, email);
        if (existing?.email_confirmed_at) throw userAlreadyExists();
        let user: UserRow;
        if (existing) {
          // Not confirmed yet: the first sign-up's password and profile stay, its link keeps
          // working, and the mail goes out again. Another password means somebody else claims
          // the address too: whoever confirms it then chooses the password (see /verify).
          user = existing;
          if (
            !existing.signup_contested &&
            !(await verifyPassword(existing.encrypted_password, body.password))
          ) {
            user = await updateUser(db, existing.id, { signup_contested: 1 });
          }
        } else {
          user = await createUser(db, {
            email,
            passwordHash: await hashPassword(body.password),
            userMetadata: metadata,
            confirmed: autoconfirm,
          });
        }

        if (autoconfirm) return startSession(app, user, 'signup');

        const token = await createEmailToken(app, {
          userId: user.id,
          kind: 'signup',
          redirectTo,
          challenge: challengeOf(body),
        });
        const name = metadataOf(user).user.name;
        await mailer.send(
          confirmSignupMail(
            user.email,
            typeof name === 'string' ? name : undefined,
            verifyLink(origin, token, 'signup', redirectTo),
          ),
        );
        return { ...toUserObject(user), confirmation_sent_at: nowIso() };
      });

      auth.get('/verify', async (request, reply) => {
        const parsed = verifyQuerySchema.safeParse(request.query);
        const fallback = safeRedirect(origin, queryOf(request).redirect_to);
        if (!parsed.success) return redirectWithError(reply, fallback);
        const linkKind = parsed.data.type === 'recovery' ? 'recovery' : 'signup';
        const use = await consumeEmailToken(app, parsed.data.token, linkKind);
        if (use.status === 'unknown') return redirectWithError(reply, fallback);
        const { row } = use;
        const target = safeRedirect(origin, row.redirect_to ?? undefined);

        const user = await findUserById(app.database.db, row.user_id);
        if (!user) return redirectWithError(reply, target);
        if (use.status !== 'valid') {
          if (use.row.kind === 'signup' && user.email_confirmed_at) {
            // A confirmation link again (or late) on a confirmed address: nothing left to do
            // but sign in, from the home page (not the first-login page the link pointed at).
            return redirectWithError(reply, `${origin}/`, {
              code: 'email_already_confirmed',
              description: EMAIL_ALREADY_CONFIRMED,
            });
          }
          return redirectWithError(reply, target);
        }
        // Following either link proves the address belongs to the user.
        if (!user.email_confirmed_at && user.signup_contested === 1) {
          // Two sign-ups claimed the address with different passwords: neither is kept, and
          // the owner (who reads this mail) chooses one through "Forgot password?".
          await updateUser(app.database.db, user.id, {
            email_confirmed_at: nowIso(),
            signup_contested: 0,
            encrypted_password: '',
          });
          return redirectWithError(reply, target, {
            code: 'signup_contested',
            description: CONTESTED_SIGNUP_CONFIRMED,
          });
        }
        const confirmed = user.email_confirmed_at
          ? user
          : await updateUser(app.database.db, user.id, { email_confirmed_at: nowIso() });
        const kind = linkKind;

        if (row.code_challenge) {
          const code = await createAuthCode(app, {
            userId: user.id,
            kind,
            challenge: {
              challenge: row.code_challenge,
              method: row.code_challenge_method === 'plain' ? 'plain' : 's256',
            },
          });
          const url = new URL(target);
          url.searchParams.set('code', code);
          return reply.redirect(url.toString(), 303);
        }
        // Implicit flow (clients without PKCE): the session travels in the fragment.
        const session = await startSession(app, confirmed, kind);
        const fragment = new URLSearchParams({
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: session.token_type,
          type: kind,
        });
        return reply.redirect(`${target.split('#')[0]}#${fragment.toString()}`, 303);
      });

      auth.post('/token', async (request) => {
        const grant = validate(grantTypeSchema, queryOf(request).grant_type);
        if (grant === 'password') {
          const body = validate(passwordGrantSchema, request.body);
          const email = normalizeEmail(body.email);
          const check = await throttle.beginPasswordCheck(request.ip, email);
          const user = await findUserByEmail(app.database.db, email);
          const valid = await verifyPassword(user?.encrypted_password ?? null, body.password);
          if (!user || !valid) throw invalidCredentials();
          await check.succeeded();
          if (!user.email_confirmed_at) throw emailNotConfirmed();
          return startSession(app, user, 'password');
        }
        if (grant === 'refresh_token') {
          const body = validate(refreshGrantSchema, request.body);
          return refreshSession(app, body.refresh_token);
        }
        const body = validate(pkceGrantSchema, request.body);
        const result = await consumeAuthCode(app, body.auth_code, body.code_verifier);
        if (result.status === 'not_found') throw authCodeNotFound();
        if (result.status === 'mismatch') throw badCodeVerifier();
        const user = await findUserById(app.database.db, result.userId);
        if (!user) throw authCodeNotFound();
        return startSession(app, user, result.kind);
      });

      auth.get('/user', async (request) => {
        const { userId } = await requireUser(request, app);
        const user = await findUserById(app.database.db, userId);
        if (!user) throw userNotFound();
        return toUserObject(user);
      });

      auth.put('/user', async (request) => {
        const signedIn = await requireUser(request, app);
        const body = validate(updateUserBodySchema, request.body);
        const { db } = app.database;
        const user = await findUserById(db, signedIn.userId);
        if (!user) throw userNotFound();
        if (body.email && normalizeEmail(body.email) !== user.email) {
          throw new HttpError(
            422,
            'email_change_not_supported',
            'Your e-mail address cannot be changed here. Write to support to move your account to a new address.',
          );
        }
        const changes: Parameters<typeof updateUser>[2] = {};
        if (body.data) {
          changes.userMetadata = mergeMetadata(metadataOf(user).user, body.data);
        }
        if (body.password) {
          const problem = passwordProblem(body.password);
          if (problem) throw weakPassword(problem);
          // A recovery link signs in without the old password, once and for a short while;
          // any other session must know it, and guesses are limited like sign-in.
          if (!isRecovering(signedIn.session)) {
            if (!body.current_password) {
              throw new HttpError(
                400,
                'current_password_required',
                'Enter your current password to set a new one.',
              );
            }
            const check = await throttle.beginPasswordCheck(request.ip, user.email);
            if (!(await verifyPassword(user.encrypted_password, body.current_password))) {
              throw new HttpError(
                400,
                'current_password_mismatch',
                'Your current password is not correct.',
              );
            }
            await check.succeeded();
          }
          if (await verifyPassword(user.encrypted_password, body.password)) {
            throw new HttpError(
              422,
              'same_password',
              'New password should be different from the old password.',
            );
          }
          changes.encrypted_password = await hashPassword(body.password);
        }
        const updated = await updateUser(db, user.id, changes);
        if (body.password) {
          // A new password signs out every other device and ends the recovery privilege.
          await endSessions(app, user.id, signedIn.sessionId, 'others');
          await endRecovery(app, signedIn.sessionId);
        }
        return toUserObject(updated);
      });

      auth.post('/logout', async (request, reply) => {
        const scope = validate(logoutScopeSchema, queryOf(request).scope);
        const token = bearerToken(request);
        const verified = token ? await verifyToken(app.keys, token) : null;
        if (verified?.kind === 'user') {
          await endSessions(app, verified.claims.sub, verified.claims.session_id, scope);
        }
        return reply.code(204).send();
      });

      auth.post('/recover', async (request) => {
        const body = validate(recoverBodySchema, request.body);
        const email = normalizeEmail(body.email);
        await throttle.mailRequest(request.ip, email);
        const user = await findUserByEmail(app.database.db, email);
        // The answer is the same whether or not the address has an account.
        if (user) {
          const redirectTo = safeRedirect(origin, queryOf(request).redirect_to);
          const token = await createEmailToken(app, {
            userId: user.id,
            kind: 'recovery',
            redirectTo,
            challenge: challengeOf(body),
          });
          await mailer.send(
            resetPasswordMail(user.email, verifyLink(origin, token, 'recovery', redirectTo)),
          );
        }
        return {};
      });
      done();
    },
    { prefix: '/auth/v1' },
  );
}

/** GoTrue's answer to a link that signs nobody in: back to the site with the reason in the query. */
function redirectWithError(
  reply: FastifyReply,
  target: string,
  reason = { code: 'otp_expired', description: linkExpired },
) {
  const url = new URL(target);
  url.searchParams.set('error', 'access_denied');
  url.searchParams.set('error_code', reason.code);
  url.searchParams.set('error_description', reason.description);
  return reply.redirect(url.toString(), 303);
}
