import type { OutputChunk } from './execution';

/**
 * Adds a stretch of one stream to a transcript: joined to the last chunk when that is the same
 * stream, left out when empty. A transcript built this way never holds an empty chunk or two
 * neighbours of one stream.
 */
export function appendChunk(chunks: OutputChunk[], chunk: OutputChunk): OutputChunk[] {
  if (chunk.text === '') return chunks;
  const last = chunks.at(-1);
  if (last?.stream === chunk.stream)
    chunks[chunks.length - 1] = { ...last, text: last.text + chunk.text };
  else chunks.push({ ...chunk });
  return chunks;
}
