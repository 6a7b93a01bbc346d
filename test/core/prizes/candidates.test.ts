// Who may receive a prize (rules §11): played at least one round, not withdrawn.
import { prizeCandidates } from '../../../src/core/prizes';
import { computeStandings } from '../../../src/core/standings';
import { clubTournament, game, player } from '../../fixtures/prizeField';

describe('prizeCandidates', () => {
  it('a game, a bye or a forfeit won count as taking part; a no-show, an absence or a late entry do not', () => {
    const players = [
      player(1, 'Gana', 1500),
      player(2, 'Ausente', 1500, '', { absentRounds: [1, 2] }),
      player(3, 'Descansa', 1500),
      player(4, 'NoVino', 1500),
      player(5, 'Tarde', 1500, '', { entryRound: 3 }),
      player(6, 'Retirada', 1500, '', { withdrawnFromRound: 2 }),
      player(7, 'Juega', 1500),
    ];
    const games = [
      game(1, 1, 4, null, null, 'NP2'), // Gana wins by forfeit: he was there; NoVino was not
      game(1, 3, null, null, null), // Descansa has the bye
      game(1, 6, 7, 300, 400), // Retirada played round 1, then withdrew
      game(2, 1, 4, null, null, 'NP2'),
      game(2, 7, 3, 350, 340),
    ];
    const standings = computeStandings({ ...clubTournament(players, games), players, games });
    expect(
      prizeCandidates(standings)
        .map((row) => row.player.name)
        .sort(),
    ).toEqual(['Descansa', 'Gana', 'Juega']);
  });
});
