import { CERTIFICATE_NOT_FOUND } from '@domain/assessment-rules';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateStandingSchema, publicCertificateSchema } from '@domain/certificate-api';
import { startListeningServer, type ListeningServer } from '@tests/helpers/auth';
import { completeLessons, passExercises } from '@tests/helpers/course-progress';
import { testDialects } from '@tests/helpers/databases';
import { signedInUser } from '@tests/helpers/execute';
import { makePro } from '@tests/helpers/subscriptions';
import { verifyCredential, type IssuerProfile } from '@server/certificates/credential';

for (const dialect of testDialects()) {
  describe(`certificates over HTTP [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect);
    });
    afterAll(() => server.close());

    const call = (path: string, token: string | null = null, method = 'GET', body?: unknown) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const page = (id: string) =>
      fetch(`${server.url}/certificates/${id}`, { headers: { accept: 'text/html' } });

    /** A learner who meets every requirement, with a best score of 90%. */
    async function qualified(pro: boolean) {
      const learner = await signedInUser(server);
      const db = server.app.database.db;
      await db
        .updateTable('users')
        .set({ user_metadata: JSON.stringify({ name: 'Ada Lovelace' }) })
        .where('id', '=', learner.userId)
        .execute();
      await completeLessons(db, learner.userId);
      await passExercises(db, learner.userId);
      await db
        .insertInto('assessment_attempts')
        .values({
          id: crypto.randomUUID(),
          user_id: learner.userId,
          course_id: 'c-programming',
          item_ids: '[]',
          started_at: new Date().toISOString(),
          deadline_at: new Date().toISOString(),
          submitted_at: new Date().toISOString(),
          correct: 18,
          total: 20,
          percent: 90,
          passed: 1,
          results: '[]',
        })
        .execute();
      if (pro) await makePro(db, learner.userId);
      return learner;
    }

    it('gives a Free learner the standing of SPEC §3 with no certificate', async () => {
      const { token } = await qualified(false);
      const response = await call('/functions/v1/certificate', token);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        courseId: 'c-programming',
        requirements: [
          { id: 'lessons', met: true, done: 24, total: 24 },
          { id: 'exercises', met: true, done: 23, total: 23 },
          { id: 'project', met: true, done: 1, total: 1 },
          { id: 'assessment', met: true, done: 90, total: 100 },
        ],
        certificate: null,
      });
      expect((await call('/functions/v1/certificate')).status).toBe(401);
    });

    it('publishes a Pro learner’s certificate: page, record, PDF, signed credential, status', async () => {
      const { token } = await qualified(true);
      const standing = certificateStandingSchema.parse(
        await (await call('/functions/v1/certificate', token)).json(),
      );
      const id = standing.certificate!.id;

      const html = await page(id);
      expect(html.status).toBe(200);
      expect(html.headers.get('content-type')).toContain('text/html');

      const record = publicCertificateSchema.parse(
        await (await call(`/functions/v1/certificate-public?id=${id}`)).json(),
      );
      expect(record).toMatchObject({
        id,
        learnerName: 'Ada Lovelace',
        courseTitle: 'C Programming',
        hours: 12,
        assessmentPercent: 90,
        url: `${server.url}/certificates/${id}`,
        verifiedBy: `CodeNest (${new URL(server.url).host})`,
      });
      expect(record.requirements.map((requirement) => requirement.id)).toEqual([
        'lessons',
        'exercises',
        'project',
        'assessment',
      ]);
      const linkedIn = new URL(record.linkedInUrl);
      expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
      expect(linkedIn.searchParams.get('certId')).toBe(id);
      expect(linkedIn.searchParams.get('certUrl')).toBe(record.url);
      expect(linkedIn.searchParams.get('organizationName')).toBe('CodeNest');

      const pdf = await fetch(record.pdfUrl);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toContain('attachment');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      const credential = (await (await fetch(record.credentialUrl)).json()) as Record<
        string,
        unknown
      >;
      const profile = (await (
        await call('/functions/v1/credential-issuer')
      ).json()) as IssuerProfile;
      const multikey = profile.verificationMethod.find((method) => method.type === 'Multikey');
      expect(multikey && 'publicKeyMultibase' in multikey).toBe(true);
      const publicKey =
        multikey && 'publicKeyMultibase' in multikey ? multikey.publicKeyMultibase : '';
      expect(verifyCredential(credential, publicKey)).toBe(true);
      expect(verifyCredential({ ...credential, name: 'Forged' }, publicKey)).toBe(false);

      const status = await call(`/functions/v1/certificate-status?id=${id}`);
      expect(await status.json()).toEqual({ id, revoked: false });
    });

    it('answers an unknown or malformed id "Certificate not found" with 404, the page too', async () => {
      for (const id of ['abcdefghijklmnopqrstuvwxyz', 'not-an-id']) {
        const response = await call(`/functions/v1/certificate-public?id=${id}`);
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({
          code: 'certificate_not_found',
          message: expect.stringContaining(CERTIFICATE_NOT_FOUND) as string,
        });
        expect((await page(id)).status).toBe(404);
        expect((await call(`/functions/v1/certificate-pdf?id=${id}`)).status).toBe(404);
      }
    });

    it('hides the certificate from the public on request and shows it again', async () => {
      const { token } = await qualified(true);
      const id = certificateStandingSchema.parse(
        await (await call('/functions/v1/certificate', token)).json(),
      ).certificate!.id;
      const hidden = await call('/functions/v1/certificate', token, 'POST', { action: 'hide' });
      expect(certificateStandingSchema.parse(await hidden.json()).certificate?.hidden).toBe(true);
      expect((await page(id)).status).toBe(404);
      expect((await call(`/functions/v1/certificate-public?id=${id}`)).status).toBe(404);
      // Hidden is not revoked: the credential stays valid.
      expect(await (await call(`/functions/v1/certificate-status?id=${id}`)).json()).toEqual({
        id,
        revoked: false,
      });
      await call('/functions/v1/certificate', token, 'POST', { action: 'show' });
      expect((await page(id)).status).toBe(200);
      const bad = await call('/functions/v1/certificate', token, 'POST', { action: 'delete' });
      expect(bad.status).toBe(400);
    });

    it('revokes the certificate when its owner deletes the account', async () => {
      const { token } = await qualified(true);
      const id = certificateStandingSchema.parse(
        await (await call('/functions/v1/certificate', token)).json(),
      ).certificate!.id;
      const deleted = await call('/functions/v1/delete-account', token, 'POST', {
        confirmation: 'DELETE',
      });
      expect(deleted.status).toBeLessThan(300);
      expect((await page(id)).status).toBe(404);
      expect(await (await call(`/functions/v1/certificate-status?id=${id}`)).json()).toEqual({
        id,
        revoked: true,
      });
    });
  });
}
