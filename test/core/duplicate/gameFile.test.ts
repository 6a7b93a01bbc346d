// The game file (rules §22): written and read back, the fingerprint of the game and not of the
// text, and every refusal of a game that does not hold together, named by round and field.
import fc from 'fast-check';
import { readAtrilFile, writeAtrilFile } from '../../../src/core/files/atrilFile';
import {
  type GameFile,
  gameFingerprint,
  listFingerprint,
  readGameFile,
  writeGameFile,
} from '../../../src/core/duplicate/gameFile';
import { readLexicon } from '../../../src/core/duplicate';
import { preparedRounds } from '../../../src/sheets/actions/prepareGame';
import { LIST_GRAPH } from '../../support/arbiterList';
import { refusalOf } from '../../support/errors';

/** A prepared game (rules §20) as the file carries it. */
function gameOf(seed: number, limit = 100): GameFile {
  const prepared = preparedRounds(seed, limit, LIST_GRAPH);
  return {
    seed,
    rounds: prepared.rounds.map(({ leave, drawn, cambios, move, score }) => ({ leave, drawn, cambios, move, score })),
    end: prepared.end,
    list: { name: 'prueba.txt', words: LIST_GRAPH.words, fingerprint: listFingerprint(LIST_GRAPH) },
  };
}

const GAME = gameOf(2024);
const TEXT = writeGameFile(GAME);

/** The body's fields as these tests edit them (docs/files.md "partida"). */
interface Body {
  semilla?: string;
  huella: string;
  numeroDeRondas: number;
  lexico: { palabras: unknown };
  rondas: {
    ronda: number;
    atril: string;
    resto: string;
    nuevas: string;
    cambios: number;
    jugada?: string;
    puntos: unknown;
  }[];
  fin: { ronda: number; motivo: string; atril: string };
}

/** The file's body edited by `change`, written again with a good checksum (a hand edit that recomputed it). */
function edited(change: (body: Body) => void): string {
  const body = readAtrilFile(TEXT, 'p.atril', 'partida').body as Body;
  change(body);
  return writeAtrilFile('partida', body);
}

describe('the game file', () => {
  test('the prepared game has rounds and an end, and reads back as written', () => {
    expect(GAME.rounds.length).toBeGreaterThan(3);
    expect(readGameFile(TEXT, 'p.atril')).toEqual(GAME);
    const lines = TEXT.split('\n');
    expect(lines[0]).toBe('ATRIL 1 partida');
    expect(TEXT).toContain(`"huella": "${gameFingerprint(GAME)}"`);
    expect(TEXT).toContain('"semilla": "2024"');
  });

  test('the fingerprint is of the game: 8 characters of Crockford base 32, the same whatever the text around it', () => {
    const print = gameFingerprint(GAME);
    expect(print).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(gameFingerprint(readGameFile(TEXT.replace(/\n/g, '\r\n'), 'w.atril'))).toBe(print);
    expect(gameFingerprint({ ...GAME, rounds: [...GAME.rounds] })).toBe(print);
    // Any change of the game changes it: the seed, a score, the end, the list.
    expect(gameFingerprint({ ...GAME, seed: 2025 })).not.toBe(print);
    expect(gameFingerprint({ ...GAME, end: null })).not.toBe(print);
    expect(gameFingerprint({ ...GAME, list: null })).not.toBe(print);
    const [first, ...rest] = GAME.rounds;
    expect(gameFingerprint({ ...GAME, rounds: [{ ...first, score: first.score + 1 }, ...rest] })).not.toBe(print);
  });

  test('the list’s fingerprint: the same words, the same fingerprint; another word, another', () => {
    const words = ['CASA', 'CASAS', 'PERRO', 'ÑANDÚ'];
    const one = readLexicon(words.join('\n')).graph;
    const again = readLexicon([...words].reverse().join('\n')).graph;
    expect(listFingerprint(one)).toBe(listFingerprint(again));
    expect(listFingerprint(readLexicon([...words, 'COSA'].join('\n')).graph)).not.toBe(listFingerprint(one));
  });

  test('a game with no list and no end (a game typed by hand, stopped by --rounds) reads back', () => {
    const game = { ...gameOf(7, 3), list: null, end: null };
    expect(readGameFile(writeGameFile(game), 'a.atril')).toEqual(game);
  });

  test('property: any prepared game from a seed round-trips, with its fingerprint', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 1, max: 30 }), (seed, rounds) => {
        const game = gameOf(seed, rounds);
        const back = readGameFile(writeGameFile(game), 'p.atril');
        expect(back).toEqual(game);
        expect(gameFingerprint(back)).toBe(gameFingerprint(game));
      }),
      { numRuns: 6 },
    );
  });

  describe('refusals, named by round and field', () => {
    const r = 2; // the third round
    const round = GAME.rounds[r];

    test('the envelope’s: a results file, a damaged one, a newer one, not Atril’s', () => {
      expect(refusalOf(() => readGameFile(writeAtrilFile('resultados', {}), 'r.atril')).key).toBe(
        'file.wrongKind.partida',
      );
      expect(refusalOf(() => readGameFile(TEXT.slice(0, 200), 'p.atril')).key).toBe('file.damaged');
      expect(refusalOf(() => readGameFile(TEXT.replace('ATRIL 1', 'ATRIL 2'), 'p.atril')).key).toBe('file.newer');
      expect(refusalOf(() => readGameFile('AEIOU\n', 'lista.txt')).key).toBe('file.notAtril');
    });

    test('a field missing or of the wrong type: its path', () => {
      const cases: [(body: Body) => void, string][] = [
        [(body) => delete body.semilla, 'semilla'],
        [(body) => (body.semilla = '12a'), 'semilla'],
        [(body) => (body.rondas[r].puntos = '20'), `rondas[${r}].puntos`],
        [(body) => delete body.rondas[r].jugada, `rondas[${r}].jugada`],
        [(body) => (body.rondas[r].ronda = 9), `rondas[${r}].ronda`],
        [(body) => (body.rondas[r].cambios = -1), `rondas[${r}].cambios`],
        [(body) => (body.numeroDeRondas += 1), 'numeroDeRondas'],
        [(body) => (body.lexico.palabras = 'muchas'), 'lexico.palabras'],
        [(body) => (body.fin.ronda += 1), 'fin.ronda'],
        [(body) => (body.fin.motivo = 'aburrimiento'), 'fin.motivo'],
        [(body) => (body.fin.atril = 'ZZZ'), 'fin.atril'],
      ];
      for (const [change, field] of cases) {
        const error = refusalOf(() => readGameFile(edited(change), 'p.atril'));
        expect([error.key, error.params.field]).toEqual(['file.badContent', field]);
      }
    });

    test('a rack that is not the previous leave plus the new tiles', () => {
      const error = refusalOf(() =>
        readGameFile(
          edited((body) => {
            body.rondas[r].resto = 'ZZ';
          }),
          'p.atril',
        ),
      );
      expect(error.key).toBe('gameFile.badLeave');
      expect(error.params).toMatchObject({
        round: r + 1,
        field: `rondas[${r}].resto`,
        value: 'ZZ',
        leave: round.leave,
      });
      expect(error.message).toContain(`round ${r + 1}`);
      const rack = refusalOf(() =>
        readGameFile(
          edited((body) => (body.rondas[r].atril = 'AAAAAAA')),
          'p.atril',
        ),
      );
      expect(rack.key).toBe('gameFile.badRack');
      expect(rack.params).toMatchObject({ round: r + 1, field: `rondas[${r}].atril` });
      const tiles = refusalOf(() =>
        readGameFile(
          edited((body) => (body.rondas[r].nuevas = 'K9')),
          'p.atril',
        ),
      );
      expect([tiles.key, tiles.params.field]).toEqual(['gameFile.badTiles', `rondas[${r}].nuevas`]);
      const many = refusalOf(() =>
        readGameFile(
          edited((body) => (body.rondas[r].nuevas = 'AAAAAAAA')),
          'p.atril',
        ),
      );
      expect([many.key, many.params.field]).toEqual(['gameFile.badDrawn', `rondas[${r}].nuevas`]);
      // More of a tile than the bag holds, counting the board.
      const over = refusalOf(() =>
        readGameFile(
          edited((body) => {
            body.rondas[0].nuevas = 'ZZZZZZZ';
            body.rondas[0].atril = 'ZZZZZZZ';
          }),
          'p.atril',
        ),
      );
      expect([over.key, over.params.field, over.params.round]).toEqual(['gameFile.badTiles', 'rondas[0].nuevas', 1]);
    });

    test('a master move the board refuses, one not in canonical notation, a score that does not match', () => {
      const move = refusalOf(() =>
        readGameFile(
          edited((body) => (body.rondas[r].jugada = 'A1-ZZ')),
          'p.atril',
        ),
      );
      expect(move.key).toBe('gameFile.badMove');
      expect(move.params).toMatchObject({ round: r + 1, field: `rondas[${r}].jugada`, value: 'A1-ZZ' });
      const notation = refusalOf(() =>
        readGameFile(
          edited((body) => (body.rondas[r].jugada = round.move.replace('-', ' - '))),
          'p.atril',
        ),
      );
      expect([notation.key, notation.params.canonical]).toEqual(['gameFile.notCanonical', round.move]);
      const score = refusalOf(() =>
        readGameFile(
          edited((body) => (body.rondas[r].puntos = round.score + 1)),
          'p.atril',
        ),
      );
      expect(score.key).toBe('gameFile.badScore');
      expect(score.params).toMatchObject({
        round: r + 1,
        value: round.score + 1,
        score: round.score,
        move: round.move,
      });
    });

    test('a fingerprint that is not the game’s (a hand edit that recomputed the checksum)', () => {
      const error = refusalOf(() =>
        readGameFile(
          edited((body) => (body.huella = 'AAAAAAAA')),
          'p.atril',
        ),
      );
      expect(error.key).toBe('gameFile.badFingerprint');
      expect(error.params).toEqual({ file: 'p.atril', value: 'AAAAAAAA', fingerprint: gameFingerprint(GAME) });
      // A consistent edit of the game (its seed) is another game: its fingerprint is refused as not the game's.
      expect(
        refusalOf(() =>
          readGameFile(
            edited((body) => (body.semilla = '1')),
            'p.atril',
          ),
        ).key,
      ).toBe('gameFile.badFingerprint');
    });
  });
});
