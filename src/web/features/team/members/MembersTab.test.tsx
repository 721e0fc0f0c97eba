// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TeamSummary } from '@domain/team-api';
import type { MemberStats } from '@domain/team-dashboard-api';
import type { TeamRole } from '@domain/teams';
import { MembersTable } from './MembersTab';

const team = (role: TeamRole): TeamSummary => ({
  id: 'team-1',
  name: 'Room 12',
  role,
  seats: 10,
  seatsUsed: 3,
  active: true,
  accentColor: null,
  logoUrl: null,
});

const person = (
  userId: string,
  name: string,
  role: TeamRole,
  figures: Partial<MemberStats>,
): MemberStats => ({
  userId,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@school.example`,
  role,
  lessonsDone: 0,
  exercisesPassed: 0,
  challengesCompleted: 0,
  points: 0,
  streak: 0,
  minutes: 0,
  lastActiveAt: null,
  joinedAt: '2026-11-01T09:00:00.000Z',
  ...figures,
});

const MEMBERS = [
  person('u-olga', 'Olga Owner', 'owner', { points: 30 }),
  person('u-max', 'Max Manager', 'manager', { points: 10 }),
  person('u-ada', 'Ada Lovelace', 'member', {
    points: 120,
    lastActiveAt: '2026-11-20T09:00:00.000Z',
  }),
  person('u-bea', 'Bea Rows', 'member', { points: 60, lastActiveAt: '2026-11-25T09:00:00.000Z' }),
];

function renderTable(role: TeamRole = 'owner') {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <MembersTable team={team(role)} members={MEMBERS} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const names = () =>
  within(screen.getByRole('table', { name: 'Members of Room 12' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name });

afterEach(cleanup);

describe('MembersTable', () => {
  it('sorts by name first, then by any column either way, and says so with aria-sort', async () => {
    const user = userEvent.setup();
    renderTable();
    expect(names()).toEqual(['Ada Lovelace', 'Bea Rows', 'Max Manager', 'Olga Owner']);
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Points')).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header('Points')).getByRole('button'));
    expect(names()).toEqual(['Max Manager', 'Olga Owner', 'Bea Rows', 'Ada Lovelace']);
    expect(header('Points')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header('Points')).getByRole('button'));
    expect(names()).toEqual(['Ada Lovelace', 'Bea Rows', 'Olga Owner', 'Max Manager']);
    expect(header('Points')).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('4 people, sorted by points (descending).')).toBeInTheDocument();

    // Whoever was never active stays last, whichever way "last active" sorts.
    await user.click(within(header('Last active')).getByRole('button'));
    expect(names()).toEqual(['Ada Lovelace', 'Bea Rows', 'Max Manager', 'Olga Owner']);
    await user.click(within(header('Last active')).getByRole('button'));
    expect(names()).toEqual(['Bea Rows', 'Ada Lovelace', 'Max Manager', 'Olga Owner']);

    await user.click(within(header('Role')).getByRole('button'));
    expect(names()).toEqual(['Olga Owner', 'Max Manager', 'Ada Lovelace', 'Bea Rows']);
  });

  it('filters by name or e-mail text and by role', async () => {
    const user = userEvent.setup();
    renderTable();
    const search = screen.getByRole('searchbox', { name: 'Search by name or e-mail' });
    await user.type(search, 'BEA@');
    expect(names()).toEqual(['Bea Rows']);
    expect(
      screen.getByText('Showing 1 of 4 people, sorted by name (ascending).'),
    ).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'lovelace');
    expect(names()).toEqual(['Ada Lovelace']);

    await user.clear(search);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'manager');
    expect(names()).toEqual(['Max Manager']);

    await user.type(search, 'ada');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No one matches')).toBeInTheDocument();
  });

  it('links each name to the member page of this team', () => {
    renderTable();
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/team/members/u-ada?team=team-1',
    );
  });

  it('gives the owner role changes and removals, a manager only the removal of members', () => {
    renderTable('owner');
    expect(screen.getByRole('button', { name: 'Make manager: Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make member: Max Manager' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove Max Manager from the team' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Olga Owner/ })).not.toBeInTheDocument();
    cleanup();

    renderTable('manager');
    expect(screen.queryByRole('button', { name: /^Make / })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove Ada Lovelace from the team' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Remove Max Manager from the team' }),
    ).not.toBeInTheDocument();
  });
});
