import fs from 'node:fs';
import path from 'node:path';

interface Alias {
  find: RegExp;
  replacement: string;
}

/**
 * The import aliases (`@domain/…`, `@web/…`) as Vite and Vitest take them, read from their one
 * home, tsconfig.base.json's `paths`, which TypeScript, tsx and Playwright read themselves.
 */
export function pathAliases(root: string): Alias[] {
  const config = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, [string]> };
  };
  return Object.entries(config.compilerOptions.paths).map(([alias, [target]]) => ({
    find: new RegExp(`^${alias.replace('/*', '')}/`),
    replacement: `${path.join(root, target.replace('/*', ''))}/`,
  }));
}
