import { teamIdSchema } from './team-api';
import { ACCENT_COLOR_PATTERN, LOGO_FILE_RULE, logoTypes } from './team-branding';
import { z } from './zod';

/** PUT /functions/v1/team-branding (the owner): what is left out stays as it is, null removes it. */
export const accentColorSchema = z
  .string({ message: 'must be a colour written #rrggbb, such as #1d4ed8' })
  .trim()
  .regex(ACCENT_COLOR_PATTERN, 'must be a colour written #rrggbb, such as #1d4ed8')
  .transform((value) => value.toLowerCase());

export const logoUploadSchema = z.object({
  type: z.enum(logoTypes, { message: `is not accepted. ${LOGO_FILE_RULE}.` }),
  /** The file's bytes in base64; its size is checked on the decoded bytes. */
  data: z
    .string({ message: "is required: the file's bytes in base64" })
    .min(1, 'is empty: choose a logo file')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, "must be the file's bytes in base64"),
});
export type LogoUpload = z.infer<typeof logoUploadSchema>;

export const teamBrandingRequestSchema = z.object({
  teamId: teamIdSchema,
  accentColor: accentColorSchema.nullable().optional(),
  logo: logoUploadSchema.nullable().optional(),
});
export type TeamBrandingRequest = z.input<typeof teamBrandingRequestSchema>;
