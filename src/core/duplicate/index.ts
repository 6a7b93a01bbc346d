// Duplicate Scrabble (rules §6): one game, several games, sudden death, judge helpers.
export * from './game';
export * from './multiGame';
export * from './suddenDeath';
export * from './rack';
export * from './notation';
export * from './board';
export * from './boardPicture';
export * from './quadratic';
export * from './elodi';
export * from './wordGraph';
export * from './lexicon';
export * from './moveSearch';
export * from './masterMove';
