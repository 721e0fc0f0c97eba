import { describe, expect, it } from 'vitest';
import { profileSchema } from './account';
import { contactMessageSchema, enterpriseDemoSchema, newsletterSchema } from './forms';
import { singleLine } from './single-line';
import type { z } from './zod';

const CONTACT = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'Compiler question',
  category: 'technical',
  message: 'Line one\nLine two',
};
const DEMO = {
  firstName: 'Katherine',
  lastName: 'Johnson',
  workEmail: 'k.johnson@example.com',
  company: 'Orbital Mechanics Ltd',
  phone: '+1 555 0100',
  teamSize: '51-200',
  needs: 'Teach C\r\nto 80 engineers',
};
const PROFILE = { name: 'Ada', bio: 'Poet\nof numbers', location: 'London', website: '' };

/** The first problem a schema finds, as the server and the forms show it: "field: message". */
function firstProblem(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  const issue = result.error?.issues[0];
  return issue && `${issue.path.join('.')}: ${issue.message}`;
}

describe('singleLine', () => {
  it.each([
    ['CR LF', 'Ada\r\nBcc: x@example.com'],
    ['LF', 'Ada\n'],
    ['CR', '\rAda'],
    ['a line separator', 'Ada\u2028Lovelace'],
    ['a next-line character', 'Ada\u0085Lovelace'],
  ])('refuses %s with a message naming the field', (_kind, value) => {
    const result = singleLine('your name').safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Keep your name on one line.',
    ]);
  });

  it('takes text on one line, tabs and spaces included, and says what is missing', () => {
    expect(singleLine('your name').parse('Ada\tLovelace  ')).toBe('Ada\tLovelace  ');
    expect(singleLine('your name', 'Enter your name.').safeParse(undefined).error?.issues).toEqual([
      expect.objectContaining({ message: 'Enter your name.' }),
    ]);
  });
});

describe('single-line fields of every form', () => {
  const cases: [string, string, z.ZodType, Record<string, unknown>, string][] = [
    ['contact', 'name', contactMessageSchema, CONTACT, 'Keep your name on one line.'],
    ['contact', 'email', contactMessageSchema, CONTACT, 'Keep your email address on one line.'],
    ['contact', 'subject', contactMessageSchema, CONTACT, 'Keep the subject on one line.'],
    ['demo', 'firstName', enterpriseDemoSchema, DEMO, 'Keep your first name on one line.'],
    ['demo', 'lastName', enterpriseDemoSchema, DEMO, 'Keep your last name on one line.'],
    ['demo', 'workEmail', enterpriseDemoSchema, DEMO, 'Keep your email address on one line.'],
    ['demo', 'company', enterpriseDemoSchema, DEMO, 'Keep the company name on one line.'],
    ['demo', 'phone', enterpriseDemoSchema, DEMO, 'Keep the phone number on one line.'],
    [
      'newsletter',
      'email',
      newsletterSchema,
      { email: 'a@example.com' },
      'Keep your email address on one line.',
    ],
    ['profile', 'name', profileSchema, PROFILE, 'Keep your name on one line.'],
    ['profile', 'location', profileSchema, PROFILE, 'Keep your location on one line.'],
    [
      'profile',
      'website',
      profileSchema,
      { ...PROFILE, website: 'https://ada.dev' },
      'Keep your website on one line.',
    ],
  ];

  it.each(cases)('%s: %s refuses a line break', (_form, field, schema, valid, message) => {
    expect(schema.safeParse(valid).success).toBe(true);
    for (const inserted of ['\r\n', '\n', '\r']) {
      const input = { ...valid, [field]: `${String(valid[field])}${inserted}Bcc: x@example.com` };
      expect(firstProblem(schema, input)).toBe(`${field}: ${message}`);
    }
  });

  it('keeps the line breaks of the fields written on several lines', () => {
    expect(contactMessageSchema.parse(CONTACT).message).toBe('Line one\nLine two');
    expect(enterpriseDemoSchema.parse(DEMO).needs).toBe('Teach C\r\nto 80 engineers');
    expect(profileSchema.parse(PROFILE).bio).toBe('Poet\nof numbers');
  });
});
