import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactAnswer, EnterpriseDemoAnswer } from '@domain/forms';
import { startListeningServer, type ListeningServer } from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { signedInUser } from '@tests/helpers/execute';
import { readOutbox } from '@server/mail/mailer';

const MESSAGE = {
  name: 'Grace Hopper',
  email: 'Grace@Example.com',
  subject: 'Compiler question',
  category: 'technical',
  message: 'Why does my program print 0 for a float with %d?',
};

const DEMO = {
  firstName: 'Katherine',
  lastName: 'Johnson',
  workEmail: 'K.Johnson@Example.com',
  company: 'Orbital Mechanics Ltd',
  phone: '+1 555 0100',
  teamSize: '51-200',
  needs: 'Teach C to 80 new firmware engineers\nwith a team dashboard & SSO.',
  marketingConsent: true,
};

for (const dialect of testDialects()) {
  describe(`site forms [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect, {
        TEAM_EMAIL: 'team@codenest.test',
        FORM_RATE_LIMIT: '3',
      });
    });
    afterAll(() => server.close());

    const post = (name: string, body: unknown, token: string | null = server.app.keys.anonKey) =>
      fetch(`${server.url}/functions/v1/${name}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });

    it('answers a bad address with a 400 that says how to fix it, and no key with a 401', async () => {
      const bad = await post('newsletter', { email: 'not-an-address' });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({
        message: 'email: Enter a valid email address, like name@example.com.',
      });
      expect((await post('newsletter', { email: 'a@example.com' }, null)).status).toBe(401);
    });

    it('stores a contact message and mails it to the team with the sender as Reply-To', async () => {
      const response = await post('contact', MESSAGE);
      expect(response.status).toBe(200);
      const { reference } = (await response.json()) as ContactAnswer;
      expect(reference).toMatch(/^CN-[0-9A-F]{6}$/);

      const stored = await server.app.database.db
        .selectFrom('contact_messages')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ ...MESSAGE, email: 'grace@example.com', user_id: null });

      const mail = (await readOutbox(server.dataDir)).find((m) => m.subject.includes(reference));
      expect(mail).toMatchObject({
        to: 'team@codenest.test',
        replyTo: MESSAGE.email,
        subject: `[CodeNest contact] Technical support: Compiler question (${reference})`,
      });
      expect(mail?.text).toContain(MESSAGE.message);
      expect(mail?.html).toContain('Why does my program print 0 for a float with %d?');
    });

    it.each([
      ['a missing name', { ...MESSAGE, name: ' ' }, 'name: Enter your name.'],
      ['an unknown category', { ...MESSAGE, category: 'sales' }, 'category: Choose a category.'],
      ['an empty message', { ...MESSAGE, message: '' }, 'message: Enter your message.'],
    ])('refuses %s with a 400', async (_what, body, message) => {
      const response = await post('contact', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message });
    });

    describe('single-line fields', () => {
      // A line break in any of these would add lines (a forged "Bcc:") to the team's mail.
      const breaks = { CRLF: '\r\nBcc: everyone@example.com', LF: '\n', CR: '\r' };
      const cases = (
        form: string,
        body: Record<string, unknown>,
        fields: [field: string, message: string][],
      ) =>
        fields.flatMap(([field, message]) =>
          Object.entries(breaks).map(
            ([kind, inserted]) =>
              [
                form,
                field,
                kind,
                { ...body, [field]: `${String(body[field])}${inserted}Tail` },
                `${field}: ${message}`,
              ] as const,
          ),
        );

      it.each([
        ...cases('contact', MESSAGE, [
          ['name', 'Keep your name on one line.'],
          ['email', 'Keep your email address on one line.'],
          ['subject', 'Keep the subject on one line.'],
          ['category', 'Choose a category.'],
        ]),
        ...cases('enterprise-demo', DEMO, [
          ['firstName', 'Keep your first name on one line.'],
          ['lastName', 'Keep your last name on one line.'],
          ['workEmail', 'Keep your email address on one line.'],
          ['company', 'Keep the company name on one line.'],
          ['phone', 'Keep the phone number on one line.'],
          ['teamSize', 'Choose your team size.'],
        ]),
        ...cases('newsletter', { email: 'reader@example.com' }, [
          ['email', 'Keep your email address on one line.'],
        ]),
      ])(
        '%s refuses a line break in %s (%s) with a 400 naming it',
        async (form, field, _kind, body, message) => {
          const response = await post(form, body);
          expect(response.status, field).toBe(400);
          expect(await response.json()).toEqual({
            code: 'validation_failed',
            error: 'Bad Request',
            message,
          });
          const forged = (await readOutbox(server.dataDir)).filter((mail) =>
            mail.text.includes('Bcc: everyone@example.com'),
          );
          expect(forged).toEqual([]);
        },
      );

      it('keeps the line breaks of a message and of a demo request’s needs', async () => {
        const message = { ...MESSAGE, message: 'First line\r\nSecond line' };
        const response = await post('contact', message);
        expect(response.status).toBe(200);
        const { reference } = (await response.json()) as ContactAnswer;
        const stored = await server.app.database.db
          .selectFrom('contact_messages')
          .select('message')
          .where('reference', '=', reference)
          .executeTakeFirstOrThrow();
        expect(stored.message).toBe('First line\r\nSecond line');
      });
    });

    it('limits submissions from one address', async () => {
      let status = 0;
      for (let i = 0; i < 5 && status !== 429; i++) {
        status = (await post('contact', MESSAGE)).status;
      }
      expect(status).toBe(429);
      const limited = await post('contact', MESSAGE);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await limited.json()).toMatchObject({
        message: expect.stringMatching(/^Too many submissions from your address\./) as unknown,
      });
    });

    describe('enterprise demo requests', () => {
      const stored = (reference: string) =>
        server.app.database.db
          .selectFrom('enterprise_demo_requests')
          .selectAll()
          .where('reference', '=', reference)
          .executeTakeFirstOrThrow();

      it('stores a request and mails it to the team with the requester as Reply-To', async () => {
        const response = await post('enterprise-demo', DEMO);
        expect(response.status).toBe(200);
        const { reference } = (await response.json()) as EnterpriseDemoAnswer;
        expect(reference).toMatch(/^CN-[0-9A-F]{6}$/);

        expect(await stored(reference)).toMatchObject({
          first_name: 'Katherine',
          last_name: 'Johnson',
          work_email: 'k.johnson@example.com',
          company: 'Orbital Mechanics Ltd',
          phone: '+1 555 0100',
          team_size: '51-200',
          needs: DEMO.needs,
          marketing_consent: 1,
          user_id: null,
        });

        const mail = (await readOutbox(server.dataDir)).find((m) => m.subject.includes(reference));
        expect(mail).toMatchObject({
          to: 'team@codenest.test',
          replyTo: DEMO.workEmail,
          subject: `[CodeNest enterprise demo] Orbital Mechanics Ltd, 51-200 people: Katherine Johnson (${reference})`,
        });
        expect(mail?.text).toContain('Team size: 51-200');
        expect(mail?.text).toContain('Phone: +1 555 0100');
        expect(mail?.text).toContain(DEMO.needs);
        expect(mail?.html).toContain('with a team dashboard &#38; SSO.');
      });

      it('takes a signed-in user’s token, and the optional fields left out', async () => {
        const { token, userId } = await signedInUser(server);
        const response = await post(
          'enterprise-demo',
          { ...DEMO, phone: undefined, needs: undefined, marketingConsent: undefined },
          token,
        );
        expect(response.status).toBe(200);
        const { reference } = (await response.json()) as EnterpriseDemoAnswer;
        expect(await stored(reference)).toMatchObject({
          phone: '',
          needs: '',
          marketing_consent: 0,
          user_id: userId,
        });
        const mail = (await readOutbox(server.dataDir)).find((m) => m.subject.includes(reference));
        expect(mail?.text).toContain('Phone: Not given');
        expect(mail?.text).toContain('No details given.');
      });

      it.each([
        ['a missing first name', { ...DEMO, firstName: '  ' }, 'firstName: Enter your first name.'],
        [
          'a missing last name',
          { ...DEMO, lastName: undefined },
          'lastName: Enter your last name.',
        ],
        [
          'a missing work email',
          { ...DEMO, workEmail: '' },
          'workEmail: Enter your email address.',
        ],
        [
          'a work email that is not an address',
          { ...DEMO, workEmail: 'katherine' },
          'workEmail: Enter a valid email address, like name@example.com.',
        ],
        ['a missing company', { ...DEMO, company: '' }, 'company: Enter your company.'],
        [
          'a missing team size',
          { ...DEMO, teamSize: undefined },
          'teamSize: Choose your team size.',
        ],
        ['an unknown team size', { ...DEMO, teamSize: '2-5' }, 'teamSize: Choose your team size.'],
      ])('refuses %s with a 400 and the field’s message', async (_what, body, message) => {
        const response = await post('enterprise-demo', body);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ code: 'validation_failed', message });
      });

      it('needs the anon key or a token', async () => {
        expect((await post('enterprise-demo', DEMO, null)).status).toBe(401);
      });

      it('limits requests from one address', async () => {
        let status = 0;
        for (let i = 0; i < 5 && status !== 429; i++) {
          status = (await post('enterprise-demo', DEMO)).status;
        }
        expect(status).toBe(429);
        const limited = await post('enterprise-demo', DEMO);
        expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(await limited.json()).toMatchObject({
          code: 'too_many_requests',
          message: expect.stringMatching(/^Too many submissions from your address\./) as unknown,
        });
        const stored = await server.app.database.db
          .selectFrom('enterprise_demo_requests')
          .select('id')
          .execute();
        expect(stored).toHaveLength(3);
      });
    });
  });
}
