// The repairs exceljs 4.4 needs for the Workbook port over a .xlsx file (xlsxWorkbook.ts):
// what it drops when it reads a file (manual page breaks), keeps when it should not (media no
// sheet shows), does slowly (validations cell by cell) or shares when it should not (one style
// object for every cell styled alike). Each is applied on load or before a save.
import type ExcelJS from 'exceljs';
import type JSZip from 'jszip';

/** An XML attribute's value (the few tags read here have plain, unescaped ids and paths). */
function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
}

const unescapeXml = (text: string): string =>
  text.replace(
    /&(lt|gt|quot|apos|amp);/g,
    (_, entity: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[entity] as string,
  );

/**
 * exceljs 4.4 writes a sheet's manual page breaks (<rowBreaks>) but drops them when it
 * reads a file, so the cards' page breaks would vanish at the next command's save: they
 * are read back here from the sheets' XML.
 */
export async function restoreRowBreaks(book: ExcelJS.Workbook, data: Buffer): Promise<void> {
  // Loaded here, not at the CLI's start (as exceljs in xlsxWorkbook.ts).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const zip = await (require('jszip') as typeof JSZip).loadAsync(data);
  const workbookXml = (await zip.file('xl/workbook.xml')?.async('string')) ?? '';
  const relsXml = (await zip.file('xl/_rels/workbook.xml.rels')?.async('string')) ?? '';
  const targets = new Map<string, string>();
  for (const [tag] of relsXml.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = attribute(tag, 'Id');
    const target = attribute(tag, 'Target');
    if (id && target) targets.set(id, target.replace(/^\/?(xl\/)?/, 'xl/'));
  }
  for (const [tag] of workbookXml.matchAll(/<sheet\b[^>]*>/g)) {
    const name = attribute(tag, 'name');
    const target = targets.get(attribute(tag, 'r:id') ?? '');
    const sheet = name === null ? undefined : book.getWorksheet(unescapeXml(name));
    if (!sheet || !target) continue;
    const xml = (await zip.file(target)?.async('string')) ?? '';
    const breaks = /<rowBreaks\b[\s\S]*?<\/rowBreaks>/.exec(xml)?.[0] ?? '';
    for (const [brk] of breaks.matchAll(/<brk\b[^>]*>/g)) {
      const id = Number(attribute(brk, 'id'));
      // <brk id="N"> breaks after row N; exceljs' addPageBreak on row N writes just that.
      if (Number.isInteger(id) && id > 0 && attribute(brk, 'man') !== '0') sheet.getRow(id).addPageBreak();
    }
  }
}

/**
 * exceljs keeps every picture ever added in the workbook's media and writes them all, so a
 * QR code replaced when the page's link changed would stay in the file, unseen (issue 23):
 * the media no sheet shows are dropped before saving, and the sheets' pictures renumbered.
 */
export function dropUnusedMedia(book: ExcelJS.Workbook): void {
  const media = (book as unknown as { media: unknown[] }).media;
  const shown = book.worksheets.flatMap((sheet) => (sheet as unknown as { _media: { imageId: number }[] })._media);
  const used = [...new Set(shown.map((medium) => Number(medium.imageId)))].sort((a, b) => a - b);
  if (used.length === media.length) return;
  const renumbered = new Map(used.map((id, index) => [id, index] as const));
  media.splice(0, media.length, ...used.map((id) => media[id]));
  for (const medium of shown) medium.imageId = renumbered.get(Number(medium.imageId)) as number;
}

export type ValidationModel = Record<string, object | undefined>;

export function validationsOf(sheet: ExcelJS.Worksheet): { model: ValidationModel } {
  return (sheet as unknown as { dataValidations: { model: ValidationModel } }).dataValidations;
}

/**
 * exceljs reads a validated range back as one entry per cell and, on writing, merges them
 * again with a quadratic-ish search; rebuilding the ranges first (one per column and rule)
 * keeps a save of a tournament file in milliseconds instead of a second.
 */
export function compactValidations(sheet: ExcelJS.Worksheet): void {
  const validations = validationsOf(sheet);
  // Cells of one range share the rule object; equal rules from separate ranges compare by content.
  const ruleIds = new Map<object, number>();
  const textIds = new Map<string, number>();
  const groups = new Map<string, { column: string; rule: object; rows: number[] }>();
  const model: ValidationModel = {};
  for (const address in validations.model) {
    const rule = validations.model[address];
    if (!rule) continue;
    // A1-style "AB12" (letters, then digits); anything else is a range already (set by format() in this session).
    let letters = 0;
    while (letters < address.length && address.charCodeAt(letters) >= 65 && address.charCodeAt(letters) <= 90)
      letters++;
    const row = letters > 0 && /^\d+$/.test(address.slice(letters)) ? Number(address.slice(letters)) : 0;
    if (row === 0) {
      model[address] = rule;
      continue;
    }
    let id = ruleIds.get(rule);
    if (id === undefined) {
      const text = JSON.stringify(rule);
      id = textIds.get(text) ?? textIds.size;
      textIds.set(text, id);
      ruleIds.set(rule, id);
    }
    const column = address.slice(0, letters);
    const key = `${column}|${id}`;
    let group = groups.get(key);
    if (group === undefined) groups.set(key, (group = { column, rule, rows: [] }));
    group.rows.push(row);
  }
  for (const { column, rule, rows } of groups.values()) {
    rows.sort((a, b) => a - b);
    let start = rows[0];
    for (let i = 1; i <= rows.length; i++) {
      if (i < rows.length && rows[i] === rows[i - 1] + 1) continue;
      const end = rows[i - 1];
      model[start === end ? `${column}${start}` : `${column}${start}:${column}${end}`] = rule;
      start = rows[i];
    }
  }
  validations.model = model;
}

/** Style objects Atril made for one cell, row or column: never shared, safe to set a part of. */
const ownedStyles = new WeakSet<object>();
type Styled = { style: Partial<ExcelJS.Style> };

/**
 * Gives a cell, row or column a style object of its own before Atril sets a part of it.
 * exceljs hands all the cells of one style in a loaded file the same object, and its setters
 * write into it: bolding or aligning one cell did it to every cell styled alike, so a second
 * layout of Clasificación duplicada right-aligned the names and left-aligned the numbers'
 * headers, and a date written into one cell could turn its look-alikes into dates. Only what is
 * set is copied (our setters replace a style's parts — font, alignment, numFmt — never edit
 * them, so a shallow copy is enough): every cell left alone keeps the shared object, which
 * exceljs's save serialises once per object, not once per cell (copying every style on load
 * made the styles a seventh of `atril draw`'s time: docs/local.md "The built command").
 */
export function ownStyle(target: object): void {
  const styled = target as Styled;
  if (ownedStyles.has(styled.style)) return;
  styled.style = { ...styled.style };
  ownedStyles.add(styled.style);
}

/** Before a row's style setter (which sets each of its cells too): the row and all its cells their own styles. */
export function ownRowStyles(row: ExcelJS.Row): void {
  ownStyle(row);
  row.eachCell({ includeEmpty: true }, ownStyle);
}

/** Before a column's style setter (which sets the cells its eachCell visits): the column and those cells. */
export function ownColumnStyles(column: ExcelJS.Column): void {
  ownStyle(column);
  column.eachCell(ownStyle);
}
