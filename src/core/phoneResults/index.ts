// Results from the players' phones (rules §14): the boards' codes, a report checked and
// kept, and the import into Rondas decided as data.
export * from './codes';
export * from './reports';
export * from './merge';
