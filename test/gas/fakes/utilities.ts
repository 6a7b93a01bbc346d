// A fake of the parts of Apps Script's Utilities and Blob that Atril uses to pack the live
// page into script properties: newBlob, gzip / ungzip, base64Encode / base64Decode. As in
// Apps Script, bytes are Java bytes: numbers from -128 to 127, not 0–255.
import { randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { CallCounter } from './counter';
import { GasException } from './spreadsheet';

/** Java's signed bytes from Node's unsigned ones, and back. */
const signed = (bytes: Uint8Array): number[] => Array.from(bytes, (byte) => (byte > 127 ? byte - 256 : byte));
function unsigned(bytes: readonly number[]): Buffer {
  for (const byte of bytes) {
    if (!Number.isInteger(byte) || byte < -128 || byte > 127)
      throw new GasException(`Cannot convert ${byte} to (class)byte.`);
  }
  return Buffer.from(bytes.map((byte) => (byte < 0 ? byte + 256 : byte)));
}

export class FakeBlob {
  constructor(
    private readonly data: Buffer,
    private contentType: string | null = null,
    private name: string | null = null,
  ) {}
  getBytes(): number[] {
    return signed(this.data);
  }
  getDataAsString(charset = 'UTF-8'): string {
    if (!/^utf-?8$/i.test(charset)) throw new GasException(`Unsupported charset in the fake: ${charset}`);
    return this.data.toString('utf8');
  }
  getContentType(): string | null {
    return this.contentType;
  }
  setContentType(contentType: string): this {
    this.contentType = contentType;
    return this;
  }
  getName(): string | null {
    return this.name;
  }
  setName(name: string): this {
    this.name = name;
    return this;
  }
  /** Node's bytes (test helper). */
  raw(): Buffer {
    return this.data;
  }
}

export class FakeUtilities {
  /** The pauses asked with sleep, in milliseconds (the retries' growing pause, rules §17). */
  readonly slept: number[] = [];
  constructor(private readonly counter: CallCounter | null = null) {}
  /** Utilities.sleep: no real wait here; recorded (a 'service' call) and kept in `slept`. */
  sleep(milliseconds: number): void {
    this.counter?.record('service', 'Utilities.sleep', String(milliseconds));
    if (!Number.isInteger(milliseconds) || milliseconds < 0 || milliseconds > 300000)
      throw new GasException(`Invalid argument: milliseconds (${milliseconds})`);
    this.slept.push(milliseconds);
  }
  /** A version-4 UUID in lower case, as Utilities.getUuid() gives (java.util.UUID.randomUUID()). */
  getUuid(): string {
    return randomUUID();
  }
  newBlob(data: string | number[], contentType?: string, name?: string): FakeBlob {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : unsigned(data);
    return new FakeBlob(bytes, contentType ?? null, name ?? null);
  }
  gzip(blob: FakeBlob, name?: string): FakeBlob {
    return new FakeBlob(gzipSync(blob.raw()), 'application/x-gzip', name ?? `${blob.getName() ?? 'archive'}.gz`);
  }
  ungzip(blob: FakeBlob): FakeBlob {
    try {
      return new FakeBlob(gunzipSync(blob.raw()));
    } catch {
      throw new GasException('Could not decompress gzip.');
    }
  }
  base64Encode(data: number[] | string): string {
    return (typeof data === 'string' ? Buffer.from(data, 'utf8') : unsigned(data)).toString('base64');
  }
  base64Decode(encoded: string): number[] {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 !== 0)
      throw new GasException('Could not decode string.');
    return signed(Buffer.from(encoded, 'base64'));
  }
}
