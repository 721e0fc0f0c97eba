import { z } from './zod';

/** GET /config.json: how the web app finds its backend (DESIGN.md, runtime contract). */
export const publicConfigSchema = z.object({
  /** null: the origin the app was loaded from. */
  apiUrl: z.url().nullable(),
  anonKey: z.string().min(1),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;
