// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamSummary } from '@domain/team-api';
import type { MyAssignment } from '@domain/team-assignments-api';
import { formatDueAt } from '@web/lib/due-date';
import { Assignments } from './Assignments';

const state = vi.hoisted<{ teams: TeamSummary[] | undefined; answer: () => Promise<unknown> }>(
  () => ({ teams: undefined, answer: () => Promise.resolve([]) }),
);
const teamCall = vi.hoisted(() => vi.fn());
vi.mock('@web/lib/teams', () => ({
  useTeams: () => ({ data: state.teams }),
  teamCall,
  teamKeys: { of: (userId: string) => ['teams', userId] },
}));
vi.mock('@web/lib/account', () => ({ useCurrentUser: () => ({ id: 'user-1' }) }));

const team = (role: TeamSummary['role']): TeamSummary => ({
  id: 'team-1',
  name: 'Room 12 Coders',
  role,
  seats: 5,
  seatsUsed: 2,
  active: true,
  accentColor: null,
  logoUrl: null,
});

const assignment = (changes: Partial<MyAssignment>): MyAssignment => ({
  id: 'a-1',
  teamId: 'team-1',
  teamName: 'Room 12 Coders',
  kind: 'lesson',
  targetId: 'c-002',
  title: 'Lesson 2: Variables and Data Types',
  link: '/learn/c?lesson=c-002',
  timeLimit: null,
  dueAt: '2026-12-10T17:00:00.000Z',
  status: 'not_started',
  completedAt: null,
  ...changes,
});

function Where() {
  const location = useLocation();
  return (
    <p>
      At {location.pathname}
      {location.search} with {JSON.stringify(location.state)}
    </p>
  );
}

function renderAssignments() {
  teamCall.mockImplementation(state.answer);
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <Assignments /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  teamCall.mockReset();
  state.teams = undefined;
  state.answer = () => Promise.resolve([]);
});

describe('the dashboard assignments', () => {
  it('asks nothing and shows nothing outside a team, or for the teams one runs', () => {
    for (const teams of [undefined, [], [team('owner')], [team('manager')]]) {
      state.teams = teams;
      const { container } = renderAssignments();
      expect(container).toBeEmptyDOMElement();
      cleanup();
    }
    expect(teamCall).not.toHaveBeenCalled();
  });

  it('shows nothing for a member without assignments', async () => {
    state.teams = [team('member')];
    const { container } = renderAssignments();
    await vi.waitFor(() => expect(teamCall).toHaveBeenCalledOnce());
    expect(teamCall.mock.calls[0]?.[0]).toMatchObject({ name: 'my-assignments', method: 'GET' });
    expect(container).toBeEmptyDOMElement();
  });

  it('lists the unfinished ones with their status in words, and folds the finished away', async () => {
    state.teams = [team('member')];
    state.answer = () =>
      Promise.resolve([
        assignment({}),
        assignment({
          id: 'a-2',
          kind: 'challenge',
          targetId: 'practice-003',
          title: 'Largest and Smallest',
          link: '/challenge',
          timeLimit: 30,
          status: 'late',
        }),
        assignment({
          id: 'a-3',
          kind: 'exercise',
          title: 'Lesson 1: Hello, World!',
          status: 'done',
          completedAt: '2026-12-01T10:00:00.000Z',
        }),
      ]);
    renderAssignments();
    const section = await screen.findByRole('region', { name: 'Your assignments' });
    const [lesson, challenge] = within(section).getAllByRole('listitem');
    expect(lesson).toHaveTextContent(
      `Lesson 2: Variables and Data TypesNot startedLesson · Room 12 Coders · Due ${formatDueAt('2026-12-10T17:00:00.000Z')}`,
    );
    expect(
      within(lesson!).getByRole('link', {
        name: 'Open lesson: Lesson 2: Variables and Data Types',
      }),
    ).toHaveAttribute('href', '/learn/c?lesson=c-002');
    expect(challenge).toHaveTextContent('Largest and SmallestLateChallenge · Room 12 Coders');

    const finished = within(section).getByText('Finished (1)');
    expect(finished.closest('details')).not.toHaveAttribute('open');
    expect(finished.closest('details')).toHaveTextContent('Lesson 1: Hello, World!Done');

    // A challenge starts on /challenge with its time limit, as the daily challenge page starts it.
    await userEvent.click(
      within(challenge!).getByRole('link', { name: 'Start challenge: Largest and Smallest' }),
    );
    expect(
      await screen.findByText(
        'At /challenge with {"challenge":"practice-003","isDaily":false,"timeLimit":30}',
      ),
    ).toBeInTheDocument();
  });

  it('says so when every assignment is finished', async () => {
    state.teams = [team('member')];
    state.answer = () =>
      Promise.resolve([assignment({ status: 'late', completedAt: '2026-12-11T10:00:00.000Z' })]);
    renderAssignments();
    expect(
      await screen.findByText('All your assignments are finished. Well done!'),
    ).toBeInTheDocument();
    expect(screen.getByText('Finished (1)').closest('details')).toHaveTextContent(
      'Lesson 2: Variables and Data TypesLate',
    );
  });

  it('shows why the list could not be loaded, with a way to try again', async () => {
    state.teams = [team('member')];
    state.answer = () => Promise.reject(new Error('Your assignments could not be loaded.'));
    renderAssignments();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your assignments could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
