// The part of pako's interface jszip uses (lib/flate.js: `new pako.Deflate|Inflate({ raw, level })`,
// `onData`, `push(chunk, last)`), done by Node's own zlib. scripts/cliBuild.js puts it in place of
// pako in the built CLI's exceljs: pako inflates and deflates in JavaScript, and reading and
// writing the .xlsx's zip was a sixth of `atril draw`'s time on a 40-player game (rules §24 "The
// command line"; docs/local.md "The built command"). The same raw DEFLATE streams, so any zip
// reader reads what it writes; the chunks are gathered and (de)compressed at the last one — an
// .xlsx part is a few megabytes at most.
import { deflateRawSync, inflateRawSync } from 'node:zlib';

interface FlateOptions {
  raw?: boolean;
  /** pako's level: -1 is zlib's default (6), as in Node. */
  level?: number;
}

abstract class Flate {
  /** Set by jszip: receives the output once the last chunk is pushed. */
  onData: (chunk: Uint8Array) => void = () => undefined;
  private chunks: Buffer[] = [];

  constructor(protected readonly options: FlateOptions = {}) {
    if (options.raw !== true) throw new Error('nativePako: only raw DEFLATE (as jszip asks)');
  }

  protected abstract run(input: Buffer): Buffer;

  /** pako's push: `last` true (or a flush mode of 4, Z_FINISH) ends the stream. */
  push(data: ArrayLike<number> | ArrayBuffer, last: boolean | number = false): boolean {
    const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : data;
    // A copy: the caller may reuse its buffer once push returns.
    if (bytes.length > 0) this.chunks.push(Buffer.from(bytes as Uint8Array));
    if (last === true || last === 4) {
      const output = this.run(Buffer.concat(this.chunks));
      this.chunks = [];
      this.onData(new Uint8Array(output.buffer, output.byteOffset, output.length));
    }
    return true;
  }
}

export class Deflate extends Flate {
  protected run(input: Buffer): Buffer {
    return deflateRawSync(input, { level: this.options.level ?? -1 });
  }
}

export class Inflate extends Flate {
  protected run(input: Buffer): Buffer {
    return inflateRawSync(input);
  }
}
