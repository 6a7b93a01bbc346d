// The QR code of the live page's link (rules §8 "Publicar clasificación"): drawn here, with
// kazuhikoarase's qrcode-generator (pure JavaScript: runs in Apps Script's V8, no DOM, no
// network), never by an outside QR service. One matrix, two pictures: an SVG for the page
// and the publish dialog, a GIF for the Emparejamientos sheet (Sheets and exceljs take GIF).
import qrcode from 'qrcode-generator';
import { escapeHtml } from './html';

/**
 * The text's UTF-8 bytes, one character each: the library's byte mode keeps the low byte
 * of every character (its UTF-8 helper is not in every build: the ES module has none).
 */
function utf8Bytes(text: string): string {
  return encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

/** Modules of quiet zone around the code (the standard asks for 4). */
const QUIET = 4;

function make(text: string): ReturnType<typeof qrcode> {
  // Type 0: the smallest version that holds the text; level M survives a creased print.
  const code = qrcode(0, 'M');
  code.addData(utf8Bytes(text), 'Byte');
  code.make();
  return code;
}

/** The code's modules, true for dark, without the quiet zone. */
export function qrMatrix(text: string): boolean[][] {
  const code = make(text);
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, column) => code.isDark(row, column)),
  );
}

/** A GIF of the code, base64-encoded: `cell` pixels a module, with the quiet zone. */
export function qrGifBase64(text: string, cell = 4): string {
  const url = make(text).createDataURL(cell, QUIET * cell);
  return url.slice(url.indexOf(',') + 1);
}

/** An inline SVG of the code (`pixels` wide), one path, with the link as its accessible name. */
export function qrSvg(text: string, pixels = 200): string {
  const matrix = qrMatrix(text);
  const side = matrix.length + 2 * QUIET;
  const path: string[] = [];
  matrix.forEach((line, row) =>
    line.forEach((dark, column) => {
      if (dark) path.push(`M${column + QUIET} ${row + QUIET}h1v1h-1z`);
    }),
  );
  const label = escapeHtml(text);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="qr" role="img" aria-label="${label}" width="${pixels}" height="${pixels}" ` +
    `viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges"><rect width="${side}" height="${side}" fill="#fff"/>` +
    `<path fill="#000" d="${path.join('')}"/></svg>`
  );
}
