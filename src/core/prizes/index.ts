// Prizes and entry fees (rules §11): the prizes assigned from the standings, the money
// shared on equal points, and the treasurer's account.
export * from './prize';
export * from './conditions';
export * from './candidates';
export * from './field';
export * from './gamePrizes';
export * from './assignment';
export * from './holdings';
export * from './sharing';
export * from './fees';
export * from './prizeList';
