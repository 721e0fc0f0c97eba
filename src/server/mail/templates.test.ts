import { describe, expect, it } from 'vitest';
import { confirmSignupMail, resetPasswordMail } from './templates';

describe('account mails', () => {
  it('send questions to the contact form, never to an address the site does not own', () => {
    const link = 'https://learn.school.example/auth/v1/verify?token=t';
    for (const mail of [
      confirmSignupMail('sam@school.example', 'Sam', link),
      resetPasswordMail('sam@school.example', link),
    ]) {
      expect(mail.text).toContain(
        'Questions? Send us a message through the contact form on the site.',
      );
      expect(mail.html).toContain(
        'Questions? Send us a message through the contact form on the site.',
      );
      expect(`${mail.text}${mail.html}`).not.toMatch(/codenest\.dev|support@/);
    }
  });
});
