/**
 * Words that mark unfinished text, which must never reach a visitor. The character classes
 * keep the source of this file from matching itself.
 */
export const PLACEHOLDER_TEXT = /\b(T[O]DO|F[I]XME|T[B]D|l[o]rem|ips[u]m)\b/i;
