import {
  isHttpUrl,
  SOCIAL_NETWORKS,
  type SocialLink,
  type SocialNetwork,
} from '@domain/public-config';
import { z } from '@domain/zod';

const PHONE_EXAMPLE = '+44 20 7946 0000';

/** SITE_PHONE: a number as the pages show it, with 5 to 15 digits (E.164 allows 15). */
export const phoneNumber = z
  .string()
  .regex(/^\+?[\d\s().-]+$/, `must be a phone number such as ${PHONE_EXAMPLE}`)
  .refine((value) => /^(\D*\d){5,15}\D*$/.test(value), {
    message: `must be a phone number of 5 to 15 digits such as ${PHONE_EXAMPLE}`,
  });

const networkByKey = new Map<string, SocialNetwork>(
  SOCIAL_NETWORKS.map((network) => [network.toLowerCase(), network]),
);
const networkKeys = [...networkByKey.keys()].join(', ');

/** SITE_SOCIAL_LINKS: "github=https://github.com/example, youtube=https://…", in the order given. */
export const socialLinks = z.string().transform((value, context): SocialLink[] => {
  const fail = (message: string) => {
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  const links: SocialLink[] = [];
  for (const entry of value.split(',')) {
    const separator = entry.indexOf('=');
    const network = networkByKey.get(entry.slice(0, separator).trim().toLowerCase());
    const url = entry.slice(separator + 1).trim();
    if (separator === -1 || network === undefined) {
      return fail(
        `must be network=URL pairs separated by commas, such as github=https://github.com/example; the networks are ${networkKeys}`,
      );
    }
    if (!isHttpUrl(url)) return fail(`must give an http(s) URL for ${network.toLowerCase()}`);
    if (links.some((link) => link.network === network)) {
      return fail(`names ${network.toLowerCase()} twice`);
    }
    links.push({ network, url: new URL(url).href });
  }
  return links;
});
