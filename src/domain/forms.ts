import { singleLine } from './single-line';
import { z } from './zod';

/** SPEC §5 contact form: all fields required; the category is one of these. */
export const CONTACT_CATEGORIES = [
  'general',
  'technical',
  'billing',
  'courses',
  'partnership',
  'press',
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

export const CONTACT_CATEGORY_LABELS: Record<ContactCategory, string> = {
  general: 'General question',
  technical: 'Technical support',
  billing: 'Billing',
  courses: 'Courses and content',
  partnership: 'Partnership',
  press: 'Press',
};

export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000 } as const;

const email = singleLine('your email address', 'Enter your email address.')
  .trim()
  .min(1, 'Enter your email address.')
  .max(254, 'Enter a shorter email address.')
  .pipe(z.email({ message: 'Enter a valid email address, like name@example.com.' }));

export const contactMessageSchema = z.object({
  name: singleLine('your name', 'Enter your name.')
    .trim()
    .min(1, 'Enter your name.')
    .max(CONTACT_LIMITS.name, `Keep your name under ${CONTACT_LIMITS.name} characters.`),
  email,
  subject: singleLine('the subject', 'Enter a subject.')
    .trim()
    .min(1, 'Enter a subject.')
    .max(CONTACT_LIMITS.subject, `Keep the subject under ${CONTACT_LIMITS.subject} characters.`),
  category: z.enum(CONTACT_CATEGORIES, { message: 'Choose a category.' }),
  message: z
    .string({ message: 'Enter your message.' })
    .trim()
    .min(1, 'Enter your message.')
    .max(CONTACT_LIMITS.message, `Keep your message under ${CONTACT_LIMITS.message} characters.`),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const newsletterSchema = z.object({ email });

/**
 * The same answer for every address, new, waiting for its confirmation or subscribed: whether
 * someone is on the list is said only to their own mailbox.
 */
export const newsletterAnswerSchema = z.object({ status: z.literal('check_your_inbox') });
export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;

/** The token of a newsletter confirmation or unsubscribe link, as the server makes them. */
export const newsletterLinkSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is incomplete.'),
});

export const contactAnswerSchema = z.object({
  /** A short reference the team can quote back, e.g. "CN-7F3A2B". */
  reference: z.string(),
});
export type ContactAnswer = z.infer<typeof contactAnswerSchema>;

/** SPEC §5 enterprise demo form: team sizes. */
export const TEAM_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export type TeamSize = (typeof TEAM_SIZES)[number];

export const ENTERPRISE_LIMITS = { name: 100, company: 150, phone: 40, needs: 2000 } as const;

const requiredText = (what: string, missing: string, max: number, tooLong: string) =>
  singleLine(what, missing).trim().min(1, missing).max(max, tooLong);

/** SPEC §5: first and last name, work email, company and team size required; the rest optional. */
export const enterpriseDemoSchema = z.object({
  firstName: requiredText(
    'your first name',
    'Enter your first name.',
    ENTERPRISE_LIMITS.name,
    `Keep your first name under ${ENTERPRISE_LIMITS.name} characters.`,
  ),
  lastName: requiredText(
    'your last name',
    'Enter your last name.',
    ENTERPRISE_LIMITS.name,
    `Keep your last name under ${ENTERPRISE_LIMITS.name} characters.`,
  ),
  workEmail: email,
  company: requiredText(
    'the company name',
    'Enter your company.',
    ENTERPRISE_LIMITS.company,
    `Keep the company name under ${ENTERPRISE_LIMITS.company} characters.`,
  ),
  phone: singleLine('the phone number')
    .trim()
    .max(
      ENTERPRISE_LIMITS.phone,
      `Keep the phone number under ${ENTERPRISE_LIMITS.phone} characters.`,
    )
    .optional()
    .default(''),
  teamSize: z.enum(TEAM_SIZES, { message: 'Choose your team size.' }),
  needs: z
    .string()
    .trim()
    .max(ENTERPRISE_LIMITS.needs, `Keep it under ${ENTERPRISE_LIMITS.needs} characters.`)
    .optional()
    .default(''),
  marketingConsent: z.boolean().optional().default(false),
});
export type EnterpriseDemoRequest = z.infer<typeof enterpriseDemoSchema>;

export const enterpriseDemoAnswerSchema = z.object({
  /** Quoted back to the requester, e.g. "CN-7F3A2B". */
  reference: z.string(),
});
export type EnterpriseDemoAnswer = z.infer<typeof enterpriseDemoAnswerSchema>;
