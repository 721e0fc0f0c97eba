import { loadOnce } from './load-once';

/**
 * The Markdown renderer of the instructions (react-markdown: a fifth of the page's code),
 * downloaded with the challenge instead of with the page. A failed download is tried again.
 */
export const loadChallengeMarkdown = loadOnce(() => import('../components/code/LessonMarkdown'));
