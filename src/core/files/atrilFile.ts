// The one Atril file format (docs/files.md, rules §22, §23): every file that leaves a spreadsheet —
// a prepared game, a centre's results, a closed tournament — is this envelope around a JSON body.
//
//   ATRIL 1 partida                         ← magic, format version, kind
//   { …the body, JSON… }
//   SHA-256 <64 hex digits>                 ← of every byte above this line (UTF-8, LF)
//
// The reader refuses what it cannot trust, before anything is written: not Atril's, a newer
// version, another kind, truncated or altered (the checksum), a body that is not JSON or lacks
// what its kind needs (the kinds read their bodies with the field readers below).
import { AtrilError } from '../errors';
import { sha256, sha256Hex } from './sha256';

/** The kinds of Atril file; the word is the file's own (its first line), the same in every language. */
export type AtrilFileKind = 'partida' | 'resultados' | 'torneo';
export const FILE_KINDS: readonly AtrilFileKind[] = ['partida', 'resultados', 'torneo'];

/** The format's version: a reader refuses a file of a later one (docs/files.md "Versions"). */
export const FORMAT_VERSION = 1;

const MAGIC = 'ATRIL';
const CHECKSUM = 'SHA-256';

/** The file's text for a body of `kind`: UTF-8 text, LF line ends, the checksum last. */
export function writeAtrilFile(kind: AtrilFileKind, body: unknown): string {
  const content = `${MAGIC} ${FORMAT_VERSION} ${kind}\n${JSON.stringify(body, null, 1)}\n`;
  return `${content}${CHECKSUM} ${sha256Hex(content)}\n`;
}

export interface AtrilFile {
  kind: AtrilFileKind;
  version: number;
  body: unknown;
}

/**
 * A file's text read back, or an AtrilError naming `fileName`: `file.notAtril`, `file.newer`,
 * `file.damaged`, `file.wrongKind.<expected>`, `file.badContent`. A byte-order mark and CRLF line ends (a
 * file that went through Windows) are read as the plain text they stand for.
 */
export function readAtrilFile(text: string, fileName: string, expected: AtrilFileKind): AtrilFile {
  const plain = text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const firstEnd = plain.indexOf('\n');
  const head = (firstEnd < 0 ? plain : plain.slice(0, firstEnd)).trim().split(/\s+/);
  if (head[0] !== MAGIC || !/^\d+$/.test(head[1] ?? '')) throw new AtrilError('file.notAtril', { file: fileName });
  const version = Number(head[1]);
  if (version > FORMAT_VERSION) throw new AtrilError('file.newer', { file: fileName, version });
  const kind = head[2] as AtrilFileKind;
  if (!FILE_KINDS.includes(kind) || head.length !== 3) throw new AtrilError('file.notAtril', { file: fileName });
  const lines = plain.replace(/\n+$/, '').split('\n');
  const last = lines[lines.length - 1].trim().split(/\s+/);
  const content = `${lines.slice(0, -1).join('\n')}\n`;
  if (lines.length < 3 || last[0] !== CHECKSUM || last[1] !== sha256Hex(content)) {
    throw new AtrilError('file.damaged', { file: fileName });
  }
  if (kind !== expected) throw new AtrilError(`file.wrongKind.${expected}`, { file: fileName, kind });
  let body: unknown;
  try {
    body = JSON.parse(lines.slice(1, -1).join('\n'));
  } catch {
    throw new AtrilError('file.damaged', { file: fileName });
  }
  return { kind, version, body };
}

// ── Fingerprints ─────────────────────────────────────────────────────────────────────────────
// Crockford's base 32: no I, L, O, U, so that 8 characters read aloud on the phone are not misheard.
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** JSON with every object's keys sorted: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A value's fingerprint: the first 40 bits of the SHA-256 of its canonical JSON, 8 characters of base 32. */
export function fingerprint(value: unknown): string {
  const digest = sha256(canonicalJson(value));
  let bits = 0;
  let count = 0;
  let out = '';
  for (const byte of digest) {
    bits = (bits << 8) | byte;
    count += 8;
    while (count >= 5 && out.length < 8) {
      out += BASE32[(bits >> (count - 5)) & 31];
      count -= 5;
    }
    bits &= (1 << count) - 1;
    if (out.length === 8) break;
  }
  return out;
}

/** A fingerprint as typed or read aloud: case, spaces and dashes aside, O read as 0, I and L as 1. */
export function normalFingerprint(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

// ── Reading a body: each kind's reader asks for its fields by path ──────────────────────────
/** Where a body's field is, for the refusal's message (`rondas[3].atril`). */
export class BodyReader {
  constructor(
    readonly file: string,
    readonly value: unknown,
    readonly path: string = '',
  ) {}

  private bad(): AtrilError {
    return new AtrilError('file.badContent', { file: this.file, field: this.path || '·' });
  }

  private child(key: string | number, value: unknown): BodyReader {
    const path = typeof key === 'number' ? `${this.path}[${key}]` : this.path ? `${this.path}.${key}` : key;
    return new BodyReader(this.file, value, path);
  }

  /** A field of this object (an error when this is not an object). */
  field(key: string): BodyReader {
    if (this.value === null || typeof this.value !== 'object' || Array.isArray(this.value)) throw this.bad();
    return this.child(key, (this.value as Record<string, unknown>)[key]);
  }

  has(key: string): boolean {
    return (
      this.value !== null &&
      typeof this.value === 'object' &&
      (this.value as Record<string, unknown>)[key] !== undefined &&
      (this.value as Record<string, unknown>)[key] !== null
    );
  }

  string(): string {
    if (typeof this.value !== 'string') throw this.bad();
    return this.value;
  }

  /** A finite number; with `integer`, a whole one. */
  number(integer = false): number {
    if (typeof this.value !== 'number' || !Number.isFinite(this.value)) throw this.bad();
    if (integer && !Number.isInteger(this.value)) throw this.bad();
    return this.value;
  }

  boolean(): boolean {
    if (typeof this.value !== 'boolean') throw this.bad();
    return this.value;
  }

  /** This array's items, each a reader (at most `max`: a file is never read without bound). */
  items(max = 100000): BodyReader[] {
    if (!Array.isArray(this.value) || this.value.length > max) throw this.bad();
    return this.value.map((item, index) => this.child(index, item));
  }

  /** A refusal of this field's value that its type did not catch (a rack that cannot be, a round out of order). */
  refuse(): AtrilError {
    return this.bad();
  }
}
