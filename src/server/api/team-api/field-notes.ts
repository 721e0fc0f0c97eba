/*
 * What the fields of the answers mean, for the document, where their schema (shared with the
 * team dashboard and the assignments) carries no description of its own.
 */
export const FIELD_NOTES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  MemberPage: { data: 'The members of this page.' },
  ProgressPage: { data: 'The members of this page, each with their lessons.' },
  MemberStats: {
    userId: "The member's id.",
    name: "The member's name.",
    email: "The member's e-mail address.",
    role: 'owner, manager or member.',
    lessonsDone: 'Lessons of the C course completed.',
    exercisesPassed: 'Lesson exercises passed.',
    challengesCompleted: 'Challenges completed.',
    points: 'XP, as the member’s profile counts it.',
    streak: 'Days in a row with some learning, in the member’s time zone.',
    minutes: 'Time spent in lessons, in minutes.',
    lastActiveAt: 'The last lesson, check or challenge (ISO 8601), or null before any.',
    joinedAt: 'When they joined the team (ISO 8601).',
  },
  AssignmentList: { data: "The team's assignments." },
  Assignment: {
    id: "The assignment's id.",
    kind: 'lesson, exercise or challenge.',
    targetId: 'The lesson id (lesson, exercise) or the challenge id.',
    title: 'The title of the lesson or challenge.',
    dueAt: 'When it is due (ISO 8601).',
    createdAt: 'When it was assigned (ISO 8601).',
    counts: 'How many members are done, late and not started.',
  },
  AssignmentStatusList: {
    assignment: 'The assignment, with its counts.',
    data: "Each member's status.",
  },
  AssignmentStatus: {
    userId: "The member's id.",
    name: "The member's name.",
    status:
      'done: completed by the due date; late: completed after it, or not completed and past due; not_started: not completed and not yet due.',
    completedAt: 'Their first completion (ISO 8601), or null.',
  },
};
