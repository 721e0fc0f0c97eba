/* How the community's pages and parts word counts, names, places, times and notifications. */

import {
  DELETED_USER,
  forumCategories,
  type CommunityAuthor,
  type CommunityNotification,
  type ThreadPlace,
  type ThreadSummary,
} from '@domain/community';

const count = new Intl.NumberFormat('en-US');

/** 1234 → "1,234". */
export function formatCount(value: number): string {
  return count.format(value);
}

/** "1 reply", "12 replies". */
export function repliesLabel(replies: number): string {
  return replies === 1 ? '1 reply' : `${formatCount(replies)} replies`;
}

/** "1 vote", "12 votes". */
export function votesLabel(votes: number): string {
  return votes === 1 ? '1 vote' : `${count.format(votes)} votes`;
}

/** "1 point", "35 points". */
export function pointsLabel(points: number): string {
  return points === 1 ? '1 point' : `${formatCount(points)} points`;
}

/** The author's name, or DELETED_USER once their account is gone. */
export function authorName(author: CommunityAuthor | null): string {
  return author?.name ?? DELETED_USER;
}

/** Up to two initials of a name, for an avatar. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words.at(-1)![0]] : [...(words[0] ?? '?')];
  return letters.slice(0, 2).join('').toUpperCase();
}

/** Where a thread lives, from its three place columns. */
export function placeOf(
  thread: Pick<ThreadSummary, 'category' | 'lessonId' | 'challengeId'>,
): ThreadPlace | null {
  if (thread.category) return { kind: 'category', category: thread.category };
  if (thread.lessonId) return { kind: 'lesson', lessonId: thread.lessonId };
  if (thread.challengeId) return { kind: 'challenge', challengeId: thread.challengeId };
  return null;
}

/** "C help", "Lesson c-012", "Challenge practice-003". */
export function placeLabel(place: ThreadPlace): string {
  switch (place.kind) {
    case 'category':
      return forumCategories.find((category) => category.id === place.category)?.name ?? 'Forum';
    case 'lesson':
      return `Lesson ${place.lessonId}`;
    case 'challenge':
      return `Challenge ${place.challengeId}`;
  }
}

/** Where the place's link goes: the category's tab, the lesson, or the challenges. */
export function placeHref(place: ThreadPlace): string {
  switch (place.kind) {
    case 'category':
      return `/community?category=${place.category}#forum`;
    case 'lesson':
      return `/learn/c?lesson=${encodeURIComponent(place.lessonId)}`;
    case 'challenge':
      return '/daily-challenge';
  }
}

export const threadHref = (threadId: string) =>
  `/community/threads/${encodeURIComponent(threadId)}`;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 min ago", "3 h ago", "2 days ago", then "Nov 3" (or "Nov 3, 2025"). */
export function timeAgo(at: string, now: Date): string {
  const time = new Date(at);
  if (Number.isNaN(time.getTime())) return '';
  const elapsed = now.getTime() - time.getTime();
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  return time.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(time.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

const fullTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The exact time, for a tooltip and screen readers' `dateTime`. */
export function exactTime(at: string): string {
  const time = new Date(at);
  return Number.isNaN(time.getTime()) ? '' : fullTime.format(time);
}

/** A thrown error's sentence, or `fallback`. */
export function messageOf(caught: unknown, fallback: string): string {
  return caught instanceof Error && caught.message ? caught.message : fallback;
}

/** "Ada replied to your question “…”", "Ada mentioned you in “…”", "Your answer in “…” was accepted". */
export function notificationText(notification: CommunityNotification): string {
  const actor = authorName(notification.actor);
  const title = `“${notification.threadTitle}”`;
  switch (notification.kind) {
    case 'reply':
      return `${actor} replied to your question ${title}`;
    case 'mention':
      return `${actor} mentioned you in ${title}`;
    case 'accepted':
      return `Your answer in ${title} was accepted`;
  }
}
