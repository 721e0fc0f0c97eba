// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamSummary } from '@domain/team-api';
import type { Assignment, AssignmentMemberStatus } from '@domain/team-assignments-api';
import { formatDueAt } from '@web/lib/due-date';
import { AssignmentsTab } from './AssignmentsTab';

interface Call {
  name: string;
  method: string;
  body?: unknown;
}

const server = vi.hoisted(() => ({
  assignments: [] as Assignment[],
  statuses: [] as AssignmentMemberStatus[],
  refuse: null as string | null,
  calls: [] as Call[],
}));

vi.mock('@web/lib/teams', () => ({
  teamKeys: { team: (teamId: string) => ['team', teamId] },
  teamCall: (call: Call) => {
    server.calls.push({ name: call.name, method: call.method, body: call.body });
    if (call.method === 'POST') {
      if (server.refuse) return Promise.reject(new Error(server.refuse));
      const body = call.body as { kind: Assignment['kind']; targetId: string; dueAt: string };
      const created: Assignment = {
        id: 'new',
        kind: body.kind,
        targetId: body.targetId,
        title: 'Reverse the Digits',
        dueAt: body.dueAt,
        createdAt: '2026-11-27T10:00:00.000Z',
        counts: { done: 0, late: 0, notStarted: 2 },
      };
      server.assignments = [...server.assignments, created];
      return Promise.resolve(created);
    }
    if (call.name.startsWith('team-assignment-status')) return Promise.resolve(server.statuses);
    return Promise.resolve(server.assignments);
  },
  teamAction: (call: Call) => {
    server.calls.push({ name: call.name, method: call.method, body: call.body });
    server.assignments = [];
    return Promise.resolve();
  },
}));

const team: TeamSummary = {
  id: 'team-1',
  name: 'Room 12',
  role: 'manager',
  seats: 10,
  seatsUsed: 3,
  active: true,
  accentColor: null,
  logoUrl: null,
};

const LESSON: Assignment = {
  id: 'a-1',
  kind: 'lesson',
  targetId: 'c-001',
  title: 'Lesson 1: Hello, World!',
  dueAt: '2031-05-20T15:00:00.000Z',
  createdAt: '2026-11-27T10:00:00.000Z',
  counts: { done: 1, late: 1, notStarted: 1 },
};

function renderTab() {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <AssignmentsTab team={team} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  server.assignments = [];
  server.statuses = [];
  server.refuse = null;
  server.calls = [];
});

describe('AssignmentsTab', () => {
  it('sets an assignment from the form: the due date entered where the manager is, sent as an instant', async () => {
    const user = userEvent.setup();
    renderTab();
    expect(await screen.findByText('No assignments yet')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('What to assign'), 'Challenge');
    const target = screen.getByLabelText('Practice challenge');
    expect(target).toHaveDisplayValue('Reverse the Digits (Beginner, 30 min)');
    const due = screen.getByLabelText('Due');
    await user.clear(due);
    await user.type(due, '2031-05-20T17:00');
    await user.click(screen.getByRole('button', { name: 'Assign' }));

    const dueAt = new Date('2031-05-20T17:00').toISOString();
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Assigned: Challenge "Reverse the Digits", due ${formatDueAt(dueAt)}.`,
    );
    expect(server.calls.find((call) => call.method === 'POST')).toEqual({
      name: 'team-assignments',
      method: 'POST',
      body: { teamId: 'team-1', kind: 'challenge', targetId: 'practice-001', dueAt },
    });
    // The list is read again and shows it.
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('heading', { name: 'Reverse the Digits' })).toBeInTheDocument();
  });

  it('keeps the lesson picked between a lesson and its exercise', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.selectOptions(
      screen.getByLabelText('Lesson'),
      'Lesson 3: Operators and Expressions',
    );
    await user.selectOptions(screen.getByLabelText('What to assign'), 'Exercise');
    expect(screen.getByLabelText('Exercise of the lesson')).toHaveDisplayValue(
      'Lesson 3: Operators and Expressions',
    );
  });

  it("shows the server's reason when the assignment is refused", async () => {
    const user = userEvent.setup();
    server.refuse = 'dueAt: must be in the future. Pick a date and time after now.';
    renderTab();
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'dueAt: must be in the future. Pick a date and time after now.',
    );
  });

  it("lists the counts, shows each member's status in words, and deletes after asking", async () => {
    const user = userEvent.setup();
    server.assignments = [LESSON];
    server.statuses = [
      { userId: 'u-1', name: 'Ada', status: 'done', completedAt: '2031-05-19T09:00:00.000Z' },
      { userId: 'u-2', name: 'Bea', status: 'late', completedAt: null },
      { userId: 'u-3', name: 'Cy', status: 'not_started', completedAt: null },
    ];
    renderTab();
    const item = (await screen.findByRole('heading', { name: 'Lesson 1: Hello, World!' })).closest(
      'li',
    )!;
    expect(item).toHaveTextContent(`Due ${formatDueAt(LESSON.dueAt)}`);
    expect(item).toHaveTextContent('1 done1 late1 not startedof 3 members');

    const show = within(item).getByRole('button', { name: 'Show members' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    const table = await within(item).findByRole('table', {
      name: "Each member's status of Lesson 1: Hello, World!",
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      `AdaDone${formatDueAt('2031-05-19T09:00:00.000Z')}`,
      'BeaLateNot yet',
      'CyNot startedNot yet',
    ]);
    expect(within(table).getByRole('link', { name: 'Ada' })).toHaveAttribute(
      'href',
      '/team/members/u-1?team=team-1',
    );

    await user.click(
      within(item).getByRole('button', { name: 'Delete the assignment Lesson 1: Hello, World!' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete "Lesson 1: Hello, World!"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete assignment' }));
    expect(await screen.findByText('No assignments yet')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'DELETE')).toEqual({
      name: 'team-assignments',
      method: 'DELETE',
      body: { teamId: 'team-1', assignmentId: 'a-1' },
    });
  });
});
