// Who took part (src/core/season/participants.ts; rules §2 Escalafón, Temporada): a player with
// at least one row in Rondas — a game, a bye or a forfeit; never one only listed in Jugadores,
// absent, withdrawn before playing, or entering after the last round.
import { DEFAULT_CONFIG, type Game, type Player, type Tournament } from '../../../src/core/model';
import { scoresheet } from '../../../src/core/scores';
import { participants } from '../../../src/core/season/participants';
import { game, player } from '../../fixtures/prizeField';

function tournament(players: Player[], games: Game[]): Tournament {
  return { config: { ...DEFAULT_CONFIG, rounds: 2 }, players, games };
}

describe('participants', () => {
  it('a game (with a result or not), a bye and a forfeit count — the no-show’s too (docs/season.md); no row does not', () => {
    const players = [
      player(1, 'Ana', 1800),
      player(2, 'Bea', 1700),
      player(3, 'Carlos', 1600),
      player(4, 'Dani', 1500),
      player(5, 'Eva', null, '', { absentRounds: [1, 2] }),
      player(6, 'Fede', null, '', { withdrawnFromRound: 1 }),
      player(7, 'Gema', null, '', { entryRound: 3 }),
      player(8, 'Hugo', null),
    ];
    const games = [
      game(1, 1, 2, 400, 300),
      game(1, 3, null, null, null),
      game(2, 1, 3, null, null),
      // Dani's one row: he did not show (NP2).
      game(2, 2, 4, null, null, 'NP2'),
    ];
    expect([...participants(scoresheet(tournament(players, games)))].sort()).toEqual([1, 2, 3, 4]);
  });

  it('nobody before the first pairing', () => {
    expect(participants(scoresheet(tournament([player(1, 'Ana', null)], [])))).toEqual(new Set());
  });
});
