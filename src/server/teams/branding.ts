import { imageSize } from 'image-size';
import type { Kysely } from 'kysely';
import type { LogoUpload } from '@domain/team-branding-api';
import {
  LOGO_MAX_BYTES,
  LOGO_MAX_SIDE,
  LOGO_MIN_SIDE,
  LOGO_NOT_AN_IMAGE,
  SVG_EMPTY_AFTER_CLEANING,
  SVG_WITHOUT_SIZE,
  logoSidesWrong,
  logoTooLarge,
  logoUnreadable,
  type LogoType,
} from '@domain/team-branding';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { sanitizeSvg, svgDocumentOf } from './svg-sanitizer';

type Db = Kysely<Database>;

/** A logo that passed every check, in the form it is stored in (teams.logo_data). */
export interface CheckedLogo {
  type: LogoType;
  /** Base64 of a PNG or JPEG; the sanitised SVG's text. */
  data: string;
  width: number;
  height: number;
}

const badLogo = (message: string) => new HttpError(400, 'invalid_logo', message);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** What the file is by its content, whatever it was sent as. */
export function logoTypeOf(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  if (svgDocumentOf(bytes) !== null) return 'image/svg+xml';
  return null;
}

const KIND_NAMES: Record<LogoType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/svg+xml': 'SVG',
};

/** Width and height as the file gives them (PNG IHDR, JPEG SOF, SVG width/height or viewBox). */
function sidesOf(bytes: Uint8Array, type: LogoType): { width: number; height: number } {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw badLogo(type === 'image/svg+xml' ? SVG_WITHOUT_SIZE : logoUnreadable(KIND_NAMES[type]));
  }
  if (!size.width || !size.height) {
    throw badLogo(type === 'image/svg+xml' ? SVG_WITHOUT_SIZE : logoUnreadable(KIND_NAMES[type]));
  }
  return { width: Math.round(size.width), height: Math.round(size.height) };
}

const sideFits = (side: number) => side >= LOGO_MIN_SIDE && side <= LOGO_MAX_SIDE;

/**
 * Checks an uploaded logo: at most 256 KB, a PNG, JPEG or SVG by its content (the declared type
 * alone proves nothing: the content's type is the one kept), each side 16 to 1024 px, and an
 * SVG cleaned of anything that could run or load. Anything else is a 400 that says what is wrong.
 */
export async function checkLogo(upload: LogoUpload): Promise<CheckedLogo> {
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length > LOGO_MAX_BYTES) throw badLogo(logoTooLarge(bytes.length));
  const type = logoTypeOf(bytes);
  if (!type) throw badLogo(LOGO_NOT_AN_IMAGE);

  let data = bytes.toString('base64');
  let drawn = bytes;
  if (type === 'image/svg+xml') {
    const cleaned = await sanitizeSvg(svgDocumentOf(bytes) ?? '');
    if (!cleaned.ok) throw badLogo(SVG_EMPTY_AFTER_CLEANING);
    data = cleaned.svg;
    drawn = Buffer.from(cleaned.svg, 'utf8');
  }
  const sides = sidesOf(drawn, type);
  if (!sideFits(sides.width) || !sideFits(sides.height)) {
    throw badLogo(logoSidesWrong(sides.width, sides.height));
  }
  return { type, data, ...sides };
}

/** Saves what changed: an accent or logo left undefined stays, null removes it. */
export async function saveBranding(
  db: Db,
  teamId: string,
  changes: { accentColor?: string | null; logo?: CheckedLogo | null },
): Promise<void> {
  const now = new Date().toISOString();
  const logo =
    changes.logo === undefined
      ? {}
      : changes.logo === null
        ? { logo_type: null, logo_data: null, logo_updated_at: null }
        : { logo_type: changes.logo.type, logo_data: changes.logo.data, logo_updated_at: now };
  await db
    .updateTable('teams')
    .set({
      ...(changes.accentColor === undefined ? {} : { accent_color: changes.accentColor }),
      ...logo,
      updated_at: now,
    })
    .where('id', '=', teamId)
    .execute();
}

/** A team's logo as it is served, or null without one. */
export async function logoOf(
  db: Db,
  teamId: string,
): Promise<{ type: string; body: Buffer } | null> {
  const row = await db
    .selectFrom('teams')
    .select(['logo_type', 'logo_data'])
    .where('id', '=', teamId)
    .executeTakeFirst();
  if (!row?.logo_type || !row.logo_data) return null;
  const body =
    row.logo_type === 'image/svg+xml'
      ? Buffer.from(row.logo_data, 'utf8')
      : Buffer.from(row.logo_data, 'base64');
  return { type: row.logo_type, body };
}
