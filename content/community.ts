/**
 * Everything the Community page says (SPEC §2 /community, §3 Discussion, Contributor, Event).
 * All community data is static sample data.
 */

export interface CommunityStat {
  value: string;
  label: string;
}

/** SPEC §3 Discussion: title, author, replies, time, category, avatar (the author's initials). */
export interface Discussion {
  id: string;
  title: string;
  author: string;
  replies: number;
  time: string;
  category: string;
  avatar: string;
}

/** SPEC §3 Contributor: name, points, badge, avatar (initials). */
export interface Contributor {
  name: string;
  points: number;
  badge: string;
  avatar: string;
}

export type EventType = 'Workshop' | 'Live Coding' | 'AMA' | 'Study Group' | 'Hackathon';

/** SPEC §3 Event: title, date, time, attendees, type. */
export interface CommunityEvent {
  id: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  time: string;
  /** People registered before you. */
  attendees: number;
  type: EventType;
  description: string;
}

export interface CommunityCard {
  id: 'forums' | 'challenges' | 'events';
  title: string;
  description: string;
  cta: string;
  to: string;
}

export interface Guideline {
  title: string;
  text: string;
}

/** The browser storage key holding the ids of the events this visitor registered for. */
export const EVENT_REGISTRATIONS_KEY = 'codenest-event-registrations';

export const communityStats: CommunityStat[] = [
  { value: '50K+', label: 'Members' },
  { value: '1.2K', label: 'Daily Discussions' },
  { value: '25K+', label: 'Code Solutions' },
  { value: '150+', label: 'Events' },
];

export const communityCards: CommunityCard[] = [
  {
    id: 'forums',
    title: 'Discussion Forums',
    description:
      'Ask about a lesson, share a solution or get a second pair of eyes on a bug. Someone has usually hit the same wall.',
    cta: 'Browse discussions',
    to: '#discussions',
  },
  {
    id: 'challenges',
    title: 'Coding Challenges',
    description:
      'One C problem a day with a time limit, hints and points. Compare approaches with others once you have solved it.',
    cta: "Try today's challenge",
    to: '/daily-challenge',
  },
  {
    id: 'events',
    title: 'Live Events',
    description:
      'Workshops, live coding sessions and study groups run by the CodeNest team and community mentors. All online and free.',
    cta: 'See upcoming events',
    to: '#events',
  },
];

export const discussionsIntro = {
  title: 'Recent Discussions',
  text: 'What learners are talking about this week.',
};

export const discussions: Discussion[] = [
  {
    id: 'scanf-skips-input',
    title: 'Why does scanf skip my second input after reading a number?',
    author: 'Priya Raman',
    replies: 14,
    time: '2 hours ago',
    category: 'Help',
    avatar: 'PR',
  },
  {
    id: 'pointer-arithmetic-click',
    title: 'Pointer arithmetic finally clicked for me: here is the drawing that did it',
    author: 'Tomás Ferreira',
    replies: 31,
    time: '5 hours ago',
    category: 'Show & Tell',
    avatar: 'TF',
  },
  {
    id: 'palindrome-approaches',
    title: 'Palindrome Checker: two-pointer loop vs. reversing a copy',
    author: 'Hannah Okafor',
    replies: 22,
    time: '8 hours ago',
    category: 'Challenges',
    avatar: 'HO',
  },
  {
    id: 'malloc-vs-array',
    title: 'When should I use malloc instead of a fixed-size array?',
    author: 'Kenji Watanabe',
    replies: 18,
    time: 'Yesterday',
    category: 'Help',
    avatar: 'KW',
  },
  {
    id: 'study-buddy-europe',
    title: 'Looking for a study partner for the C course (evenings, CET)',
    author: 'Lena Fischer',
    replies: 9,
    time: 'Yesterday',
    category: 'Study Groups',
    avatar: 'LF',
  },
  {
    id: 'c-for-embedded',
    title: 'Is C still worth learning in 2026 if I want to work on embedded systems?',
    author: 'Marcus Bell',
    replies: 47,
    time: '2 days ago',
    category: 'Careers',
    avatar: 'MB',
  },
  {
    id: 'thirty-day-streak',
    title: 'Hit my first 30-day streak. What kept me going',
    author: 'Aisha Karimi',
    replies: 26,
    time: '3 days ago',
    category: 'Show & Tell',
    avatar: 'AK',
  },
];

export const contributorsIntro = {
  title: 'Top Contributors',
  text: 'Points are earned by answering questions and sharing solutions others find useful.',
};

export const contributors: Contributor[] = [
  { name: 'Daniel Kowalski', points: 12_840, badge: 'C Mentor', avatar: 'DK' },
  { name: 'Mei Lin', points: 10_315, badge: 'Pointer Pro', avatar: 'ML' },
  { name: 'Hannah Okafor', points: 8_920, badge: 'Challenge Champion', avatar: 'HO' },
  { name: 'Rafael Mendes', points: 7_460, badge: 'Helpful Reviewer', avatar: 'RM' },
  { name: 'Aisha Karimi', points: 6_105, badge: 'Streak Master', avatar: 'AK' },
  { name: 'Samuel Adeyemi', points: 4_780, badge: 'Rising Star', avatar: 'SA' },
];

export const eventsIntro = {
  title: 'Upcoming Events',
  text: 'Free, online and open to every member. Register to keep track of the sessions you plan to join; your registrations are saved in this browser.',
  register: 'Register',
  registered: 'Registered',
  cancel: 'Cancel registration',
  attendeesLabel: 'attending',
};

export const events: CommunityEvent[] = [
  {
    id: 'pointers-workshop-2026-12',
    title: 'Pointers Without Fear: a hands-on workshop',
    date: '2026-12-09',
    time: '10:00 AM PST',
    attendees: 342,
    type: 'Workshop',
    description:
      'Draw memory, then write the code. We work through addresses, dereferencing and pointer arithmetic with small programs you run as we go.',
  },
  {
    id: 'advent-live-coding-2026-12',
    title: 'Live Coding: solving December puzzles in C',
    date: '2026-12-17',
    time: '5:00 PM PST',
    attendees: 518,
    type: 'Live Coding',
    description:
      'Two of our engineers solve seasonal puzzles live in plain C, explain their choices and take your questions in the chat.',
  },
  {
    id: 'ask-the-team-2027-01',
    title: 'Ask the CodeNest Team: the 2027 course roadmap',
    date: '2027-01-14',
    time: '9:00 AM PST',
    attendees: 276,
    type: 'AMA',
    description:
      'How we are building the C++, Rust and Go courses, what comes first and why. Bring your questions about the curriculum.',
  },
  {
    id: 'memory-study-group-2027-01',
    title: 'Study Group: dynamic memory with malloc and free',
    date: '2027-01-28',
    time: '6:30 PM PST',
    attendees: 94,
    type: 'Study Group',
    description:
      'A small-group session for learners working through the memory lessons. Bring a bug you are stuck on; we debug together.',
  },
  {
    id: 'beginner-hackathon-2027-02',
    title: 'Beginner Hackathon: build a command-line game in C',
    date: '2027-02-20',
    time: '10:00 AM PST',
    attendees: 189,
    type: 'Hackathon',
    description:
      'Six hours, teams of two or three, one small game that runs in the terminal. Mentors are on hand and every finished project gets a review.',
  },
];

export const guidelinesIntro = {
  title: 'Community Guidelines',
  text: 'A few simple rules keep this a place where beginners feel safe to ask anything.',
};

export const guidelines: Guideline[] = [
  {
    title: 'Be respectful',
    text: 'Everyone here was a beginner once: critique code, never people, and assume good intent.',
  },
  {
    title: 'Share knowledge',
    text: 'Explain why a fix works rather than just posting the answer, so the next learner understands it too.',
  },
  {
    title: 'Stay on topic',
    text: 'Keep posts about programming and learning, and put each question in the category it belongs to.',
  },
];

export const communityCta = {
  title: 'Learn together',
  text: 'Questions about the community or want to host an event? Our team would love to hear from you.',
  contactLabel: 'Contact us',
  contactTo: '/contact',
};
