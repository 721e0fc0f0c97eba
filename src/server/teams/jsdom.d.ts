// jsdom ships no types; the SVG sanitiser uses only its window.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: unknown;
  }
}
