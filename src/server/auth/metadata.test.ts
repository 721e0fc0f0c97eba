import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newClient,
  startListeningServer,
  uniqueEmail,
  type ListeningServer,
} from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { metadataBytes, USER_METADATA_MAX_BYTES } from '@domain/profile';
import { mergeMetadata, trimmedMetadata } from './metadata';

const PASSWORD = 'correct-horse-42';
const TOO_LARGE =
  'Your profile data would be larger than 4 KB, the most an account keeps. Remove fields you no longer need (send them as null) and try again.';
/** An access token with a profile only stays below this; one with kilobytes of metadata does not. */
const SMALL_TOKEN = 2048;
/** An access token carrying the most metadata an account keeps stays below this. */
const TOKEN_WITHIN_CAP = 8 * 1024;

const PROFILE = {
  name: 'Ada Lovelace',
  bio: 'C fan',
  location: 'Lisbon',
  website: 'https://ada.example',
  first_login: false,
};

/** Just under the 4 KB each call may send, under its own key. */
const chunk = (index: number) => ({ [`notes_${index}`]: 'x'.repeat(4000) });

for (const dialect of testDialects()) {
  describe(`user_metadata is capped as a whole [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect, { MAIL_AUTOCONFIRM: 'true' });
    });
    afterAll(() => server.close());

    async function signedUp() {
      const client = newClient(server);
      const email = uniqueEmail('meta');
      const { error } = await client.auth.signUp({
        email,
        password: PASSWORD,
        options: { data: { name: 'Ada Lovelace', first_login: true } },
      });
      expect(error).toBeNull();
      return { client, email };
    }

    const user = (accessToken: string) =>
      fetch(`${server.url}/auth/v1/user`, { headers: { authorization: `Bearer ${accessToken}` } });

    it('refuses the update that would pass 4 KB with a 422, and the next token stays small', async () => {
      const { client, email } = await signedUp();
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await client.auth.updateUser({ data: chunk(i) }));
      expect(answers[0]!.error).toBeNull();
      for (const { error } of answers.slice(1)) {
        expect(error?.status).toBe(422);
        expect(error?.code).toBe('validation_failed');
        expect(error?.message).toBe(TOO_LARGE);
      }

      const { data, error } = await newClient(server).auth.signInWithPassword({
        email,
        password: PASSWORD,
      });
      expect(error).toBeNull();
      expect(data.session!.access_token.length).toBeLessThan(TOKEN_WITHIN_CAP);
      expect((await user(data.session!.access_token)).status).toBe(200);
      expect(Object.keys(data.user!.user_metadata).sort()).toEqual([
        'first_login',
        'name',
        'notes_0',
      ]);

      // Removing a field (null) makes room again.
      const room = await client.auth.updateUser({ data: { notes_0: null, ...chunk(9) } });
      expect(room.error).toBeNull();
      expect(room.data.user?.user_metadata.notes_0).toBeUndefined();
    });

    it('trims an account stored over the cap at sign-in to what the product reads', async () => {
      const { email } = await signedUp();
      const stored = {
        ...PROFILE,
        ...chunk(1),
        ...chunk(2),
        ...chunk(3),
        ...chunk(4),
        ...chunk(5),
        ...chunk(6),
      };
      await server.app.database.db
        .updateTable('users')
        .set({ user_metadata: JSON.stringify(stored) })
        .where('email', '=', email.toLowerCase())
        .execute();

      const { data, error } = await newClient(server).auth.signInWithPassword({
        email,
        password: PASSWORD,
      });
      expect(error).toBeNull();
      expect(data.session!.access_token.length).toBeLessThan(SMALL_TOKEN);
      expect(data.user!.user_metadata).toEqual(PROFILE);
      expect((await user(data.session!.access_token)).status).toBe(200);
      const row = await server.app.database.db
        .selectFrom('users')
        .select('user_metadata')
        .where('email', '=', email.toLowerCase())
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.user_metadata)).toEqual(PROFILE);
    });

    it('trims it at the next refresh of a session that began before', async () => {
      const { client, email } = await signedUp();
      await server.app.database.db
        .updateTable('users')
        .set({ user_metadata: JSON.stringify({ ...PROFILE, ...chunk(1), ...chunk(2) }) })
        .where('email', '=', email.toLowerCase())
        .execute();
      const { data, error } = await client.auth.refreshSession();
      expect(error).toBeNull();
      expect(data.session!.access_token.length).toBeLessThan(SMALL_TOKEN);
      expect(data.user!.user_metadata).toEqual(PROFILE);
    });
  });
}

describe('trimmedMetadata', () => {
  it('leaves a document within the cap alone', () => {
    expect(trimmedMetadata({ ...PROFILE, theme: 'dark' })).toBeNull();
  });

  it('keeps the profile (each field within its limit) and the first-login flag, drops the rest', () => {
    const trimmed = trimmedMetadata({
      name: 'n'.repeat(5000),
      bio: 42,
      website: 'https://ada.example',
      first_login: 'yes',
      ...chunk(1),
    });
    expect(trimmed).toEqual({ name: 'n'.repeat(100), website: 'https://ada.example' });
  });

  it('always answers a document within the cap, however the fields are written', () => {
    // Control characters are written as \u0000 in JSON: six bytes each.
    const trimmed = trimmedMetadata({
      name: '\u0000'.repeat(100),
      bio: '\u0000'.repeat(500),
      location: '\u0000'.repeat(100),
      website: '\u0000'.repeat(200),
      first_login: true,
    });
    expect(metadataBytes(trimmed!)).toBeLessThanOrEqual(USER_METADATA_MAX_BYTES);
    expect(trimmed).toMatchObject({ first_login: true, name: '\u0000'.repeat(100) });
  });
});

describe('mergeMetadata', () => {
  it('merges like GoTrue and refuses a result over the cap', () => {
    expect(mergeMetadata({ a: 1, b: 2 }, { b: null, c: 3 })).toEqual({ a: 1, c: 3 });
    expect(() => mergeMetadata(chunk(1), chunk(2))).toThrow(TOO_LARGE);
  });
});
