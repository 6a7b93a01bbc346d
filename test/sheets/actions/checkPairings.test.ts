// `atril check`'s action: the checker's findings as lines in the workbook's language, naming
// round, table and players; a summary; nothing written.
import { checkPairings } from '../../../src/sheets/actions/checkPairings';
import { generateTournament } from '../../../src/sheets/actions/generateTournament';
import { MemoryWorkbook } from '../../support/memoryWorkbook';

const roundsHeader = ['Ronda', 'Mesa', 'Jugador 1', 'Jugador 2', 'Puntos 1', 'Puntos 2', 'Resultado'];
const jugadores = [
  ['N°', 'Nombre', 'Escalafón'],
  [1, 'Ana Gil', 1900],
  [2, 'Luis Paz', 1800],
  [3, 'Eva Sol', 1700],
  [4, 'Pepe Rey', 1600],
];

describe('checkPairings', () => {
  it('a generated tournament: one summary line, nothing written', () => {
    const workbook = new MemoryWorkbook();
    generateTournament(
      { workbook, lang: 'es' },
      {
        seed: 2,
        field: { players: 10, rounds: 4, clubs: 2, unrated: 0, lateEntries: 0, withdrawals: 0, absences: 0 },
        results: { kind: 'rating', draws: 0.1, forfeits: 0 },
        settings: [],
      },
    );
    workbook.resetCounts();
    const result = checkPairings({ workbook, lang: 'es' });
    expect(result.message).toBe(
      'Comprobadas 4 rondas (20 filas de Rondas): todas las mesas coinciden con las del programa y ninguna incumple las reglas.',
    );
    expect(workbook.writes).toBe(0);
  });

  it('a rematch typed by hand: the illegal board and the engine’s boards, then the summary (Spanish)', () => {
    const workbook = new MemoryWorkbook({
      Jugadores: jugadores,
      Rondas: [
        roundsHeader,
        [1, 1, 'Ana Gil', 'Eva Sol', 400, 300, ''],
        [1, 2, 'Pepe Rey', 'Luis Paz', 400, 300, ''],
        [2, 1, 'Eva Sol', 'Ana Gil', 400, 300, ''],
        [2, 2, 'Luis Paz', 'Pepe Rey', 400, 300, ''],
      ],
    });
    const result = checkPairings({ workbook, lang: 'es' });
    expect(result.message.split('\n')).toEqual([
      'Ronda 2, mesa 1 (Eva Sol (3) – Ana Gil (1)) — ILEGAL: Eva Sol (3) y Ana Gil (1) ya se enfrentaron en la ronda 1',
      'Ronda 2, mesa 1 (Eva Sol (3) – Ana Gil (1)) — distinta: el programa empareja mesa 2: Luis Paz (2) – Eva Sol (3); mesa 1: Ana Gil (1) – Pepe Rey (4)',
      'Ronda 2, mesa 2 (Luis Paz (2) – Pepe Rey (4)) — ILEGAL: Luis Paz (2) y Pepe Rey (4) ya se enfrentaron en la ronda 1',
      'Ronda 2, mesa 2 (Luis Paz (2) – Pepe Rey (4)) — distinta: el programa empareja mesa 2: Luis Paz (2) – Eva Sol (3); mesa 1: Ana Gil (1) – Pepe Rey (4)',
      'Comprobadas 2 rondas (4 filas de Rondas): 2 mesas emparejadas de otro modo que el programa, 2 incumplimientos de las reglas, 0 rondas que el programa no puede emparejar.',
    ]);
    expect(result.check.illegal).toHaveLength(2);
  });

  it('in English: a player left out, and a round the engine refuses', () => {
    const workbook = new MemoryWorkbook({
      Players: [
        ['No', 'Name', 'Rating'],
        [1, 'Ana Gil', 1900],
        [2, 'Luis Paz', 1800],
      ],
      Rounds: [
        ['Round', 'Table', 'Player 1', 'Player 2', 'Score 1', 'Score 2', 'Result'],
        [1, 1, 'Ana Gil', 'Luis Paz', 400, 300, ''],
        [2, 1, 'Luis Paz', 'BYE', '', '', ''],
      ],
    });
    // Luis alone may rest (one player seated: odd); Ana is left out; from the same history
    // the engine cannot pair round 2 at all (the two have met).
    expect(checkPairings({ workbook, lang: 'en' }).message.split('\n')).toEqual([
      'Round 2 — ILLEGAL: Ana Gil (1) plays this round and has neither a table nor the bye',
      "Round 2 — no pairing: the program cannot pair this round from the earlier ones: no pairing is possible in round 2: Ana Gil (1), Luis Paz (2) have already played every available opponent: type this round's tables by hand in Rounds, or lower Rounds in Config",
      'Checked 2 rounds (2 rows of Rounds): 0 tables paired otherwise than by the program, 1 breach of the rules, 1 round the program cannot pair.',
    ]);
  });

  it('no rounds yet', () => {
    const workbook = new MemoryWorkbook({ Jugadores: jugadores, Rondas: [roundsHeader] });
    expect(checkPairings({ workbook, lang: 'es' }).message).toBe('No hay rondas en Rondas que comprobar.');
  });
});
