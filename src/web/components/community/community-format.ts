/* How the community's pages and parts word counts, names, places, times and notifications. */

import {
  DELETED_USER,
  forumCategories,
  type CommunityAuthor,
  type CommunityNotification,
  type ThreadPlace,
  type ThreadSummary,
} from '@domain/community';
import { formatNumber, t } from '@web/i18n/translate';
import { formatDateTime } from '@web/lib/format-date';

/** 1234 → "1,234" (in English). */
export function formatCount(value: number): string {
  return formatNumber(value);
}

/** "1 reply", "12 replies". */
export function repliesLabel(replies: number): string {
  return t('{{number}} replies', {
    count: replies,
    number: formatCount(replies),
    defaultValue_one: '{{number}} reply',
  });
}

/** "1 vote", "12 votes". */
export function votesLabel(votes: number): string {
  return t('{{number}} votes', {
    count: votes,
    number: formatCount(votes),
    defaultValue_one: '{{number}} vote',
  });
}

/** "1 point", "35 points". */
export function pointsLabel(points: number): string {
  return t('{{number}} points', {
    count: points,
    number: formatCount(points),
    defaultValue_one: '{{number}} point',
  });
}

/** The author's name, or DELETED_USER once their account is gone. */
export function authorName(author: CommunityAuthor | null): string {
  return author?.name ?? t(DELETED_USER);
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
      return t(forumCategories.find((category) => category.id === place.category)?.name ?? 'Forum');
    case 'lesson':
      return t('Lesson {{id}}', { id: place.lessonId });
    case 'challenge':
      return t('Challenge {{id}}', { id: place.challengeId });
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

/** The exact time, for a tooltip, in the learner's date format. */
export function exactTime(at: string): string {
  return formatDateTime(at);
}

/** A thrown error's sentence, or `fallback`, in the interface's language. */
export function messageOf(caught: unknown, fallback: string): string {
  return t(caught instanceof Error && caught.message ? caught.message : fallback);
}

/** Where a notification leads: the thread, at the post it is about. */
export function notificationHref(notification: CommunityNotification): string {
  const thread = threadHref(notification.threadId);
  return notification.postId ? `${thread}#post-${notification.postId}` : thread;
}

/** "Ada replied to your question “…”", "Ada mentioned you in “…”", "Your answer in “…” was accepted". */
export function notificationText(notification: CommunityNotification): string {
  const actor = authorName(notification.actor);
  const title = notification.threadTitle;
  switch (notification.kind) {
    case 'reply':
      return t('{{actor}} replied to your question “{{title}}”', { actor, title });
    case 'mention':
      return t('{{actor}} mentioned you in “{{title}}”', { actor, title });
    case 'accepted':
      return t('Your answer in “{{title}}” was accepted', { title });
  }
}
