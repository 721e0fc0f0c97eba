import type { SiteIdentity } from '@domain/public-config';

/** A school's identity, as tests configure it (SITE_* variables) and expect the pages to show it. */
export const SCHOOL_SITE: SiteIdentity = {
  supportEmail: 'help@school.example',
  careersEmail: 'jobs@school.example',
  pressEmail: 'press@school.example',
  phone: '+44 20 7946 0000',
  social: [
    { network: 'GitHub', url: 'https://github.com/school-example' },
    { network: 'YouTube', url: 'https://www.youtube.com/@school-example' },
  ],
};

/** The SITE_* variables that configure SCHOOL_SITE. */
export const SCHOOL_SITE_ENV = {
  SITE_SUPPORT_EMAIL: 'help@school.example',
  SITE_CAREERS_EMAIL: 'jobs@school.example',
  SITE_PRESS_EMAIL: 'press@school.example',
  SITE_PHONE: '+44 20 7946 0000',
  SITE_SOCIAL_LINKS:
    'github=https://github.com/school-example, youtube=https://www.youtube.com/@school-example',
};
