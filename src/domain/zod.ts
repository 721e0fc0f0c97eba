import { z } from 'zod';

// In the browser, zod would probe for `new Function` to compile its parsers, which the CSP
// (script-src 'self') forbids and the browser reports; it parses the same without compiling.
if ('document' in globalThis) z.config({ jitless: true });

/** zod, set up for where it runs: every module takes it from here. */
export { z };
