// A club's season (rules §2, §8): club standings, season points, the season table, the rating
// list; and the federation's list of many clubs' events (rules §23).
export * from './clubStandings';
export * from './seasonPoints';
export * from './seasonTable';
export * from './ratingList';
export * from './participants';
export * from './ratedEvent';
export * from './eventRating';
export * from './playerMatch';
export * from './federationList';
export * from './tournamentEvent';
