// @vitest-environment jsdom
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { I18NEXT_OPTIONS } from './load-language';
import { translateMessage } from './server-messages';
import { setLanguage, t } from './translate';

async function spanish(catalogue: Record<string, string>) {
  const instance = i18next.createInstance();
  await instance.init({
    ...I18NEXT_OPTIONS,
    lng: 'es',
    resources: { es: { translation: catalogue } },
  });
  return instance;
}

afterEach(() => setLanguage('en'));

describe('a message the server sends with values in it', () => {
  it('is read by the pattern of its text, and shown translated with the same values', async () => {
    const instance = await spanish({
      'Too many attempts. Please wait {{wait}} and try again.':
        'Demasiados intentos. Espera {{wait}} y vuelve a intentarlo.',
      '{{minutes}} minute': '{{minutes}} minuto',
      '{{minutes}} minutes': '{{minutes}} minutos',
      'Solved "{{title}}"': 'Resuelto «{{title}}»',
    });
    expect(
      translateMessage(instance, 'Too many attempts. Please wait 2 minutes and try again.'),
    ).toBe('Demasiados intentos. Espera 2 minutos y vuelve a intentarlo.');
    expect(
      translateMessage(instance, 'Too many attempts. Please wait 1 minute and try again.'),
    ).toBe('Demasiados intentos. Espera 1 minuto y vuelve a intentarlo.');
    // A value that is a name or a title stays as it came.
    expect(translateMessage(instance, 'Solved "Loops and Arrays"')).toBe(
      'Resuelto «Loops and Arrays»',
    );
  });

  it('is left alone when no text of the catalogue says enough to be sure of it', async () => {
    const instance = await spanish({
      'Keep {{plan}}': 'Mantener {{plan}}',
      '{{label}} {{problem}}': '{{label}}: {{problem}}',
    });
    expect(
      translateMessage(instance, 'Keep two variables for the two most recent numbers.'),
    ).toBeNull();
    expect(translateMessage(instance, 'Something the catalogue never heard of.')).toBeNull();
  });

  it('reaches every place that shows a message through t(), in the learner’s language', async () => {
    const message = "Congratulations! You've completed the challenge and earned 100 points!";
    expect(t(message)).toBe(message);
    await setLanguage('fr');
    expect(t(message)).not.toBe(message);
    expect(t(message)).toContain('100');
    expect(t('Too many runs: the limit is 10 a minute. Please wait 30 s and run again.')).toMatch(
      /10.*30/,
    );
  });
});
