// Gibson's `Puestos con premio` (rules §3.9, §11): when Configuración leaves it blank and the
// Regla de Gibson is on, the prize places are the overall prizes of Premios' blank group
// (Tipo Clasificación, no condition), when it lists any; otherwise the default 3. Premios is
// read only then (one data read), and its bad input is reported as Calcular premios would.
import type { TournamentConfig } from '../../core/model';
import type { Workbook } from '../grid/workbook';
import type { LoadedTournament } from '../tournament/loadTournament';
import { overallPrizeCount, readPrizesTab } from './prizeReport';

/** The config with Puestos con premio taken from Premios where rules §11 says so. */
export function withPrizePlaces(workbook: Workbook, loaded: LoadedTournament): TournamentConfig {
  const config = loaded.tournament.config;
  if (!config.gibson || loaded.configEntries?.rows.prizePlaces !== undefined) return config;
  const read = readPrizesTab(workbook, loaded.lang);
  const count = read ? overallPrizeCount(read.prizes) : 0;
  return count > 0 ? { ...config, prizePlaces: count } : config;
}
