import {
  CERTIFICATE_NOT_FOUND,
  CERTIFIED_COURSE_ID,
  requirementIds,
} from '@domain/assessment-rules';
import type { FastifyInstance } from 'fastify';
import { cCertificateRequirements } from '@content/courses/c/certificate';
import {
  certificateActionSchema,
  type CertificateStanding,
  type PublicCertificate,
} from '@domain/certificate-api';
import { PRODUCT_NAME } from '@domain/constants';
import { courseIdSchema } from '@domain/ids';
import { z } from '@domain/zod';
import { requireUser } from '@server/auth/bearer';
import {
  credentialKeyFromSeed,
  credentialUrl,
  issuerProfile,
  signedCredential,
} from '@server/certificates/credential';
import { linkedInAddUrl } from '@server/certificates/linkedin';
import { certificatePdf } from '@server/certificates/pdf';
import { certificateUrl, type CertificateRecord, type Issuer } from '@server/certificates/record';
import {
  certificateExists,
  certificateStanding,
  publicCertificateRow,
  setCertificateHidden,
  type CertificateRow,
} from '@server/certificates/service';
import { HttpError } from '@server/http/errors';
import { validate } from '@server/http/validate';
import { contentCourses, requireCourse, type LearningCourses } from '@server/learning/courses';

/** How many certificates' PDFs are kept in memory (about 4 KB each). */
const KEPT_PDFS = 500;

const courseQuerySchema = z.object({ courseId: courseIdSchema.default(CERTIFIED_COURSE_ID) });
const idQuerySchema = z.object({ id: z.string({ message: 'is required' }).min(1, 'is required') });

const notFound = () =>
  new HttpError(
    404,
    'certificate_not_found',
    `${CERTIFICATE_NOT_FOUND}. Check the address: it may have been mistyped, hidden by its owner or revoked.`,
  );

/**
 * The certificate group: the learner's standing (GET, and POST to hide or show it), the public
 * record /certificates/:id shows, its PDF, its signed credential, the credential's status, and
 * the issuer profile that publishes the signing key.
 */
export function registerCertificateRoutes(
  app: FastifyInstance,
  options: { courses?: LearningCourses } = {},
): void {
  const courses = options.courses ?? contentCourses;
  const issuer: Issuer = { siteName: PRODUCT_NAME, publicUrl: app.config.publicUrl };
  const key = credentialKeyFromSeed(app.keys.credentialSeed);

  const recordOf = (row: CertificateRow): CertificateRecord => {
    const course = requireCourse(row.course_id, courses);
    return {
      id: row.id,
      learnerName: row.learner_name,
      courseId: row.course_id,
      courseTitle: course.name,
      certificateName: course.certificate.name,
      certificateDescription: course.certificate.description,
      issuedAt: row.issued_at,
      hours: row.hours,
      assessmentPercent: row.assessment_percent,
      requirements: requirementIds.map((id) => ({ id, label: cCertificateRequirements[id] })),
    };
  };

  const requirePublic = async (query: unknown): Promise<CertificateRecord> => {
    const { id } = validate(idQuerySchema, query);
    const row = await publicCertificateRow(app.database.db, id);
    if (!row) throw notFound();
    return recordOf(row);
  };

  app.get('/functions/v1/certificate', async (request): Promise<CertificateStanding> => {
    const { userId } = await requireUser(request, app);
    const { courseId } = validate(courseQuerySchema, request.query);
    const course = requireCourse(courseId, courses);
    return certificateStanding(app.database.db, userId, course, issuer.publicUrl);
  });

  app.post('/functions/v1/certificate', async (request): Promise<CertificateStanding> => {
    const { userId } = await requireUser(request, app);
    const { action, courseId } = validate(certificateActionSchema, request.body ?? {});
    const course = requireCourse(courseId, courses);
    const changed = await setCertificateHidden(
      app.database.db,
      userId,
      course.id,
      action === 'hide',
    );
    if (!changed) {
      throw new HttpError(
        404,
        'certificate_not_found',
        'You have no certificate of this course yet: it is issued once every requirement is met.',
      );
    }
    return certificateStanding(app.database.db, userId, course, issuer.publicUrl);
  });

  app.get('/functions/v1/certificate-public', async (request): Promise<PublicCertificate> => {
    const record = await requirePublic(request.query);
    return {
      id: record.id,
      learnerName: record.learnerName,
      courseId: record.courseId,
      courseTitle: record.courseTitle,
      issuedAt: record.issuedAt,
      hours: record.hours,
      assessmentPercent: record.assessmentPercent,
      requirements: record.requirements,
      url: certificateUrl(issuer, record.id),
      pdfUrl: `${issuer.publicUrl}/functions/v1/certificate-pdf?id=${record.id}`,
      credentialUrl: credentialUrl(issuer, record.id),
      linkedInUrl: linkedInAddUrl(record, issuer),
      verifiedBy: `${issuer.siteName} (${new URL(issuer.publicUrl).host})`,
    };
  });

  // A certificate's PDF never changes (its name and date are fixed when it is issued): the ones
  // asked for last are kept, so a page shared widely is drawn once, not on every download.
  const pdfs = new Map<string, Uint8Array>();
  const pdfOf = async (record: CertificateRecord): Promise<Uint8Array> => {
    const kept = pdfs.get(record.id);
    if (kept) return kept;
    const pdf = await certificatePdf(record, issuer);
    pdfs.set(record.id, pdf);
    if (pdfs.size > KEPT_PDFS) pdfs.delete(pdfs.keys().next().value!);
    return pdf;
  };

  app.get('/functions/v1/certificate-pdf', async (request, reply) => {
    const record = await requirePublic(request.query);
    const pdf = await pdfOf(record);
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="${issuer.siteName.toLowerCase()}-certificate-${record.id}.pdf"`,
      )
      .send(Buffer.from(pdf));
  });

  app.get('/functions/v1/certificate-credential', async (request, reply) => {
    const record = await requirePublic(request.query);
    return reply
      .type('application/vc+ld+json; charset=utf-8')
      .send(JSON.stringify(signedCredential(record, issuer, key), null, 2));
  });

  // OB 3.0's revocation check: an unknown id (never issued, or its account deleted) is revoked;
  // a hidden certificate stays valid.
  app.get('/functions/v1/certificate-status', async (request) => {
    const { id } = validate(idQuerySchema, request.query);
    return { id, revoked: !(await certificateExists(app.database.db, id)) };
  });

  app.get('/functions/v1/credential-issuer', () => issuerProfile(issuer, key));
}

/** /certificates/:id answers 404 when its certificate is unknown, hidden or revoked. */
export function certificatePageStatus(app: FastifyInstance) {
  return async (pathname: string): Promise<200 | 404> => {
    const match = /^\/certificates\/([^/]+)\/?$/.exec(pathname);
    if (!match?.[1]) return 200;
    return (await publicCertificateRow(app.database.db, decodeURIComponent(match[1]))) ? 200 : 404;
  };
}
