import { describe, expect, it } from 'vitest';
import {
  ACCENT_MIN_CONTRAST,
  BLACK,
  WHITE,
  accentColors,
  contrastRatio,
  isBranded,
  relativeLuminance,
  textColorOn,
} from './team-branding';
import { teamBrandingRequestSchema } from './team-branding-api';

const hex = (value: number) => value.toString(16).padStart(2, '0');

describe('the accent colour rule', () => {
  it('measures luminance and contrast as WCAG 2 does', () => {
    expect(relativeLuminance(BLACK)).toBe(0);
    expect(relativeLuminance(WHITE)).toBe(1);
    expect(contrastRatio(BLACK, WHITE)).toBe(21);
    expect(contrastRatio(WHITE, BLACK)).toBe(21);
    expect(contrastRatio('#777777', WHITE)).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#1d4ed8', '#1d4ed8')).toBe(1);
  });

  it('puts white on dark accents and black on light ones', () => {
    expect(textColorOn('#000000')).toBe(WHITE);
    expect(textColorOn('#1d4ed8')).toBe(WHITE);
    expect(textColorOn('#7c3aed')).toBe(WHITE);
    expect(textColorOn('#ffffff')).toBe(BLACK);
    expect(textColorOn('#facc15')).toBe(BLACK);
    expect(textColorOn('#22C55E')).toBe(BLACK);
  });

  it('gives every accent text of at least 4.5:1, whichever colour is picked', () => {
    let least = 21;
    for (let red = 0; red <= 255; red += 15) {
      for (let green = 0; green <= 255; green += 15) {
        for (let blue = 0; blue <= 255; blue += 15) {
          const accent = `#${hex(red)}${hex(green)}${hex(blue)}`;
          const text = textColorOn(accent);
          const other = text === BLACK ? WHITE : BLACK;
          const ratio = contrastRatio(accent, text);
          expect(ratio).toBeGreaterThanOrEqual(contrastRatio(accent, other));
          least = Math.min(least, ratio);
        }
      }
    }
    expect(least).toBeGreaterThanOrEqual(ACCENT_MIN_CONTRAST);
    // The hardest accents sit where black and white tie (luminance ≈ 0.18).
    expect(least).toBeLessThan(4.7);
  });

  it('normalises the accent and pairs it with its text colour', () => {
    expect(accentColors(' #FACC15 ')).toEqual({ background: '#facc15', text: BLACK });
  });

  it('refuses anything but #rrggbb', () => {
    expect(() => relativeLuminance('red')).toThrow('red is not a #rrggbb colour');
    expect(() => relativeLuminance('#fff')).toThrow('#fff is not a #rrggbb colour');
  });

  it('counts a team as branded when it has an accent or a logo', () => {
    expect(isBranded({ accentColor: null, logoUrl: null })).toBe(false);
    expect(isBranded({ accentColor: '#1d4ed8', logoUrl: null })).toBe(true);
    expect(isBranded({ accentColor: null, logoUrl: '/functions/v1/team-logo/t?v=1' })).toBe(true);
  });
});

describe('the branding upload', () => {
  const parse = (body: unknown) => teamBrandingRequestSchema.safeParse(body);
  const firstProblem = (body: unknown) => {
    const result = parse(body);
    if (result.success) throw new Error('expected a refusal');
    const issue = result.error.issues[0]!;
    return `${issue.path.join('.')}: ${issue.message}`;
  };

  it('keeps what is left out, removes what is null, and lower-cases the accent', () => {
    expect(parse({ teamId: 't1' }).data).toEqual({ teamId: 't1' });
    expect(parse({ teamId: 't1', accentColor: null, logo: null }).data).toEqual({
      teamId: 't1',
      accentColor: null,
      logo: null,
    });
    expect(
      parse({ teamId: 't1', accentColor: '#1D4ED8', logo: { type: 'image/png', data: 'iVBORw==' } })
        .data,
    ).toEqual({
      teamId: 't1',
      accentColor: '#1d4ed8',
      logo: { type: 'image/png', data: 'iVBORw==' },
    });
  });

  it('says what is wrong with a colour, a type or the data', () => {
    expect(firstProblem({ teamId: 't1', accentColor: 'blue' })).toBe(
      'accentColor: must be a colour written #rrggbb, such as #1d4ed8',
    );
    expect(firstProblem({ teamId: 't1', accentColor: '#abc' })).toBe(
      'accentColor: must be a colour written #rrggbb, such as #1d4ed8',
    );
    expect(firstProblem({ teamId: 't1', logo: { type: 'image/gif', data: 'R0lGOD==' } })).toBe(
      'logo.type: is not accepted. The logo must be a PNG, JPEG or SVG of at most 256 KB.',
    );
    expect(firstProblem({ teamId: 't1', logo: { type: 'image/png', data: 'not base64!' } })).toBe(
      "logo.data: must be the file's bytes in base64",
    );
    expect(firstProblem({ teamId: 't1', logo: { type: 'image/png', data: '' } })).toBe(
      'logo.data: is empty: choose a logo file',
    );
    expect(firstProblem({ accentColor: '#1d4ed8' })).toBe(
      'teamId: is required: the id of one of your teams',
    );
  });
});
