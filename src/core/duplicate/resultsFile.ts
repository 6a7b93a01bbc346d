// A centre's results of a simultaneous game (rules §22; docs/files.md "resultados"): the body of
// an Atril file of kind `resultados`, written by Exportar resultados and read by Importar
// resultados. Each round keeps the move as the centre typed it (the organiser scores it again)
// and the score the centre gave it (so that a score the organiser does not confirm is named).
import { BodyReader, readAtrilFile, writeAtrilFile } from '../files/atrilFile';

/** One round of a player as the centre's tab holds it. */
export interface ResultRound {
  /** The cell as typed: a move ("H8-CASA"), a score typed instead ("37"), or '' for a blank slip. */
  typed: string;
  /** The score the centre's scoring gave it (without the bonus). */
  score: number;
}

export interface ResultPlayer {
  name: string;
  club: string;
  country: string;
  /** Jugadores' «Licencia» when the centre's Jugadores has the column; '' otherwise. */
  licence: string;
  rounds: ResultRound[];
  /** The centre's totals: the round scores, and with the centre's own bonuses. */
  scoreTotal: number;
  total: number;
}

export interface CentreResults {
  centre: string;
  /** The game's fingerprint (docs/files.md "Fingerprints"). */
  game: string;
  /** The centre's tab, for the organiser's messages. */
  tab: string;
  /** Whether the centre judged the words with a list (rules §22: without one, the results say so). */
  wordCheck: boolean;
  rounds: number;
  players: ResultPlayer[];
}

/** The most players and rounds a file may hold: a file is never read without bound. */
const MAX_PLAYERS = 5000;
const MAX_ROUNDS = 100;

/** The file's text: the body's words are the file's own, in Spanish, as every Atril kind's. */
export function writeResultsFile(results: CentreResults): string {
  return writeAtrilFile('resultados', {
    centro: results.centre,
    partida: results.game,
    pestana: results.tab,
    verificacionPalabras: results.wordCheck,
    rondas: results.rounds,
    jugadores: results.players.map((player) => ({
      nombre: player.name,
      club: player.club,
      pais: player.country,
      licencia: player.licence,
      rondas: player.rounds.map((round) => ({ jugada: round.typed, puntos: round.score })),
      puntos: player.scoreTotal,
      total: player.total,
    })),
  });
}

/**
 * A results file read back, or the AtrilError of `readAtrilFile`, or `file.badContent` naming the
 * field (`jugadores[3].rondas` when a player lacks a round, `jugadores[0].puntos` when the
 * totals do not add up).
 */
export function readResultsFile(text: string, fileName: string): CentreResults {
  const { body } = readAtrilFile(text, fileName, 'resultados');
  const root = new BodyReader(fileName, body);
  const centreField = root.field('centro');
  const centre = centreField.string().trim();
  if (centre === '') throw centreField.refuse();
  const roundsField = root.field('rondas');
  const rounds = roundsField.number(true);
  if (rounds < 1 || rounds > MAX_ROUNDS) throw roundsField.refuse();
  const players = root
    .field('jugadores')
    .items(MAX_PLAYERS)
    .map((player): ResultPlayer => {
      const nameField = player.field('nombre');
      const name = nameField.string().trim();
      if (name === '') throw nameField.refuse();
      const roundsOf = player.field('rondas');
      const items = roundsOf.items(MAX_ROUNDS);
      // A round missing (or one too many) is refused: the organiser never guesses a slip.
      if (items.length !== rounds) throw roundsOf.refuse();
      const playerRounds = items.map((round) => {
        const score = round.field('puntos');
        const value = score.number(true);
        if (value < 0) throw score.refuse();
        return { typed: round.field('jugada').string(), score: value };
      });
      const sumField = player.field('puntos');
      const scoreTotal = sumField.number(true);
      if (scoreTotal !== playerRounds.reduce((sum, round) => sum + round.score, 0)) throw sumField.refuse();
      return {
        name,
        club: optionalText(player, 'club'),
        country: optionalText(player, 'pais'),
        licence: optionalText(player, 'licencia'),
        rounds: playerRounds,
        scoreTotal,
        total: player.field('total').number(true),
      };
    });
  return {
    centre,
    game: root.field('partida').string(),
    tab: root.has('pestana') ? root.field('pestana').string() : '',
    wordCheck: root.field('verificacionPalabras').boolean(),
    rounds,
    players,
  };
}

function optionalText(reader: BodyReader, key: string): string {
  return reader.has(key) ? reader.field(key).string().trim() : '';
}
