import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverage, pressAssets, pressReleases } from '@content/press';
import { formatDate } from '@web/lib/format-date';
import { formatFileSize } from './file-size';

const publicDir = join(import.meta.dirname, '../../../../../public');
const fileOf = (href: string) => join(publicDir, href);

describe('formatFileSize', () => {
  it('uses bytes below 1 KB, one decimal below 10 KB, whole numbers above', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(858)).toBe('858 bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(2390)).toBe('2.3 KB');
    expect(formatFileSize(14_500)).toBe('14 KB');
    expect(formatFileSize(1_250_000)).toBe('1.2 MB');
  });
});

describe('the press kit', () => {
  it('points every asset at a real file and shows its real size', () => {
    for (const asset of pressAssets) {
      expect(asset.href.startsWith('/press/'), asset.href).toBe(true);
      const file = fileOf(asset.href);
      expect(existsSync(file), asset.href).toBe(true);
      expect(asset.size, asset.href).toBe(formatFileSize(statSync(file).size));
    }
  });

  it('ships SVG logos that are SVG documents in the brand gradient', () => {
    for (const asset of pressAssets.filter((entry) => entry.format === 'SVG')) {
      const svg = readFileSync(fileOf(asset.href), 'utf8');
      expect(svg.trimStart().startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain('stop-color="#6366f1"');
      expect(svg).toContain('stop-color="#7c3aed"');
    }
  });

  it('matches the file extension to the format', () => {
    for (const asset of pressAssets) {
      expect(asset.href.endsWith(`.${asset.format.toLowerCase()}`), asset.href).toBe(true);
    }
  });
});

describe('releases and coverage', () => {
  it('links every release to its text, dated as the release says', () => {
    for (const release of pressReleases) {
      const file = fileOf(release.link);
      expect(existsSync(file), release.link).toBe(true);
      const text = readFileSync(file, 'utf8');
      expect(text, release.link).toContain(formatDate(release.date));
      expect(text.replace(/\s+/g, ' '), release.link).toContain(release.title);
      expect(text).toContain('Write to us through the contact page of the site that published');
      expect(text).not.toContain('codenest.dev');
    }
  });

  it('lists releases and coverage newest first, none after November 2026', () => {
    for (const list of [pressReleases, coverage]) {
      const dates = list.map((entry) => entry.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(dates.every((date) => date <= '2026-11-30')).toBe(true);
    }
  });

  it('anchors each coverage link to its own quote block', () => {
    for (const item of coverage) {
      expect(item.link).toBe(`#coverage-${item.id}`);
    }
  });
});
