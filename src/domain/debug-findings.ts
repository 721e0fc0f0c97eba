/**
 * Words of a debug run's findings that pages show without loading execute-c's answer schema
 * (and zod) with them.
 */
export const NO_DEBUG_PROBLEMS = 'No memory errors or undefined behaviour found';
