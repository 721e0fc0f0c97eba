// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamSummary } from '@domain/team-api';
import type { TeamSso } from '@domain/team-sso-api';
import { SsoTab, domainsOfText } from './SsoTab';

const teams = vi.hoisted(() => ({
  teamCall: vi.fn(),
  teamAction: vi.fn(),
  teamKeys: { team: (teamId: string) => ['team', teamId] },
}));
vi.mock('@web/lib/teams', () => teams);

const TEAM: TeamSummary = {
  id: 'team-1',
  name: 'Room 12',
  role: 'owner',
  seats: 10,
  seatsUsed: 3,
  active: true,
  accentColor: null,
  logoUrl: null,
};
const REDIRECT = 'https://learn.example/auth/v1/sso/callback';
const TOKEN = 'k3Hq9ZpX2vLmN8rT4wYb6cDe1fGh5jSa';
const OFF: TeamSso = {
  configured: false,
  issuer: null,
  clientId: null,
  hasSecret: false,
  domains: [],
  verificationToken: null,
  redirectUri: REDIRECT,
  updatedAt: null,
};
const ON: TeamSso = {
  configured: true,
  issuer: 'https://login.school.example',
  clientId: 'codenest',
  hasSecret: true,
  domains: [
    { domain: 'pupils.school.example', verifiedAt: null },
    { domain: 'school.example', verifiedAt: null },
  ],
  verificationToken: TOKEN,
  redirectUri: REDIRECT,
  updatedAt: '2026-11-20T09:30:00.000Z',
};
const VERIFIED_AT = '2026-11-21T10:00:00.000Z';

function renderTab() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <SsoTab team={TEAM} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('domainsOfText', () => {
  it('splits on commas, spaces and lines, dropping empty parts', () => {
    expect(domainsOfText(' school.example,pupils.school.example\nstaff.example ;, ')).toEqual([
      'school.example',
      'pupils.school.example',
      'staff.example',
    ]);
  });
});

describe('SsoTab', () => {
  it('saves a first provider with its secret and says which domains wait for DNS', async () => {
    const user = userEvent.setup();
    teams.teamCall.mockResolvedValueOnce(OFF).mockResolvedValueOnce(ON);
    renderTab();
    expect(await screen.findByLabelText('Redirect URI')).toHaveValue(REDIRECT);
    expect(screen.getByLabelText('Client secret')).toBeRequired();
    await user.type(screen.getByLabelText('Issuer URL'), 'https://login.school.example');
    await user.type(screen.getByLabelText('Client ID'), 'codenest');
    await user.type(screen.getByLabelText('Client secret'), 's3cret');
    await user.type(
      screen.getByLabelText('E-mail domains'),
      'school.example, pupils.school.example',
    );
    await user.click(screen.getByRole('button', { name: 'Save single sign-on' }));

    expect(teams.teamCall).toHaveBeenLastCalledWith(
      expect.objectContaining({
        name: 'team-sso',
        method: 'PUT',
        body: {
          teamId: 'team-1',
          issuer: 'https://login.school.example',
          clientId: 'codenest',
          clientSecret: 's3cret',
          domains: ['school.example', 'pupils.school.example'],
        },
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved. Your provider answered, and the secret is stored encrypted. Add the DNS record for pupils.school.example, school.example under Domain verification, then choose Check DNS: sign-ins start once a domain is verified.',
    );
    expect(screen.getByLabelText('Client secret')).toHaveAttribute(
      'placeholder',
      'Saved: leave empty to keep it',
    );
    expect(
      screen.getByText(
        'Saved November 20, 2026. No domain is verified yet, so nobody signs in with your provider until one is.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the saved secret when the field stays empty, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    teams.teamCall
      .mockResolvedValueOnce(ON)
      .mockRejectedValueOnce(
        new Error('domains: school.example already signs in with another team’s single sign-on.'),
      );
    renderTab();
    expect(await screen.findByLabelText('E-mail domains')).toHaveValue(
      'pupils.school.example, school.example',
    );
    expect(screen.getByLabelText('Client secret')).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Save single sign-on' }));

    const body = (teams.teamCall.mock.lastCall as [{ body: Record<string, unknown> }])[0].body;
    expect(body).not.toHaveProperty('clientSecret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'domains: school.example already signs in with another team’s single sign-on.',
    );
  });

  it('shows the DNS record of each domain waiting for it, and what Check DNS found', async () => {
    const user = userEvent.setup();
    const checked: TeamSso = {
      ...ON,
      domains: [
        { domain: 'pupils.school.example', verifiedAt: null },
        { domain: 'school.example', verifiedAt: VERIFIED_AT },
      ],
    };
    teams.teamCall.mockResolvedValueOnce(ON).mockResolvedValueOnce({
      sso: checked,
      checks: [
        {
          domain: 'school.example',
          verified: true,
          message:
            'school.example is verified: members with an address there can now sign in with single sign-on.',
        },
      ],
    });
    renderTab();
    const domains = await screen.findByRole('list', { name: 'Domains' });
    expect(screen.getByText(`codenest-sso=${TOKEN}`)).toBeInTheDocument();
    const items = within(domains).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('code')?.textContent)).toEqual([
      '_codenest-sso.pupils.school.example',
      '_codenest-sso.school.example',
    ]);
    expect(within(items[1]!).getByText('Waiting for DNS')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check DNS for all domains' })).toBeEnabled();

    await user.click(
      within(items[1]!).getByRole('button', { name: 'Check DNS for school.example' }),
    );
    expect(teams.teamCall).toHaveBeenLastCalledWith(
      expect.objectContaining({
        name: 'team-sso-verify',
        method: 'POST',
        body: { teamId: 'team-1', domain: 'school.example' },
      }),
    );
    const school = within(domains).getAllByRole('listitem')[1]!;
    expect(await within(school).findByRole('status')).toHaveTextContent(
      'school.example is verified: members with an address there can now sign in with single sign-on.',
    );
    expect(within(school).getByText('Verified')).toBeInTheDocument();
    expect(within(school).queryByRole('button', { name: /Check DNS/ })).toBeNull();
    // One domain left waiting: no button for all of them.
    expect(screen.queryByRole('button', { name: 'Check DNS for all domains' })).toBeNull();
    expect(
      screen.getByText(
        'Saved November 20, 2026. Members with an address at school.example can sign in with your provider.',
      ),
    ).toBeInTheDocument();
  });

  it('checks every waiting domain at once, and shows a refusal', async () => {
    const user = userEvent.setup();
    const missing = (domain: string) => ({
      domain,
      verified: false,
      message: `No TXT record codenest-sso=${TOKEN} at _codenest-sso.${domain} yet. DNS changes can take an hour to appear.`,
    });
    teams.teamCall
      .mockResolvedValueOnce(ON)
      .mockResolvedValueOnce({
        sso: ON,
        checks: [missing('pupils.school.example'), missing('school.example')],
      })
      .mockRejectedValueOnce(
        new Error('Too many DNS checks for your team. Please wait 1 minute and try again.'),
      );
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Check DNS for all domains' }));
    expect(teams.teamCall).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'team-sso-verify', body: { teamId: 'team-1' } }),
    );
    const outcomes = await screen.findAllByRole('status');
    expect(outcomes.map((outcome) => outcome.textContent)).toEqual([
      missing('pupils.school.example').message,
      missing('school.example').message,
    ]);
    await user.click(screen.getByRole('button', { name: 'Check DNS for all domains' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many DNS checks for your team. Please wait 1 minute and try again.',
    );
  });

  it('turns single sign-on off after asking', async () => {
    const user = userEvent.setup();
    teams.teamCall.mockResolvedValueOnce(ON).mockResolvedValueOnce(OFF);
    teams.teamAction.mockResolvedValue(undefined);
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Turn off single sign-on' }));
    await user.click(screen.getByRole('button', { name: 'Turn off' }));

    expect(teams.teamAction).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'team-sso', method: 'DELETE', body: { teamId: 'team-1' } }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Single sign-on is off. The settings and the secret are deleted.',
    );
    expect(await screen.findByLabelText('Issuer URL')).toHaveValue('');
  });
});
