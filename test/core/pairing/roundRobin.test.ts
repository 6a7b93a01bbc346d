// rules §3.8 and docs/pairing.md "No rematch, ever": the Berger table is fixed by the
// players it starts with; a player added to Jugadores after the round robin started is
// refused, naming him, rather than renumbering the table (which pairs rematches).
import { AtrilError } from '../../../src/core/errors';
import type { Game, Player, Tournament } from '../../../src/core/model';
import { pairRound, pendingGames } from '../../../src/core/pairing';
import { followsBergerTable, roundRobinNewcomers } from '../../../src/core/pairing/roundRobin';
import { isPresent } from '../../../src/core/pairing/state';
import { pairingOrder } from '../../../src/core/ranking';
import { meetings, players, tournament } from './helpers';

const NAMES = ['Ana', 'Beto', 'Carla', 'Dani', 'Elena', 'Fermín'];

/** The six of the issue, rated so that N° = pairing order (Ana 1 … Fermín 6). */
function six(): Player[] {
  return players(6, (id) => ({ name: NAMES[id - 1] }));
}

/** Pairs and plays (Jugador 1 wins) rounds until `last`, as the director would, round by round. */
function play(t: Tournament, last: number): void {
  for (let round = t.games.reduce((m, g) => Math.max(m, g.round), 0) + 1; round <= last; round++) {
    const games = pendingGames(pairRound(t)).map((g): Game =>
      g.second === null ? g : { ...g, score1: 400, score2: 300 },
    );
    t.games.push(...games);
  }
}

const gema = (fields: Partial<Player> = {}): Player => ({
  id: 7,
  name: 'Gema',
  rating: null,
  club: '',
  average: null,
  entryRound: 1,
  withdrawnFromRound: null,
  absentRounds: [],
  ...fields,
});

describe('a player added to a running round robin (rules §3.8)', () => {
  it('the cause: the table of seven is not the table of six, so rounds 3 and later of it repeat games', () => {
    // Independent of the engine's code: in the Berger table of seven players (eight slots,
    // the eighth the dummy) the players in slots i and j meet in the round where
    // i + j ≡ round + 1 (mod 7). Renumbered with Gema in it, that table puts again, in rounds
    // 3 to 7, some pair that met in rounds 1–2 of the table of six.
    const t = tournament(six(), [], { system: 'roundRobin' });
    play(t, 2);
    const met = meetings(t.games);
    // Gema rated between Beto (1980) and Carla (1970): slots Ana, Beto, Gema, Carla, Dani, Elena, Fermín.
    const order = pairingOrder([...t.players, gema({ rating: 1975 })], t.config).map((p) => p.id);
    expect(order).toEqual([1, 2, 7, 3, 4, 5, 6]);
    const repeats: string[] = [];
    for (let round = 3; round <= 7; round++)
      for (let i = 1; i <= 7; i++)
        for (let j = i + 1; j <= 7; j++)
          if ((i + j) % 7 === (round + 1) % 7 && met.has(`${order[i - 1]}-${order[j - 1]}`))
            repeats.push(`${round}:${order[i - 1]}-${order[j - 1]}`);
    // Dani (slot 5) and Fermín (slot 7): 5 + 7 ≡ 4 + 1 (mod 7), round 4 — they met in round 2
    // of the six (2 × 4 ≡ 2 + 1 (mod 5): N° 4 against the last, N° 6).
    expect(repeats).toContain('4:4-6');
  });

  it('is refused, naming the player, whatever his rating (first, middle or last in the order)', () => {
    for (const rating of [3000, 1975, null]) {
      const t = tournament(six(), [], { system: 'roundRobin' });
      play(t, 2);
      t.players.push(gema({ rating }));
      let refusal: unknown;
      try {
        pairRound(t);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(AtrilError);
      expect(refusal).toMatchObject({
        key: 'pairing.roundRobin.newPlayer',
        params: { name: 'Gema', number: 7, played: 2 },
      });
      expect((refusal as AtrilError).render('es')).toBe(
        '«Gema» (N° 7) se ha añadido a un todos contra todos ya empezado (las rondas 1 a 2 se emparejaron sin este jugador). El cuadro de Berger cambiaría y habría rivales repetidos, así que un todos contra todos no admite jugadores nuevos: borra la fila, o empieza de nuevo el torneo con este jugador',
      );
    }
  });

  it('is refused too when typed with a later entry round (the rounds played do not follow the new table)', () => {
    const t = tournament(six(), [], { system: 'roundRobin' });
    play(t, 2);
    t.players.push(gema({ rating: 1975, entryRound: 3 }));
    expect(() => pairRound(t)).toThrow(expect.objectContaining({ key: 'pairing.roundRobin.newPlayer' }));
  });

  it('once the row is deleted, the table goes on where it was: every pair meets exactly once', () => {
    const t = tournament(six(), [], { system: 'roundRobin' });
    play(t, 2);
    t.players.push(gema());
    expect(() => pairRound(t)).toThrow(AtrilError);
    t.players.pop();
    play(t, 5);
    const pairs = t.games.filter((g) => g.second !== null).map((g) => [g.first, g.second].sort().join('-'));
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(pairs).toHaveLength(15);
  });

  it('a player typed in before round 1 with a later entry round is in the table from the start: no refusal', () => {
    const t = tournament([...six(), gema({ entryRound: 3 })], [], { system: 'roundRobin' });
    play(t, 7);
    const pairs = t.games.filter((g) => g.second !== null).map((g) => [g.first, g.second].sort().join('-'));
    expect(new Set(pairs).size).toBe(pairs.length);
    // Gema missed her opponents of rounds 1 and 2; everyone else met everyone.
    expect(pairs).toHaveLength(21 - 2);
  });

  it('a player who takes the dummy’s place, entering after the rounds that had a bye, follows the table: paired', () => {
    // Five players: slot 6 is the dummy. Gema, unrated (last in the order), typed in after
    // round 1 with entry round 2, takes slot 6: round 1 still follows the table of six
    // (the dummy's opponent rested; Gema does not play round 1), and nobody meets twice.
    const t = tournament(players(5), [], { system: 'roundRobin' });
    play(t, 1);
    t.players.push(gema({ id: 6, entryRound: 2 }));
    play(t, 5);
    const pairs = t.games.filter((g) => g.second !== null).map((g) => [g.first, g.second].sort().join('-'));
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});

describe('roundRobinNewcomers and followsBergerTable', () => {
  const order = (t: Tournament) => pairingOrder(t.players, t.config);

  it('nobody before round 1; nobody while Rondas follows the table of the whole field', () => {
    const t = tournament(players(6), [], { system: 'roundRobin' });
    expect(roundRobinNewcomers(order(t), t.games, isPresent)).toEqual([]);
    play(t, 3);
    expect(followsBergerTable(order(t), t.games, 3, isPresent)).toBe(true);
    expect(roundRobinNewcomers(order(t), t.games, isPresent)).toEqual([]);
  });

  it('a player who plays a round of Rondas without a row in it; and the rowless players whose removal restores the table', () => {
    const t = tournament(players(6), [], { system: 'roundRobin' });
    play(t, 2);
    const late = gema({ entryRound: 3 });
    const present = gema({ name: 'Hugo', id: 8 });
    expect(roundRobinNewcomers(order({ ...t, players: [...t.players, present] }), t.games, isPresent)).toEqual([
      present,
    ]);
    expect(roundRobinNewcomers(order({ ...t, players: [...t.players, late] }), t.games, isPresent)).toEqual([late]);
  });

  it('a table that no longer fits for another reason (a rating changed) names nobody: the guard refuses the rematch', () => {
    const t = tournament(players(6), [], { system: 'roundRobin' });
    play(t, 2);
    // N° 6 now heads the pairing order: every Berger number moves.
    const changed = { ...t, players: t.players.map((p) => (p.id === 6 ? { ...p, rating: 3000 } : p)) };
    expect(followsBergerTable(order(changed), changed.games, 2, isPresent)).toBe(false);
    expect(roundRobinNewcomers(order(changed), changed.games, isPresent)).toEqual([]);
    expect(() => pairRound(changed)).toThrow(expect.objectContaining({ key: 'pairing.guard.rematch' }));
  });
});
