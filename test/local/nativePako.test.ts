// Node's zlib in pako's place (src/local/nativePako.ts): the same raw DEFLATE streams, so pako
// reads what it writes and the reverse, and jszip (thus exceljs) works through it.
import { Deflate, Inflate } from '../../src/local/nativePako';

// pako (jszip's own dependency, the reference here) ships no types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { deflateRaw, inflateRaw } = require('pako') as {
  deflateRaw(data: Uint8Array): Uint8Array;
  inflateRaw(data: Uint8Array): Uint8Array;
};

const text = Buffer.from('Duplicada 1, R1: ÑANDÚ, LLAMA, CHAL. '.repeat(2000));

function pushAll(flate: Deflate | Inflate, data: Uint8Array, size: number): Uint8Array {
  const out: Uint8Array[] = [];
  flate.onData = (chunk) => out.push(chunk);
  for (let at = 0; at < data.length; at += size) flate.push(data.subarray(at, at + size), false);
  flate.push([], true);
  expect(out).toHaveLength(1);
  return out[0];
}

describe('nativePako', () => {
  it('deflates what pako inflates, in chunks as jszip pushes them', () => {
    const packed = pushAll(new Deflate({ raw: true, level: -1 }), text, 16384);
    expect(packed.length).toBeLessThan(text.length / 10);
    expect(Buffer.from(inflateRaw(packed))).toEqual(text);
  });

  it("inflates pako's output", () => {
    expect(Buffer.from(pushAll(new Inflate({ raw: true }), deflateRaw(text), 1000))).toEqual(text);
  });

  it('copies each chunk (the caller may reuse its buffer) and ends on Z_FINISH (4) too', () => {
    const buffer = new Uint8Array(text.subarray(0, 100));
    const deflate = new Deflate({ raw: true });
    let packed: Uint8Array = new Uint8Array();
    deflate.onData = (chunk) => (packed = chunk);
    deflate.push(buffer, false);
    buffer.fill(0);
    deflate.push(new Uint8Array(), 4);
    expect(Buffer.from(inflateRaw(packed))).toEqual(text.subarray(0, 100));
  });

  it('refuses a zlib-wrapped stream (jszip asks only for raw ones)', () => {
    expect(() => new Deflate({ raw: false })).toThrow(/raw/);
  });
});

describe('jszip through nativePako', () => {
  it('writes a zip that jszip with pako reads, and reads it back', async () => {
    const plain = jest.requireActual<typeof import('jszip')>('jszip');
    let viaNative: typeof import('jszip') | undefined;
    jest.isolateModules(() => {
      jest.doMock('pako', () => ({ Deflate, Inflate }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      viaNative = require('jszip') as typeof import('jszip');
    });
    const Native = viaNative!;
    const deflated = jest.spyOn(Deflate.prototype, 'push');
    const inflated = jest.spyOn(Inflate.prototype, 'push');
    const zip = new Native();
    zip.file('xl/worksheets/sheet1.xml', text.toString());
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bytes.length).toBeLessThan(text.length / 10);
    expect(await (await plain.loadAsync(bytes)).file('xl/worksheets/sheet1.xml')!.async('string')).toBe(
      text.toString(),
    );
    const again = await new plain().file('a.txt', text).generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(await (await Native.loadAsync(again)).file('a.txt')!.async('nodebuffer')).toEqual(text);
    expect(deflated).toHaveBeenCalled();
    expect(inflated).toHaveBeenCalled();
  });
});
