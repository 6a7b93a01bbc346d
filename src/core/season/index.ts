// A club's season (rules §2, §8): club standings, season points, the season table, the rating list.
export * from './clubStandings';
export * from './seasonPoints';
export * from './seasonTable';
export * from './ratingList';
export * from './participants';
