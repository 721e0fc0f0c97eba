import { describe, expect, it } from 'vitest';
import { nextHelpState, stepsBackToHelpHome, supportMailto } from './support-links';

describe('article history', () => {
  it('goes one step back to the main view after opening an article from it', () => {
    const state = nextHelpState(null, false);
    expect(state).toEqual({ helpDepth: 1, fromHelpHome: true });
    expect(stepsBackToHelpHome(state)).toBe(1);
  });

  it('counts related articles opened one after the other', () => {
    const first = nextHelpState(null, false);
    const second = nextHelpState(first, true);
    const third = nextHelpState(second, true);
    expect(stepsBackToHelpHome(third)).toBe(3);
  });

  it('has no way back through history for an article opened from an address', () => {
    expect(stepsBackToHelpHome(null)).toBeNull();
    expect(stepsBackToHelpHome({ unrelated: true })).toBeNull();
    const related = nextHelpState(null, true);
    expect(related).toEqual({ helpDepth: 1, fromHelpHome: false });
    expect(stepsBackToHelpHome(related)).toBeNull();
    expect(stepsBackToHelpHome(nextHelpState(related, true))).toBeNull();
  });

  it("writes support e-mails to the site's support address", () => {
    expect(supportMailto('help@school.example')).toBe(
      'mailto:help@school.example?subject=Help%20with%20CodeNest',
    );
  });
});
