import { CERTIFIED_COURSE_ID, requirementIds } from './assessment-rules';
import { z } from './zod';

/**
 * The certificate's calls: GET /functions/v1/certificate (the signed-in learner's standing for a
 * course, the same for Free and Pro), POST /functions/v1/certificate (hide or show it), and the
 * public GET /functions/v1/certificate-public?id= that /certificates/:id shows.
 */

/**
 * One of SPEC §3's requirements and the learner's progress toward it. `assessment` counts the
 * best score in percent toward ASSESSMENT_PASS_PERCENT of 100.
 */
export const requirementSchema = z.object({
  id: z.enum(requirementIds),
  met: z.boolean(),
  done: z.number().int(),
  total: z.number().int(),
});
export type Requirement = z.infer<typeof requirementSchema>;

export const certificateRefSchema = z.object({
  id: z.string(),
  /** The public page: PUBLIC_URL/certificates/:id. */
  url: z.string(),
  issuedAt: z.string(),
  /** True while the learner hides it from the public page. */
  hidden: z.boolean(),
});
export type CertificateRef = z.infer<typeof certificateRefSchema>;

export const certificateStandingSchema = z.object({
  courseId: z.string(),
  requirements: z.array(requirementSchema),
  certificate: certificateRefSchema.nullable(),
});
export type CertificateStanding = z.infer<typeof certificateStandingSchema>;

export const certificateActionSchema = z.object({
  action: z.enum(['hide', 'show'], { message: 'must be "hide" or "show"' }),
  courseId: z.string().default(CERTIFIED_COURSE_ID),
});

/** The public record /certificates/:id shows, checked on the server. */
export const publicCertificateSchema = z.object({
  id: z.string(),
  learnerName: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  issuedAt: z.string(),
  hours: z.number(),
  assessmentPercent: z.number().int(),
  requirements: z.array(z.object({ id: z.enum(requirementIds), label: z.string() })),
  url: z.string(),
  pdfUrl: z.string(),
  credentialUrl: z.string(),
  linkedInUrl: z.string(),
  /** The site that verified it: SITE_NAME. */
  verifiedBy: z.string(),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

/**
 * A certificate's public id: 128 random bits in base32 without padding (26 characters), so it
 * cannot be guessed; checked before any lookup.
 */
export const CERTIFICATE_ID = /^[a-z2-7]{26}$/;
