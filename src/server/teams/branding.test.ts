import { describe, expect, it } from 'vitest';
import { HttpError } from '@server/http/errors';
import { base64, jpegImage, pngImage } from '@tests/helpers/logo-images';
import { checkLogo, logoTypeOf } from './branding';

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32">';
const svgLogo = (inside: string, open = SVG_OPEN) =>
  ({ type: 'image/svg+xml', data: base64(`${open}${inside}</svg>`) }) as const;

async function refusal(upload: Parameters<typeof checkLogo>[0]): Promise<string> {
  try {
    await checkLogo(upload);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    return (error as HttpError).message;
  }
  throw new Error('the logo was accepted');
}

async function cleanedSvg(inside: string, open?: string): Promise<string> {
  const logo = await checkLogo(svgLogo(inside, open));
  expect(logo.type).toBe('image/svg+xml');
  return logo.data;
}

describe('logo checks', () => {
  it('accepts a PNG and a JPEG, reading their sides from the file', async () => {
    const png = pngImage(48, 16);
    expect(await checkLogo({ type: 'image/png', data: base64(png) })).toEqual({
      type: 'image/png',
      data: base64(png),
      width: 48,
      height: 16,
    });
    const jpeg = jpegImage(1024, 16);
    expect(await checkLogo({ type: 'image/jpeg', data: base64(jpeg) })).toEqual({
      type: 'image/jpeg',
      data: base64(jpeg),
      width: 1024,
      height: 16,
    });
  });

  it('refuses a side under 16 or over 1024 px', async () => {
    expect(await refusal({ type: 'image/png', data: base64(pngImage(2000, 10)) })).toBe(
      'The logo is 2000×10 px: each side must be 16 to 1024 px.',
    );
    expect(await refusal({ type: 'image/jpeg', data: base64(jpegImage(64, 1032)) })).toBe(
      'The logo is 64×1032 px: each side must be 16 to 1024 px.',
    );
    expect(
      await refusal(svgLogo('<rect width="1" height="1"/>', '<svg viewBox="0 0 15 40">')),
    ).toBe('The logo is 15×40 px: each side must be 16 to 1024 px.');
  });

  it('goes by the content, not the declared type', async () => {
    const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
    expect(logoTypeOf(html)).toBeNull();
    expect(await refusal({ type: 'image/png', data: base64(html) })).toBe(
      'The logo must be a PNG, JPEG or SVG of at most 256 KB: this file is none of them.',
    );
    // A JPEG sent as a PNG is kept as the JPEG it is.
    const jpeg = jpegImage(32, 32);
    expect((await checkLogo({ type: 'image/png', data: base64(jpeg) })).type).toBe('image/jpeg');
    // An SVG sent as a PNG is still cleaned as an SVG.
    const svg = await checkLogo({
      type: 'image/png',
      data: base64(`${SVG_OPEN}<rect width="9" height="9" onclick="steal()"/></svg>`),
    });
    expect(svg.type).toBe('image/svg+xml');
    expect(svg.data).not.toContain('onclick');
  });

  it('refuses a file over 256 KB, and a damaged PNG', async () => {
    const big = Buffer.concat([pngImage(16, 16), Buffer.alloc(256 * 1024)]);
    expect(await refusal({ type: 'image/png', data: base64(big) })).toBe(
      'The logo must be a PNG, JPEG or SVG of at most 256 KB: this file is 257 KB.',
    );
    const cut = pngImage(16, 16).subarray(0, 12);
    expect(await refusal({ type: 'image/png', data: base64(cut) })).toBe(
      'The logo must be a PNG, JPEG or SVG of at most 256 KB: this PNG file is damaged or incomplete, so it could not be read.',
    );
  });

  it('reads an SVG size from width and height or the viewBox, and refuses one without', async () => {
    const sized = await checkLogo(svgLogo('<circle cx="8" cy="8" r="8"/>'));
    expect([sized.width, sized.height]).toEqual([64, 32]);
    const viewBox = await checkLogo(
      svgLogo(
        '<circle cx="8" cy="8" r="8"/>',
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40">',
      ),
    );
    expect([viewBox.width, viewBox.height]).toEqual([120, 40]);
    expect(
      await refusal(svgLogo('<circle r="8"/>', '<svg xmlns="http://www.w3.org/2000/svg">')),
    ).toBe(
      'The SVG logo has no size: give its <svg> element a width and height or a viewBox, each side 16 to 1024 px.',
    );
  });

  it('keeps an SVG drawing, its gradients and internal references, written as XML', async () => {
    const data = await cleanedSvg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<rect width="64" height="32" fill="url(#g)"/><text x="2" y="20">Ada&#160;Class</text>',
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n' + SVG_OPEN,
    );
    expect(data).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32">' +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<rect width="64" height="32" fill="url(#g)"/><text x="2" y="20">Ada\u00a0Class</text></svg>',
    );
  });

  it('removes scripts from an SVG', async () => {
    const data = await cleanedSvg('<script>alert(1)</script><rect width="9" height="9"/>');
    expect(data).toBe(`${SVG_OPEN}<rect width="9" height="9"/></svg>`);
  });

  it('removes event handlers, on the root and inside', async () => {
    const data = await cleanedSvg(
      '<rect width="9" height="9" onclick="steal()" onmouseover="steal()"/>',
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32" onload="steal()">',
    );
    expect(data).toBe(`${SVG_OPEN}<rect width="9" height="9"/></svg>`);
  });

  it('removes javascript: links, keeping what they wrap', async () => {
    const data = await cleanedSvg(
      '<a href="javascript:alert(1)"><rect width="9" height="9"/></a>' +
        '<a xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="javascript:alert(2)"><circle r="2"/></a>',
    );
    expect(data).not.toMatch(/javascript|href/);
    expect(data).toContain('<a><rect width="9" height="9"/></a>');
    expect(data).toContain('<circle r="2"/>');
  });

  it('removes references outside the file: image hrefs and url()s', async () => {
    const data = await cleanedSvg(
      '<image href="https://tracker.example/pixel.png" width="9" height="9"/>' +
        '<image href="data:image/png;base64,iVBORw0KGgo=" width="9" height="9"/>' +
        '<rect width="9" height="9" fill="url(https://tracker.example/x.svg#g)"/>' +
        '<rect width="9" height="9" style="fill: url(\'//tracker.example/a\')"/>' +
        '<use href="#shape"/><rect id="shape" width="2" height="2" fill="url(#g)"/>',
    );
    expect(data).not.toMatch(/tracker\.example|data:/);
    expect(data).toContain('<image width="9" height="9"/>');
    expect(data).toContain('<rect width="9" height="9"/><rect width="9" height="9"/>');
    expect(data).toContain('<rect id="shape" width="2" height="2" fill="url(#g)"/>');
  });

  it('removes foreignObject', async () => {
    const data = await cleanedSvg(
      '<foreignObject width="64" height="32"><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://tracker.example"></iframe></div></foreignObject><rect width="9" height="9"/>',
    );
    expect(data).toBe(`${SVG_OPEN}<rect width="9" height="9"/></svg>`);
  });

  it('removes style sheets that load something, keeping plain ones', async () => {
    const data = await cleanedSvg(
      '<style>@import url(https://tracker.example/a.css);</style>' +
        '<style>.b { fill: url("https://tracker.example/b.svg#p") }</style>' +
        '<style>.c { background: \\75 rl(https://tracker.example/c) }</style>' +
        '<style>.a { fill: #1d4ed8 }</style><rect class="a" width="9" height="9"/>',
    );
    expect(data).toBe(
      `${SVG_OPEN}<style>.a { fill: #1d4ed8 }</style><rect class="a" width="9" height="9"/></svg>`,
    );
  });

  it('refuses an SVG with nothing left to draw once cleaned', async () => {
    expect(
      await refusal(svgLogo('<title>Logo</title><script>alert(1)</script><foreignObject/>')),
    ).toBe(
      'The SVG logo has nothing left to show once scripts, event handlers and outside references are removed. Export it again as a plain SVG.',
    );
  });
});
