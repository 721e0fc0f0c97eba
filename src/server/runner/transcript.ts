import type { OutputChunk } from '@domain/execution';
import { appendChunk } from '@domain/output-chunks';

const STREAMS = { 1: 'stdout', 2: 'stderr' } as const;

/**
 * The two streams interleaved in the order the sandbox agent read them: `order` holds runs of
 * (u8 stream, u32 byte count). Each stream is decoded as one text, so a character split across
 * two reads stays whole.
 */
export function interleave(stdout: Buffer, stderr: Buffer, order: Buffer): OutputChunk[] {
  const decoders = { stdout: new TextDecoder(), stderr: new TextDecoder() };
  const bytes = { stdout, stderr };
  const offsets = { stdout: 0, stderr: 0 };
  const chunks: OutputChunk[] = [];
  const push = (stream: OutputChunk['stream'], length: number, last: boolean) => {
    const start = offsets[stream];
    offsets[stream] = Math.min(start + length, bytes[stream].length);
    const text = decoders[stream].decode(bytes[stream].subarray(start, offsets[stream]), {
      stream: !last,
    });
    appendChunk(chunks, { stream, text });
  };
  for (let at = 0; at + 5 <= order.length; at += 5) {
    const stream = STREAMS[order[at] as 1 | 2];
    if (stream) push(stream, order.readUInt32LE(at + 1), false);
  }
  // Whatever the record did not cover (none in practice), then the decoders' last bytes.
  push('stdout', Infinity, true);
  push('stderr', Infinity, true);
  return chunks;
}

export function streamText(transcript: OutputChunk[], stream: OutputChunk['stream']): string {
  return transcript
    .filter((chunk) => chunk.stream === stream)
    .map((chunk) => chunk.text)
    .join('');
}

export function transcriptText(transcript: OutputChunk[]): string {
  return transcript.map((chunk) => chunk.text).join('');
}

/**
 * The transcript without some stretches of its stderr, given as [start, end) offsets into the
 * stderr text (what the runner takes out: its own crash report, the sanitizers' report).
 */
export function withoutStderrSpans(
  transcript: OutputChunk[],
  spans: Array<[number, number]>,
): OutputChunk[] {
  if (spans.length === 0) return transcript;
  const result: OutputChunk[] = [];
  let offset = 0;
  for (const chunk of transcript) {
    let text = chunk.text;
    if (chunk.stream === 'stderr') {
      const start = offset;
      offset += text.length;
      let kept = '';
      let at = start;
      for (const [from, to] of spans) {
        if (to <= at || from >= offset) continue;
        kept += text.slice(at - start, Math.max(from, at) - start);
        at = Math.min(to, offset);
      }
      kept += text.slice(at - start);
      text = kept;
    }
    appendChunk(result, { stream: chunk.stream, text });
  }
  return result;
}
