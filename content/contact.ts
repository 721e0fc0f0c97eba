import type { SiteIdentity } from '@domain/public-config';

/** The contact page's texts (the form's fields and categories live in src/domain/forms.ts). */
export const contactIntro = {
  formTitle: 'Send us a message',
  formLead:
    'Tell us what you need and a person on the team will answer. The more detail you give (what you tried, what you expected, a code snippet), the faster we can help.',
  directTitle: 'Write to us directly',
};

export interface ContactChannel {
  title: string;
  description: string;
  value: string;
  href: string;
}

/** The addresses this site has besides the form; none when it set none. */
export function contactChannels(site: SiteIdentity): ContactChannel[] {
  const channels: ContactChannel[] = [];
  if (site.supportEmail) {
    channels.push({
      title: 'Email support',
      description: 'For anything about your account, courses or code.',
      value: site.supportEmail,
      href: `mailto:${site.supportEmail}`,
    });
  }
  if (site.pressEmail) {
    channels.push({
      title: 'Press',
      description: 'Interviews, quotes and the press kit. We respond within 24 hours.',
      value: site.pressEmail,
      href: `mailto:${site.pressEmail}`,
    });
  }
  return channels;
}

export const responseTimes = {
  title: 'When we answer',
  lines: ['Pro subscribers: within 24 hours.', 'Free accounts and visitors: within 48-72 hours.'],
};

export const supportHours: { days: string; hours: string }[] = [
  { days: 'Mon-Fri', hours: '9 AM-6 PM PST' },
  { days: 'Sat', hours: '10 AM-4 PM PST' },
  { days: 'Sun', hours: 'closed' },
];

export const contactSuccess = {
  title: 'Message sent',
  body: 'Thank you for writing to us. We have your message and will reply to the email address you gave.',
  reference: (reference: string) => `Your reference: ${reference}`,
  again: 'Send another message',
};
