// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseProgress } from '@domain/learning-api';
import type * as AccountModule from '@web/lib/account';
import { makeUser, newLearner, signIn, summaryQuery } from '@web/test/account-mocks';
import { CoursesPage } from './CoursesPage';

type InvokeAnswer = { data: unknown; error: unknown };
const backend = vi.hoisted(() => ({
  invoke: vi.fn<(name: string, options: { method?: string; body?: unknown }) => Promise<unknown>>(),
}));

vi.mock('@web/lib/account', async (importOriginal) => ({
  ...(await importOriginal<typeof AccountModule>()),
  useCurrentUser: vi.fn(),
  useProfile: vi.fn(),
  useAccountSummary: vi.fn(),
}));
const plan = vi.hoisted<{ current: 'free' | 'pro'; loading: boolean }>(() => ({
  current: 'free',
  loading: false,
}));
vi.mock('@web/lib/subscription', () => ({
  usePlan: () => ({
    plan: plan.current,
    isPro: plan.current !== 'free',
    loading: plan.loading,
    subscription: null,
  }),
}));
vi.mock('@web/lib/supabase', () => ({
  requireSupabase: () => Promise.resolve({ functions: { invoke: backend.invoke } }),
  loadSupabase: () => Promise.resolve({ functions: { invoke: backend.invoke } }),
  getSupabase: () => ({ functions: { invoke: backend.invoke } }),
}));

const started: CourseProgress = {
  courseId: 'c-programming',
  currentLessonId: 'c-001',
  lessonsCompleted: [],
  exercisesPassed: [],
  totalTimeSpent: 0,
  startedAt: '2026-11-03T10:00:00Z',
  lastAccessedAt: '2026-11-03T10:00:00Z',
  percent: 0,
};

function renderCourses(address = '/courses') {
  const router = createMemoryRouter(
    [
      { path: '/courses', element: <CoursesPage /> },
      { path: '/learn/:language', element: <h1>Lesson page</h1> },
      { path: '/pricing', element: <h1>Pricing page</h1> },
    ],
    { initialEntries: [address] },
  );
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search courses' });
const levelSelect = () => screen.getByRole('combobox', { name: 'Level' });
const languageSelect = () => screen.getByRole('combobox', { name: 'Language' });
const count = () => screen.getByTestId('course-count');
const cards = () => screen.queryAllByTestId('course-card');
const cardTitles = () =>
  cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
function card(title: string): HTMLElement {
  const found = cards().find(
    (candidate) => within(candidate).getByRole('heading', { level: 3 }).textContent === title,
  );
  if (!found) throw new Error(`No card for ${title}`);
  return found;
}

beforeEach(() => {
  signIn(null);
  summaryQuery({});
  backend.invoke.mockResolvedValue({ data: started, error: null } satisfies InvokeAnswer);
});

afterEach(() => {
  plan.current = 'free';
  plan.loading = false;
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('CoursesPage: catalogue and filters', () => {
  it('shows the featured course, all six courses and the learning paths', () => {
    renderCourses();
    expect(document.title).toBe('Courses | CodeNest');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Explore Our Courses');
    expect(count()).toHaveTextContent('6 courses found');
    expect(screen.getByRole('heading', { level: 2, name: 'Featured course' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('featured-course')).getByRole('heading', { level: 3 }),
    ).toHaveTextContent('C Programming');
    expect(cardTitles()).toEqual([
      'C Programming',
      'Modern C++',
      'Rust Systems Programming',
      'Go for Backend Services',
      'Python Fundamentals',
      'JavaScript Essentials',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Learning paths' })).toBeInTheDocument();
    expect(screen.getAllByRole('list', { name: /^Courses of the .* path$/ })).toHaveLength(3);
  });

  it('shows on each card its price, level, topics, figures and instructor', () => {
    renderCourses();
    const c = within(card('C Programming'));
    expect(c.getByText('Free')).toBeInTheDocument();
    expect(c.getByText('Beginner')).toBeInTheDocument();
    expect(c.queryByText('Coming soon')).not.toBeInTheDocument();
    expect(c.getByRole('list', { name: 'Topics of C Programming' })).toHaveTextContent('Pointers');
    expect(c.getByText(/24 lessons/)).toBeInTheDocument();
    expect(c.getByText('40 hours')).toBeInTheDocument();
    expect(c.getByText('Dr. Elena Petrova')).toBeInTheDocument();

    const rust = within(card('Rust Systems Programming'));
    expect(rust.getByText('Pro')).toBeInTheDocument();
    expect(rust.getByText('Advanced')).toBeInTheDocument();
    expect(rust.getByText('Coming soon')).toBeInTheDocument();
  });

  it('shows how many learners started the C course, as the server counts them, and no rating', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      const body = url.endsWith('/config.json')
        ? { apiUrl: 'http://api.test', anonKey: 'anon-key' }
        : { courses: [{ courseId: 'c-programming', learners: 1_234 }] };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    });
    renderCourses();
    const c = within(card('C Programming'));
    expect(await c.findByText('1,234 learners started')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('featured-course')).getByText('1,234 learners started'),
    ).toBeInTheDocument();
    expect(asked).toContain('http://api.test/functions/v1/course-learners');
    expect(document.body).not.toHaveTextContent(/31,480|4\.9|Rated|waitlist/);
    // A course still to come has nobody to count.
    expect(within(card('Rust Systems Programming')).queryByTestId('course-learners')).toBeNull();
  });

  it('shows no count when the server cannot be asked', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    renderCourses();
    const c = within(card('C Programming'));
    await waitFor(() => expect(c.queryByTestId('course-learners')).toBeNull());
    expect(c.getByText(/24 lessons/)).toBeInTheDocument();
  });

  it('filters live as the learner types, and keeps the text in the address', async () => {
    const router = renderCourses();
    await userEvent.type(searchBox(), 'DYNAMIC MEMORY');
    expect(count()).toHaveTextContent('1 course found');
    expect(cardTitles()).toEqual(['C Programming']);
    expect(router.state.location.search).toBe('?q=DYNAMIC+MEMORY');
    // Typing replaces the entry: one Back leaves the page's first address behind.
    expect(router.state.historyAction).toBe('REPLACE');

    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'async');
    expect(cardTitles()).toEqual(['JavaScript Essentials']);
    expect(screen.queryByTestId('featured-course')).not.toBeInTheDocument();
  });

  it('searches on Enter and moves focus to the announced count', async () => {
    renderCourses();
    await userEvent.type(searchBox(), 'ownership{Enter}');
    expect(count()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('1 course found');
    expect(cardTitles()).toEqual(['Rust Systems Programming']);
  });

  it('searches with the Search button too', async () => {
    renderCourses();
    await userEvent.type(searchBox(), 'goroutines');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(count()).toHaveFocus();
    expect(cardTitles()).toEqual(['Go for Backend Services']);
  });

  it('filters by level and by language, each pushed to the address', async () => {
    const router = renderCourses();
    await userEvent.selectOptions(levelSelect(), 'Beginner');
    expect(cardTitles()).toEqual(['C Programming', 'Python Fundamentals', 'JavaScript Essentials']);
    expect(router.state.historyAction).toBe('PUSH');
    await userEvent.selectOptions(languageSelect(), 'Python');
    expect(cardTitles()).toEqual(['Python Fundamentals']);
    expect(count()).toHaveTextContent('1 course found');
    expect(router.state.location.search).toBe('?level=Beginner&language=Python');
    expect(screen.getByRole('heading', { level: 2, name: 'Matching courses' })).toBeInTheDocument();
  });

  it('shows the empty state, and Clear Filters resets the text, both filters and the address', async () => {
    const router = renderCourses();
    await userEvent.type(searchBox(), 'pointers');
    await userEvent.selectOptions(levelSelect(), 'Advanced');
    await userEvent.selectOptions(languageSelect(), 'Go');
    expect(count()).toHaveTextContent('0 courses found');
    expect(screen.getByRole('heading', { level: 2, name: 'No courses found' })).toBeInTheDocument();
    expect(
      screen.getByText('Try adjusting your search terms or filters to find more courses.'),
    ).toBeInTheDocument();
    expect(cards()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(searchBox()).toHaveValue('');
    expect(levelSelect()).toHaveValue('All Levels');
    expect(languageSelect()).toHaveValue('All Languages');
    expect(router.state.location.search).toBe('');
    expect(count()).toHaveTextContent('6 courses found');
    expect(screen.queryByText('No courses found')).not.toBeInTheDocument();
  });

  it('reads the filters from the address it was opened at', () => {
    renderCourses('/courses?q=memory&level=Beginner&language=C');
    expect(searchBox()).toHaveValue('memory');
    expect(levelSelect()).toHaveValue('Beginner');
    expect(languageSelect()).toHaveValue('C');
    expect(cardTitles()).toEqual(['C Programming']);
  });

  it('takes unknown values in the address as All', () => {
    renderCourses('/courses?level=Expert&language=Cobol');
    expect(levelSelect()).toHaveValue('All Levels');
    expect(languageSelect()).toHaveValue('All Languages');
    expect(cards()).toHaveLength(6);
  });

  it('brings the text back into the search box on Back', async () => {
    const router = renderCourses();
    await userEvent.type(searchBox(), 'pointers');
    await userEvent.selectOptions(levelSelect(), 'Advanced');
    expect(screen.getByText('No courses found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(searchBox()).toHaveValue('');
    await act(() => router.navigate(-1));
    expect(searchBox()).toHaveValue('pointers');
    expect(levelSelect()).toHaveValue('Advanced');
  });

  it("a learning path's course shows that course's card", async () => {
    const router = renderCourses();
    const path = screen.getByRole('list', { name: 'Courses of the Systems Programmer path' });
    await userEvent.click(within(path).getByRole('link', { name: /Modern C\+\+/ }));
    expect(router.state.location.search).toBe('?language=C%2B%2B');
    expect(router.state.location.hash).toBe('#course-cpp-programming');
    expect(languageSelect()).toHaveValue('C++');
    expect(cardTitles()).toEqual(['Modern C++']);
  });
});

describe('CoursesPage: Enroll', () => {
  it('takes a visitor straight to the C course, with nothing recorded', async () => {
    const router = renderCourses();
    await userEvent.click(
      within(card('C Programming')).getByRole('button', { name: 'Enroll: C Programming' }),
    );
    expect(await screen.findByRole('heading', { name: 'Lesson page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/learn/c');
    expect(backend.invoke).not.toHaveBeenCalled();
  });

  it("starts a signed-in learner's progress on the server, then opens the course", async () => {
    signIn(makeUser());
    summaryQuery({ data: newLearner });
    let answer: (value: InvokeAnswer) => void = () => undefined;
    backend.invoke.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const router = renderCourses();

    const button = within(screen.getByTestId('featured-course')).getByRole('button', {
      name: 'Enroll: C Programming',
    });
    await userEvent.click(button);
    expect(button).toHaveTextContent('Starting...');
    expect(button).toBeDisabled();
    expect(backend.invoke).toHaveBeenCalledWith('progress', {
      method: 'POST',
      body: { action: 'open', courseId: 'c-programming' },
    });
    expect(router.state.location.pathname).toBe('/courses');

    answer({ data: started, error: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/learn/c'));
    expect(backend.invoke).toHaveBeenCalledTimes(1);
  });

  it('says why the start failed and still lets the learner open the course', async () => {
    signIn(makeUser());
    summaryQuery({ data: newLearner });
    backend.invoke.mockResolvedValue({
      data: null,
      error: {
        name: 'FunctionsHttpError',
        context: new Response(JSON.stringify({ message: 'The server is busy.' }), { status: 503 }),
      },
    });
    const router = renderCourses();
    const c = within(card('C Programming'));
    await userEvent.click(c.getByRole('button', { name: 'Enroll: C Programming' }));

    const alert = await c.findByRole('alert');
    expect(alert).toHaveTextContent('The server is busy.');
    expect(c.getByRole('button', { name: 'Enroll: C Programming' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/courses');
    await userEvent.click(within(alert).getByRole('link', { name: 'Open the course anyway' }));
    expect(router.state.location.pathname).toBe('/learn/c');
  });

  it('falls back to its own sentence when the server gives none', async () => {
    signIn(makeUser());
    summaryQuery({ data: newLearner });
    backend.invoke.mockResolvedValue({ data: null, error: new Error('Failed to fetch') });
    renderCourses();
    await userEvent.click(
      within(card('C Programming')).getByRole('button', { name: 'Enroll: C Programming' }),
    );
    expect(await within(card('C Programming')).findByRole('alert')).toHaveTextContent(
      'Your course could not be started. Check your connection and try again.',
    );
  });

  it('sends Enroll on a Pro course to /pricing', async () => {
    const router = renderCourses();
    const enroll = within(card('Rust Systems Programming')).getByRole('link', {
      name: 'Enroll: Rust Systems Programming',
    });
    expect(enroll).toHaveAttribute('href', '/pricing');
    await userEvent.click(enroll);
    expect(router.state.location.pathname).toBe('/pricing');
    expect(backend.invoke).not.toHaveBeenCalled();
  });

  it('sends a Free learner on a Pro course to /pricing too', () => {
    signIn(makeUser());
    summaryQuery({ data: newLearner });
    renderCourses();
    expect(
      within(card('Modern C++')).getByRole('link', { name: 'Enroll: Modern C++' }),
    ).toHaveAttribute('href', '/pricing');
  });

  it('tells a Pro learner a Pro course is coming, and keeps their wish to hear when it opens', async () => {
    signIn(makeUser());
    summaryQuery({ data: newLearner });
    plan.current = 'pro';
    const wish = { courseId: 'cpp-programming', createdAt: '2026-11-20T10:00:00Z' };
    backend.invoke.mockImplementation((name, options) =>
      Promise.resolve(
        name === 'course-wishes'
          ? { data: options.method === 'POST' ? wish : { wishes: [] }, error: null }
          : { data: started, error: null },
      ),
    );
    const router = renderCourses();
    const cpp = within(card('Modern C++'));
    const enroll = await cpp.findByRole('button', { name: 'Enroll: Modern C++' });
    await waitFor(() => expect(enroll).toBeEnabled());
    expect(enroll).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(enroll);
    expect(enroll).toHaveAttribute('aria-expanded', 'true');
    expect(cpp.getByText('Modern C++ is coming soon')).toBeInTheDocument();
    await userEvent.click(cpp.getByRole('button', { name: 'Tell me when it opens' }));
    expect(
      await cpp.findByRole('status', { name: "We'll tell you when Modern C++ opens" }),
    ).toHaveTextContent("We'll tell you when it opens");
    expect(backend.invoke).toHaveBeenCalledWith('course-wishes', {
      method: 'POST',
      body: { courseId: 'cpp-programming' },
    });
    expect(cpp.queryByRole('button', { name: /Enroll/ })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/courses');
  });

  it('shows a Pro learner the courses they already asked about', async () => {
    signIn(makeUser());
    summaryQuery({ data: newLearner });
    plan.current = 'pro';
    backend.invoke.mockImplementation((name) =>
      Promise.resolve(
        name === 'course-wishes'
          ? {
              data: { wishes: [{ courseId: 'go-programming', createdAt: '2026-11-20T10:00:00Z' }] },
              error: null,
            }
          : { data: started, error: null },
      ),
    );
    renderCourses();
    const go = card('Go for Backend Services');
    expect(await within(go).findByText("We'll tell you when it opens")).toBeInTheDocument();
    expect(within(go).queryByRole('button', { name: /Enroll/ })).not.toBeInTheDocument();
    expect(
      within(card('Modern C++')).getByRole('button', { name: 'Enroll: Modern C++' }),
    ).toBeInTheDocument();
  });

  it('the closing call to action starts the free C course like its Enroll', async () => {
    signIn(makeUser());
    summaryQuery({ data: newLearner });
    const router = renderCourses();
    expect(screen.getByRole('link', { name: 'See Pro plans' })).toHaveAttribute('href', '/pricing');
    await userEvent.click(screen.getByRole('button', { name: 'Start the free C course' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/learn/c'));
    expect(backend.invoke).toHaveBeenCalledWith('progress', {
      method: 'POST',
      body: { action: 'open', courseId: 'c-programming' },
    });
  });
});

describe('CoursesPage: progress', () => {
  const withC = {
    ...newLearner,
    courses: [
      {
        courseId: 'c-programming',
        name: 'C Programming',
        completed: 3,
        total: 24,
        percent: 13,
        lastAccessedAt: '2026-11-03T10:00:00Z',
        nextLesson: { id: 'c-004', number: 4, title: 'Control Flow: if/else and switch' },
      },
    ],
  };

  it('shows a signed-in learner their progress and Continue on the C course', async () => {
    signIn(makeUser());
    summaryQuery({ data: withC });
    const router = renderCourses();
    for (const place of [card('C Programming'), screen.getByTestId('featured-course')]) {
      const scope = within(place);
      expect(scope.getByText('3 of 24 lessons · 13%')).toBeInTheDocument();
      const bar = scope.getByRole('progressbar', { name: 'C Programming progress' });
      expect(bar).toHaveAttribute('aria-valuenow', '13');
      expect(bar).toHaveAttribute('aria-valuemin', '0');
      expect(bar).toHaveAttribute('aria-valuemax', '100');
      expect(scope.queryByRole('button', { name: /Enroll/ })).not.toBeInTheDocument();
      expect(scope.getByRole('link', { name: 'Continue: C Programming' })).toHaveAttribute(
        'href',
        '/learn/c',
      );
    }
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    await userEvent.click(
      within(card('C Programming')).getByRole('link', { name: 'Continue: C Programming' }),
    );
    expect(router.state.location.pathname).toBe('/learn/c');
  });

  it('offers Enroll to a signed-in learner who has not started C yet', () => {
    signIn(makeUser());
    summaryQuery({ data: newLearner });
    renderCourses();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      within(card('C Programming')).getByRole('button', { name: 'Enroll: C Programming' }),
    ).toBeInTheDocument();
  });

  it('shows a visitor no progress', () => {
    signIn(null);
    summaryQuery({ data: withC });
    renderCourses();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/of 24 lessons/)).not.toBeInTheDocument();
  });
});
