// The live page's QR code (rules §8): drawn by qrcode-generator, read back here with jsQR
// (a reader that never saw the encoder), for an Apps Script link and a link with accents.
import jsQR from 'jsqr';
import { qrGifBase64, qrMatrix, qrSvg } from '../../../src/sheets/grid/qrCode';

/** The matrix as RGBA pixels, `scale` pixels a module, with a 4-module white border. */
function pixels(matrix: boolean[][], scale = 4): { data: Uint8ClampedArray; side: number } {
  const side = (matrix.length + 8) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  matrix.forEach((line, row) =>
    line.forEach((dark, column) => {
      if (!dark) return;
      for (let y = 0; y < scale; y++)
        for (let x = 0; x < scale; x++) {
          const at = (((row + 4) * scale + y) * side + (column + 4) * scale + x) * 4;
          data[at] = data[at + 1] = data[at + 2] = 0;
        }
    }),
  );
  return { data, side };
}

describe('qrCode', () => {
  it.each([
    'https://script.google.com/macros/s/AKfycbwExampleDeploymentId1234567890abcdefghij/exec',
    'https://club.example/clasificación?torneo=Otoño 2026',
  ])('the matrix decodes to the link: %s', (link) => {
    const matrix = qrMatrix(link);
    expect(matrix.length % 4).toBe(1); // 17 + 4 × version modules a side
    const { data, side } = pixels(matrix);
    expect(jsQR(data, side, side)?.data).toBe(link);
  });

  it('a GIF of the same code, 4 pixels a module with the quiet zone', () => {
    const link = 'https://club.example/clasificacion.html';
    const gif = Buffer.from(qrGifBase64(link), 'base64');
    expect(gif.subarray(0, 6).toString('latin1')).toMatch(/^GIF8[79]a$/);
    const side = (qrMatrix(link).length + 8) * 4;
    expect([gif.readUInt16LE(6), gif.readUInt16LE(8)]).toEqual([side, side]);
  });

  it('an SVG with one dark square per dark module, the link escaped as its name', () => {
    const link = 'https://x.example/?a=<b>&c="d"';
    const svg = qrSvg(link, 180);
    const dark = qrMatrix(link).flat().filter(Boolean).length;
    expect(svg.match(/h1v1h-1z/g)).toHaveLength(dark);
    expect(svg).toContain('aria-label="https://x.example/?a=&lt;b&gt;&amp;c=&quot;d&quot;"');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('width="180"');
  });
});
