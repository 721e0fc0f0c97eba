const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}#{1,6}(\s|$)/;

/**
 * Markdown cut before each ATX heading that is not inside a fenced code block. Each part is
 * whole Markdown on its own, so rendering the parts one after the other gives what rendering
 * the text at once gives, and the browser can respond between two parts.
 */
export function markdownSections(markdown: string): string[] {
  const sections: string[] = [];
  let current: string[] = [];
  let openFence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fence = FENCE.exec(line)?.[1];
    if (openFence === null && fence) openFence = fence;
    else if (
      openFence !== null &&
      fence !== undefined &&
      fence[0] === openFence[0] &&
      fence.length >= openFence.length &&
      line.trim() === fence
    ) {
      openFence = null;
    } else if (openFence === null && HEADING.test(line) && current.some((text) => text.trim())) {
      sections.push(current.join('\n'));
      current = [];
    }
    current.push(line);
  }
  sections.push(current.join('\n'));
  return sections.filter((section) => section.trim() !== '');
}
