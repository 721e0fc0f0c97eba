/*
 * jsdom lays nothing out, and CodeMirror measures text through Range and element geometry.
 * Importing this module from a test gives those calls empty answers.
 */

const noRect = (): DOMRect =>
  ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0 }) as DOMRect;

const noRects = (): DOMRectList => Object.assign([] as DOMRect[], { item: () => null });

Range.prototype.getBoundingClientRect = noRect;
Range.prototype.getClientRects = noRects;
if (!('elementFromPoint' in document) || typeof document.elementFromPoint !== 'function') {
  Object.assign(document, { elementFromPoint: () => null });
}
