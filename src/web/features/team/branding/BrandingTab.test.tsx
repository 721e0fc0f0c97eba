// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamSummary } from '@domain/team-api';
import { BrandingTab } from './BrandingTab';

const teams = vi.hoisted(() => ({
  teamCall: vi.fn(),
  invalidateTeams: vi.fn(() => Promise.resolve()),
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
const SAVED = 'Branding saved. Your members see it in the header and on their dashboard.';

function renderTab(team: TeamSummary = TEAM) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <BrandingTab team={team} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const saveButton = () => screen.getByRole('button', { name: 'Save branding' });
const previews = () => screen.getAllByRole('figure');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('BrandingTab', () => {
  it('shows the name read-only with where to change it, and nothing to save at first', () => {
    renderTab();
    const nameCard = screen.getByRole('heading', { name: 'Team name' }).parentElement!;
    expect(nameCard).toHaveTextContent(
      'Team nameRoom 12The badge and banner show this name. Change it in Seats and invitations.',
    );
    expect(screen.getByRole('link', { name: 'Seats and invitations' })).toHaveAttribute(
      'href',
      '/team?team=team-1&tab=seats',
    );
    expect(saveButton()).toBeDisabled();
    expect(screen.getByText('Nothing to save yet.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No logo' })).toBeInTheDocument();
    expect(screen.getByText(/until then your members see no badge or banner/)).toBeInTheDocument();
  });

  it('keeps the picker and the hex code in step, and previews the accent in both themes', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.type(screen.getByLabelText('Hex code'), '#1D4ED8');
    expect(screen.getByLabelText('Accent colour')).toHaveValue('#1d4ed8');
    expect(
      screen.getByText(/with white text on it \(contrast 6\.7:1\), readable in light and dark/),
    ).toBeInTheDocument();
    const [light, dark] = previews() as [HTMLElement, HTMLElement];
    expect(light).toHaveTextContent('Light theme');
    expect(dark).toHaveTextContent('Dark theme');
    for (const pane of [light, dark]) {
      expect(within(pane).getByTitle('Room 12')).toHaveStyle({
        backgroundColor: '#1d4ed8',
        color: '#ffffff',
      });
    }
  });

  it('says what is wrong with a hex code instead of saving it', async () => {
    const user = userEvent.setup();
    renderTab();
    const hex = screen.getByLabelText('Hex code');
    await user.type(hex, '#12');
    await user.tab();
    expect(hex).toHaveAttribute('aria-invalid', 'true');
    expect(hex).toHaveAccessibleDescription(
      expect.stringContaining('Enter a colour as #rrggbb, such as #1d4ed8, or leave it empty.'),
    );
    await user.click(saveButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Accent colour: Enter a colour as #rrggbb, such as #1d4ed8, or leave it empty.',
    );
    expect(teams.teamCall).not.toHaveBeenCalled();
  });

  it('refuses a file of another type or over 256 KB before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderTab();
    const input = screen.getByLabelText('Logo file');
    await user.upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The logo must be a PNG, JPEG or SVG of at most 256 KB: logo.gif is none of them.',
    );
    await user.upload(
      input,
      new File([new Uint8Array(300 * 1024)], 'huge.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The logo must be a PNG, JPEG or SVG of at most 256 KB: this file is 300 KB.',
    );
    expect(saveButton()).toBeDisabled();
  });

  it('sends a chosen logo and a new accent, then says they are saved', async () => {
    const user = userEvent.setup();
    teams.teamCall.mockResolvedValue({ ...TEAM, accentColor: '#facc15' });
    renderTab();
    await user.upload(
      screen.getByLabelText('Logo file'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'room12.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('room12.png is ready: save to use it.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your logo' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw==',
    );
    await user.type(screen.getByLabelText('Hex code'), '#facc15');
    await user.click(saveButton());
    expect(await screen.findByRole('status')).toHaveTextContent(SAVED);
    expect(teams.teamCall).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'team-branding',
        method: 'PUT',
        body: {
          teamId: 'team-1',
          accentColor: '#facc15',
          logo: { type: 'image/png', data: 'iVBORw==' },
        },
      }),
    );
    expect(teams.invalidateTeams).toHaveBeenCalled();
  });

  it('removes the saved logo and accent, sending null for each', async () => {
    const user = userEvent.setup();
    teams.teamCall.mockResolvedValue(TEAM);
    renderTab({ ...TEAM, accentColor: '#1d4ed8', logoUrl: '/functions/v1/team-logo/team-1?v=1' });
    expect(screen.getByRole('img', { name: 'Your logo' })).toHaveAttribute(
      'src',
      '/functions/v1/team-logo/team-1?v=1',
    );
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.getByText('The logo goes when you save.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No accent' }));
    expect(screen.getByLabelText('Hex code')).toHaveValue('');
    await user.click(saveButton());
    await waitFor(() =>
      expect(teams.teamCall).toHaveBeenCalledWith(
        expect.objectContaining({ body: { teamId: 'team-1', accentColor: null, logo: null } }),
      ),
    );
  });

  it("shows the server's sentence when the logo is refused", async () => {
    const user = userEvent.setup();
    teams.teamCall.mockRejectedValue(
      new Error('The logo is 2000×10 px: each side must be 16 to 1024 px.'),
    );
    renderTab();
    await user.upload(
      screen.getByLabelText('Logo file'),
      new File([new Uint8Array([0x89, 0x50])], 'wide.png', { type: 'image/png' }),
    );
    await screen.findByText('wide.png is ready: save to use it.');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The logo is 2000×10 px: each side must be 16 to 1024 px.',
    );
  });
});
