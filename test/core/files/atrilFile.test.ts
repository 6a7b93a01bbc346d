import fc from 'fast-check';
import {
  BodyReader,
  canonicalJson,
  fingerprint,
  normalFingerprint,
  readAtrilFile,
  writeAtrilFile,
} from '../../../src/core/files/atrilFile';
import { refusalOf } from '../../support/errors';

const body = {
  semilla: '123456789',
  rondas: [{ atril: 'AEO+RST?', maestra: 'H8 ROSETA', puntos: 74 }],
  nombre: 'Ñandú',
};

describe('the Atril file', () => {
  test('written and read back: magic, version, kind, the body, the checksum last', () => {
    const text = writeAtrilFile('partida', body);
    const lines = text.split('\n');
    expect(lines[0]).toBe('ATRIL 1 partida');
    expect(lines[lines.length - 2]).toMatch(/^SHA-256 [0-9a-f]{64}$/);
    expect(text.endsWith('\n')).toBe(true);
    expect(readAtrilFile(text, 'p.atril', 'partida')).toEqual({ kind: 'partida', version: 1, body });
  });

  test('any JSON body reads back as written, through Windows line ends and a byte-order mark', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = writeAtrilFile('torneo', value);
        const back = readAtrilFile(`\uFEFF${text.replace(/\n/g, '\r\n')}`, 't.atril', 'torneo').body;
        expect(canonicalJson(back)).toBe(canonicalJson(JSON.parse(JSON.stringify(value))));
      }),
    );
  });

  test('not Atril’s: another text, an empty file, a spreadsheet', () => {
    for (const text of ['', 'hola\n', 'PK\u0003\u0004…', '{"atril":1}', 'ATRIL uno partida\n']) {
      expect(refusalOf(() => readAtrilFile(text, 'x.atril', 'partida')).key).toBe('file.notAtril');
    }
    expect(refusalOf(() => readAtrilFile('ATRIL 1 receta\n{}\nSHA-256 00\n', 'x', 'partida')).key).toBe(
      'file.notAtril',
    );
  });

  test('a newer version is refused by its number, before anything else is read', () => {
    const error = refusalOf(() => readAtrilFile('ATRIL 2 partida\n{"lo que sea"\n', 'nueva.atril', 'partida'));
    expect(error.key).toBe('file.newer');
    expect(error.params).toEqual({ file: 'nueva.atril', version: 2 });
  });

  test('truncated at any byte, or any character altered: damaged', () => {
    const text = writeAtrilFile('resultados', body);
    for (let cut = 'ATRIL 1 resultados'.length; cut < text.length - 2; cut += 7) {
      expect(refusalOf(() => readAtrilFile(text.slice(0, cut), 'r.atril', 'resultados')).key).toBe('file.damaged');
    }
    const altered = text.replace('74', '75');
    expect(refusalOf(() => readAtrilFile(altered, 'r.atril', 'resultados')).key).toBe('file.damaged');
  });

  test('another kind is named, after the checksum is found right', () => {
    const error = refusalOf(() => readAtrilFile(writeAtrilFile('resultados', body), 'madrid.atril', 'partida'));
    expect(error.key).toBe('file.wrongKind.partida');
    expect(error.params).toEqual({ file: 'madrid.atril', kind: 'resultados' });
    expect(error.render('es')).toBe(
      '«madrid.atril» no es el archivo de una partida (es de «resultados»). No se ha cambiado nada.',
    );
  });
});

describe('fingerprints', () => {
  test('8 characters of Crockford’s base 32, the same whatever the keys’ order', () => {
    const a = fingerprint({ x: 1, y: [1, 2], z: { b: 1, a: 2 } });
    expect(a).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(fingerprint({ z: { a: 2, b: 1 }, y: [1, 2], x: 1 })).toBe(a);
    expect(fingerprint({ x: 1, y: [2, 1], z: { b: 1, a: 2 } })).not.toBe(a);
  });

  test('read aloud and typed back: case, dashes, O for 0 and I or L for 1 forgiven', () => {
    expect(normalFingerprint('7kqm-2zp4')).toBe('7KQM2ZP4');
    expect(normalFingerprint('O1IL 0000')).toBe('01110000');
  });
});

describe('BodyReader', () => {
  test('names the path of the field that is missing or of the wrong type', () => {
    const reader = new BodyReader('p.atril', { rondas: [{ atril: 'AB' }, { atril: 3 }] });
    const rounds = reader.field('rondas').items();
    expect(rounds[0].field('atril').string()).toBe('AB');
    const error = refusalOf(() => rounds[1].field('atril').string());
    expect(error.key).toBe('file.badContent');
    expect(error.params).toEqual({ file: 'p.atril', field: 'rondas[1].atril' });
    expect(refusalOf(() => reader.field('semilla').number()).params.field).toBe('semilla');
    expect(refusalOf(() => reader.field('rondas').items(1)).params.field).toBe('rondas');
    expect(refusalOf(() => new BodyReader('p', { n: 1.5 }).field('n').number(true)).params.field).toBe('n');
  });
});
