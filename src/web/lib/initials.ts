/** One or two capital letters for the avatar: "Ada Lovelace" → "AL", "grace.hopper@…" → "GH". */
export function initials(name: string, email?: string): string {
  const source = name.trim() || email?.split('@')[0] || '';
  const words = source.split(/[\s._+-]+/).filter(Boolean);
  const letter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  const first = letter(words[0]);
  const last = words.length > 1 ? letter(words[words.length - 1]) : '';
  return (first + last).toUpperCase() || '?';
}
