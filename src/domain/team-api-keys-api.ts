import { teamIdSchema } from './team-api';
import { API_KEY_NAME_MAX } from './team-api-keys';
import { z } from './zod';

/*
 * The team's API keys (the Enterprise plan): the owner and managers create read-only keys for
 * the team API under /api/v1, see them listed with their last use, and revoke them. A key is
 * shown once, when it is created; the server keeps only its hash.
 */

export const apiKeyScopes = ['read'] as const;

/** POST /functions/v1/team-api-keys: a new key, named after what it is for. */
export const apiKeyCreateRequestSchema = z.object({
  teamId: teamIdSchema,
  name: z
    .string({ message: 'is required: a name that says what the key is for' })
    .trim()
    .min(1, 'is required: a name that says what the key is for, such as "Gradebook sync"')
    .max(API_KEY_NAME_MAX, `must be at most ${API_KEY_NAME_MAX} characters`),
});
export type ApiKeyCreateRequest = z.input<typeof apiKeyCreateRequestSchema>;

/** The answer to creating a key: the only time the key itself is ever shown. */
export const apiKeyCreatedSchema = z.object({ id: z.string(), key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

/** GET /functions/v1/team-api-keys?teamId=: the team's live keys, newest first (never the key). */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  scope: z.enum(apiKeyScopes),
  createdAt: z.string(),
  /** Who created it, or null once their account is gone. */
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeysAnswerSchema = z.array(apiKeySchema);

/** DELETE /functions/v1/team-api-keys: revokes a key at once. */
export const apiKeyRevokeRequestSchema = z.object({
  teamId: teamIdSchema,
  keyId: z
    .string({ message: 'is required: the id of the key to revoke' })
    .trim()
    .min(1, 'is required: the id of the key to revoke')
    .max(100, 'is not a key id'),
});
