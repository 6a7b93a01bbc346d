// Every custom function, in the order the build writes their stubs.
import type { CustomFunctionDef } from './customFunction';
import { DUP_BOARD, DUP_MOVE_SCORE } from './board';
import { DUP_NOTATION, DUP_PERCENT, DUP_QUADRATIC, DUP_RACK_OK, DUP_RANKING, DUP_SUDDEN_DEATH } from './duplicate';
import { ELO_CHANGE } from './elo';
import { DUP_ELODI } from './elodi';
import { PAIR_ROUND } from './pairing';
import { PRIZE_LIST } from './prizes';
import { CROSSTABLE, ELO_REPORT, SB_TIEBREAK, STANDINGS } from './standings';
import { CLUB_STANDINGS } from './season';
import { DUP_WORD_OK } from './lexicon';

export const CUSTOM_FUNCTIONS: CustomFunctionDef[] = [
  PAIR_ROUND,
  ELO_CHANGE,
  DUP_QUADRATIC,
  DUP_PERCENT,
  DUP_RACK_OK,
  DUP_NOTATION,
  DUP_RANKING,
  DUP_SUDDEN_DEATH,
  DUP_BOARD,
  DUP_MOVE_SCORE,
  // rules §20: the club's word list.
  DUP_WORD_OK,
  DUP_ELODI,
  SB_TIEBREAK,
  STANDINGS,
  ELO_REPORT,
  CROSSTABLE,
  CLUB_STANDINGS,
  PRIZE_LIST,
];
