// `npm run bench`: every benchmark, or one with `npm run bench -- http|runner|queue|web|trace`. Figures
// are for closing notes and for comparing changes; no test asserts on them.
const which = process.argv[2];
if (!which || which === 'http') await import('./http');
if (!which || which === 'runner') await import('./runner');
if (!which || which === 'queue') await import('./queue');
if (!which || which === 'web') await import('./web');
if (!which || which === 'trace') await import('./trace');

export {};
