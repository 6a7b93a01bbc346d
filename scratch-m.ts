import { readLexicon, searchMoves, legalMoves, emptyBoard, parseTiles, playMove } from './src/core/duplicate';
const w2: string[] = require('an-array-of-spanish-words');
const { graph } = readLexicon(w2.join('\n'));
let board = emptyBoard();
for (const m of ['H8-CASA', '11H-ALTO', 'K8-COLORES']) { const v = playMove(board, m) as any; if (!v.ok) throw new Error(m + JSON.stringify(v.problem)); board = v.board; }
const cpu = (f: () => void) => { const a = process.cpuUsage(); f(); const b = process.cpuUsage(a); return ((b.user + b.system) / 1000).toFixed(1); };
for (const rackText of ['CHORRILLOS', 'AEIRST?', 'QUEDA??', 'ZORRO?E', 'AEIRSTN', 'BCDFGLM']) {
  const rack = parseTiles(rackText);
  for (let rep = 0; rep < 4; rep++) {
    let n = 0;
    const a = cpu(() => searchMoves(board, rack, graph, () => { n++; }));
    const b = rep === 3 ? cpu(() => legalMoves(board, rack, graph)) : '';
    console.log(rackText, n, a, b);
  }
}
