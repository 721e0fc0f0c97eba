import { describe, expect, it } from 'vitest';
import { sessionChunks, type Manifest } from './manifest';

describe('sessionChunks', () => {
  it('names the supabase chunk and the public configuration', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js', name: 'react' },
      '_supabase-2.js': { file: 'assets/supabase-2.js', name: 'supabase' },
      'lib/public-config.ts': { file: 'assets/public-config-3.js', isDynamicEntry: true },
    };
    expect(sessionChunks(manifest)).toEqual(['_supabase-2.js', 'lib/public-config.ts']);
  });

  it('fails the build when a build no longer has them', () => {
    expect(() => sessionChunks({ 'index.html': { file: 'assets/index.js' } })).toThrow(
      'no supabase chunk',
    );
  });
});
