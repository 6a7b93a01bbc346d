// The generator and the checker against each other (issue 13 item 4), as the FIDE-endorsed
// engines test themselves: 240 random tournaments of 3–20 players are generated through the
// menu's actions in an in-memory workbook — every result model, draws, no-shows, late
// entries, withdrawals, absences, clubs, and the settings of rules §3.6 and §3.9 drawn at
// random — and `atril check`'s action then re-pairs every round from the history. A
// deterministic engine must give back every board exactly, and no board may break the rules.
import { seededRandom } from '../../src/core/random';
import { RESULT_MODELS } from '../../src/core/simulation/results';
import { checkPairings } from '../../src/sheets/actions/checkPairings';
import { type GenerateOptions, generateTournament } from '../../src/sheets/actions/generateTournament';
import type { Cell } from '../../src/sheets/grid/cells';
import { MemoryWorkbook } from '../support/memoryWorkbook';

const TOURNAMENTS = 240;

/** The options of tournament number `k`: everything drawn from its own seed. */
function optionsFor(k: number): GenerateOptions {
  const random = seededRandom(1000 + k);
  const draw = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const players = draw(3, 20);
  const rounds = draw(1, Math.min(9, Math.max(1, players - 1)));
  const settings: [string, Cell][] = [];
  if (random() < 0.3) settings.push(['Evitar mismo club hasta ronda', draw(1, rounds)]);
  if (random() < 0.3) settings.push(['Regla de Gibson', 'Sí'], ['Puestos con premio', draw(1, 4)]);
  if (random() < 0.3) settings.push(['Última ronda', 'Rey de la pista']);
  if (random() < 0.15) settings.push(['Aceleración', `1-${draw(1, players)}: 1 hasta ${draw(1, rounds)}`]);
  if (random() < 0.15) settings.push(['Salida en mesa 1', 'Peor clasificado']);
  if (random() < 0.1) settings.push(['Puntos por descanso', 0.5]);
  if (random() < 0.1) settings.push(['Sistema', 'Todos contra todos']);
  if (random() < 0.2) settings.push(['Desempates', random() < 0.5 ? 'Diferencia' : 'FISC']);
  return {
    seed: k,
    field: {
      players,
      rounds,
      clubs: draw(0, 4),
      unrated: random() * 0.3,
      lateEntries: random() < 0.4 ? random() * 0.2 : 0,
      withdrawals: random() < 0.4 ? random() * 0.2 : 0,
      absences: random() < 0.4 ? random() * 0.1 : 0,
    },
    results: {
      kind: RESULT_MODELS[draw(0, RESULT_MODELS.length - 1)],
      draws: random() * 0.3,
      forfeits: random() < 0.5 ? random() * 0.08 : 0,
    },
    settings,
  };
}

describe('generated tournaments, checked (issue 13 item 4)', () => {
  it(`${TOURNAMENTS} tournaments: every board is the engine's, none is illegal, no round is refused`, () => {
    let boards = 0;
    let rounds = 0;
    let stopped = 0;
    for (let k = 1; k <= TOURNAMENTS; k++) {
      const options = optionsFor(k);
      // Every fifth workbook is set up in English (the Spanish setting names still apply).
      const context = { workbook: new MemoryWorkbook(), lang: k % 5 === 0 ? ('en' as const) : ('es' as const) };
      const generated = generateTournament(context, options);
      expect(generated.ok).toBe(true);
      if (generated.rounds < options.field.rounds) stopped++;
      const { check } = checkPairings(context);
      const where = `tournament ${k}: ${JSON.stringify(options)}`;
      expect({ where, illegal: check.illegal }).toEqual({ where, illegal: [] });
      expect({ where, refused: check.refused }).toEqual({ where, refused: [] });
      expect({ where, differences: check.differences }).toEqual({ where, differences: [] });
      expect(check.rounds).toBe(generated.rounds);
      boards += check.boards;
      rounds += check.rounds;
    }
    // The sweep did play: most tournaments to the end (a round robin stops after its last
    // Berger round), and many boards.
    expect(rounds).toBeGreaterThan(TOURNAMENTS * 3);
    expect(boards).toBeGreaterThan(TOURNAMENTS * 15);
    expect(stopped).toBeLessThan(TOURNAMENTS / 4);
  });
});
