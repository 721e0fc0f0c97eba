/**
 * What the Community page says around the forum (SPEC §2 /community, §3 Event). The figures,
 * discussions and contributors come from the server; the events are an editorial sample.
 */

export type EventType = 'Workshop' | 'Live Coding' | 'AMA' | 'Study Group' | 'Hackathon';

/** SPEC §3 Event: title, date, time and type (an editorial sample: nobody has registered). */
export interface CommunityEvent {
  id: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  time: string;
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

export const communityCards: CommunityCard[] = [
  {
    id: 'forums',
    title: 'Discussion Forums',
    description:
      'Ask about a lesson, share a solution or get a second pair of eyes on a bug. Someone has usually hit the same wall.',
    cta: 'Browse discussions',
    to: '#forum',
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

export const eventsIntro = {
  title: 'Upcoming Events',
  text: 'Free, online sessions we are planning for members.',
  sampleNotice:
    'Sample events: these show what community events will look like. Registration is not open yet.',
  notOpen: 'Registration not open yet',
};

export const events: CommunityEvent[] = [
  {
    id: 'pointers-workshop-2026-12',
    title: 'Pointers Without Fear: a hands-on workshop',
    date: '2026-12-09',
    time: '10:00 AM PST',
    type: 'Workshop',
    description:
      'Draw memory, then write the code. We work through addresses, dereferencing and pointer arithmetic with small programs you run as we go.',
  },
  {
    id: 'advent-live-coding-2026-12',
    title: 'Live Coding: solving December puzzles in C',
    date: '2026-12-17',
    time: '5:00 PM PST',
    type: 'Live Coding',
    description:
      'Two of our engineers solve seasonal puzzles live in plain C, explain their choices and take your questions in the chat.',
  },
  {
    id: 'ask-the-team-2027-01',
    title: 'Ask the CodeNest Team: the 2027 course roadmap',
    date: '2027-01-14',
    time: '9:00 AM PST',
    type: 'AMA',
    description:
      'How we are building the C++, Rust and Go courses, what comes first and why. Bring your questions about the curriculum.',
  },
  {
    id: 'memory-study-group-2027-01',
    title: 'Study Group: dynamic memory with malloc and free',
    date: '2027-01-28',
    time: '6:30 PM PST',
    type: 'Study Group',
    description:
      'A small-group session for learners working through the memory lessons. Bring a bug you are stuck on; we debug together.',
  },
  {
    id: 'beginner-hackathon-2027-02',
    title: 'Beginner Hackathon: build a command-line game in C',
    date: '2027-02-20',
    time: '10:00 AM PST',
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
