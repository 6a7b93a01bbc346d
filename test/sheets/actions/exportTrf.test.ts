// `atril trf`'s action: refuses while a game has no result; otherwise the TRF-16 report of
// the workbook. Over generated tournaments the report passes the checks a pairing engine
// makes when it reads one (as bbpPairings does: every game listed by both players with
// opposite colours, and every points column equal to the sum of its result codes).
import { seededRandom } from '../../../src/core/random';
import { readTrf as readTrfFile } from '../../../src/core/trfRead';
import { exportTrf } from '../../../src/sheets/actions/exportTrf';
import { generateTournament } from '../../../src/sheets/actions/generateTournament';
import { MemoryWorkbook } from '../../support/memoryWorkbook';

interface TrfRound {
  opponent: number;
  colour: string;
  result: string;
}

/** The 001 lines as an engine reads them: start number, points, and ten characters a round from position 92. */
function readTrf(trf: string): Map<number, { points: number; rounds: TrfRound[] }> {
  const players = new Map<number, { points: number; rounds: TrfRound[] }>();
  for (const line of trf.split('\r\n').filter((l) => l.startsWith('001'))) {
    const chars = [...line];
    const at = (from: number, to: number) => chars.slice(from - 1, to).join('');
    expect(chars.length).toBeGreaterThanOrEqual(84);
    const rounds: TrfRound[] = [];
    for (let start = 92; start + 7 <= chars.length; start += 10) {
      expect(at(start - 2, start - 1)).toBe('  ');
      rounds.push({
        opponent: Number(at(start, start + 3)),
        colour: at(start + 5, start + 5),
        result: at(start + 7, start + 7),
      });
    }
    players.set(Number(at(5, 8)), { points: Number(at(81, 84)), rounds });
  }
  return players;
}

/** Ana Gil and Luis Paz in Jugadores, their round-1 game in Rondas with these scores. */
const twoPlayers = (scores: [number | string, number | string]) => ({
  Jugadores: [
    ['N°', 'Nombre'],
    [1, 'Ana Gil'],
    [2, 'Luis Paz'],
  ],
  Rondas: [
    ['Ronda', 'Mesa', 'Jugador 1', 'Jugador 2', 'Puntos 1', 'Puntos 2', 'Resultado'],
    [1, 1, 'Ana Gil', 'Luis Paz', ...scores, ''],
  ],
});

describe('exportTrf', () => {
  it('refuses while a game has no result, naming the tables', () => {
    const workbook = new MemoryWorkbook(twoPlayers(['', '']));
    const result = exportTrf({ workbook, lang: 'es' });
    expect(result.ok).toBe(false);
    expect(result.trf).toBe('');
    expect(result.message).toBe(
      'Faltan resultados (ronda 1: mesa 1) en Rondas: el informe TRF solo lleva rondas completas.',
    );
  });

  it("rules §23: Configuración › Fecha as the 042 line, Jugadores › Licencia in the player's ID", () => {
    const workbook = new MemoryWorkbook({
      Configuración: [
        ['Torneo', 'Otoño'],
        ['Fecha', '28/07/2026'],
      ],
      Jugadores: [
        ['N°', 'Nombre', 'Licencia'],
        [1, 'Ana Gil', 'F-1001'],
        [2, 'Luis Paz', ''],
      ],
      Rondas: [
        ['Ronda', 'Mesa', 'Jugador 1', 'Jugador 2', 'Puntos 1', 'Puntos 2', 'Resultado'],
        [1, 1, 'Ana Gil', 'Luis Paz', 400, 350, ''],
      ],
    });
    const lines = exportTrf({ workbook, lang: 'es' }).trf.split('\r\n');
    expect(lines).toContain('042 2026/07/28');
    const id = (n: number) =>
      [...(lines.find((line) => line.startsWith(`001    ${n}`)) as string)].slice(57, 68).join('');
    expect(id(1)).toBe('     F-1001');
    expect(id(2)).toBe(' '.repeat(11));
  });

  it('rules §23: Configuración › Club as the 022 line, so the list knows the TRF and the Atril file as one event', () => {
    const workbook = new MemoryWorkbook({
      Configuración: [
        ['Torneo', 'Otoño'],
        ['Fecha', '28/07/2026'],
        ['Club', 'Club Alfil'],
      ],
      ...twoPlayers([400, 350]),
    });
    const trf = exportTrf({ workbook, lang: 'es' }).trf;
    expect(trf.split('\r\n').slice(0, 3)).toEqual(['012 Otoño', '022 Club Alfil', '042 2026/07/28']);
    expect(readTrfFile(trf, { file: 'otono.trf' })).toMatchObject({
      name: 'Otoño',
      club: 'Club Alfil',
      date: '2026-07-28',
    });
  });

  it('generated tournaments: consistent pairs and points, as an engine checks them on reading', () => {
    for (let k = 1; k <= 30; k++) {
      const random = seededRandom(k);
      const byePoints = k % 3 === 0 ? 0.5 : 1;
      const workbook = new MemoryWorkbook();
      generateTournament(
        { workbook, lang: 'es' },
        {
          seed: k,
          field: {
            players: 5 + Math.floor(random() * 20),
            rounds: 2 + Math.floor(random() * 6),
            clubs: 2,
            unrated: 0.2,
            lateEntries: 0.1,
            withdrawals: 0.1,
            absences: 0.05,
          },
          results: { kind: 'rating', draws: 0.1, forfeits: 0.1 },
          settings: [['Puntos por descanso', byePoints]],
        },
      );
      const result = exportTrf({ workbook, lang: 'es' });
      expect(result.ok).toBe(true);
      expect(result.trf.includes('BBU 0.5')).toBe(byePoints === 0.5);
      const players = readTrf(result.trf);
      const value: Record<string, number> = { '1': 1, '+': 1, W: 1, '=': 0.5, D: 0.5, U: byePoints };
      for (const [id, player] of players) {
        player.rounds.forEach((round, r) => {
          if (round.opponent === 0) {
            expect(round.colour).toBe('-');
            expect(['U', 'Z']).toContain(round.result);
            return;
          }
          const other = players.get(round.opponent)?.rounds[r];
          expect(other?.opponent).toBe(id);
          expect([round.colour, other?.colour].sort()).toEqual(['b', 'w']);
        });
        const total = player.rounds.reduce((sum, round) => sum + (value[round.result] ?? 0), 0);
        expect(player.points).toBe(total);
      }
    }
  });
});
