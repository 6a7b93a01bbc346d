// The director's whole path over the in-memory workbook (issue 6 "Must show").
import { directorPath } from './directorPath';
import { memoryDriver } from '../support/memoryDriver';

describe('director path over the in-memory workbook', () => {
  directorPath(() => memoryDriver());
});
