// Graph matching, the search tools behind the pairing guarantees (SPEC §3.5). Knows
// nothing about Scrabble: vertices are indices, compatibility and weights come from the
// pairing criteria (criteria.ts).
//
// - maximumMatching: Edmonds' blossom algorithm for a maximum-cardinality matching of a
//   general graph given by an adjacency test. Used as the feasibility check "can everyone
//   left still be paired without a rematch?" and to name who cannot be paired.
// - maxWeightMatching: Edmonds' primal-dual blossom algorithm (the O(n³) form described by
//   Galil, "Efficient algorithms for finding maximum matching in graphs", 1986) for a
//   maximum-weight matching. Weights must be integers below 2^52.

/** mate[v] = the vertex matched to v, or −1. */
export type Mate = Int32Array;

/**
 * Maximum-cardinality matching. `adjacent(i, j)` is asked for i ≠ j only; `initial` is an
 * optional valid matching to start from. Starts greedily (in index order: with vertices in
 * FISE order most greedy choices already stand), then grows along augmenting paths.
 */
export function maximumMatching(n: number, adjacent: (i: number, j: number) => boolean, initial?: Mate): Mate {
  const match = initial ? Int32Array.from(initial) : new Int32Array(n).fill(-1);
  if (!initial) {
    for (let v = 0; v < n; v++) {
      if (match[v] >= 0) continue;
      for (let u = v + 1; u < n; u++) {
        if (match[u] < 0 && adjacent(v, u)) {
          match[v] = u;
          match[u] = v;
          break;
        }
      }
    }
  }
  const parent = new Int32Array(n);
  const base = new Int32Array(n);
  const used = new Uint8Array(n);
  const inBlossom = new Uint8Array(n);
  const onPath = new Uint8Array(n);
  const queue = new Int32Array(n);

  const lowestCommonAncestor = (a: number, b: number): number => {
    onPath.fill(0);
    for (;;) {
      a = base[a];
      onPath[a] = 1;
      if (match[a] < 0) break;
      a = parent[match[a]];
    }
    for (;;) {
      b = base[b];
      if (onPath[b]) return b;
      b = parent[match[b]];
    }
  };
  const markPath = (v: number, b: number, child: number): void => {
    while (base[v] !== b) {
      inBlossom[base[v]] = 1;
      inBlossom[base[match[v]]] = 1;
      parent[v] = child;
      child = match[v];
      v = parent[match[v]];
    }
  };

  const augmentFrom = (root: number): boolean => {
    used.fill(0);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    used[root] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    while (head < tail) {
      const v = queue[head++];
      for (let u = 0; u < n; u++) {
        if (u === v || base[v] === base[u] || match[v] === u || !adjacent(v, u)) continue;
        if (u === root || (match[u] >= 0 && parent[match[u]] >= 0)) {
          // u is an outer vertex: an odd cycle, contract it into a blossom.
          const ancestor = lowestCommonAncestor(v, u);
          inBlossom.fill(0);
          markPath(v, ancestor, u);
          markPath(u, ancestor, v);
          for (let i = 0; i < n; i++) {
            if (inBlossom[base[i]]) {
              base[i] = ancestor;
              if (!used[i]) {
                used[i] = 1;
                queue[tail++] = i;
              }
            }
          }
        } else if (parent[u] < 0) {
          parent[u] = v;
          if (match[u] < 0) {
            // Augmenting path root … v–u: flip it.
            let x = u;
            while (x >= 0) {
              const pv = parent[x];
              const next = match[pv];
              match[x] = pv;
              match[pv] = x;
              x = next;
            }
            return true;
          }
          used[match[u]] = 1;
          queue[tail++] = match[u];
        }
      }
    }
    return false;
  };

  for (let root = 0; root < n; root++) {
    if (match[root] < 0) augmentFrom(root);
  }
  return match;
}

export interface WeightedEdge {
  i: number;
  j: number;
  /** Integer weight, 0 ≤ weight < 2^51. */
  weight: number;
}

/** Maximum-weight matching (not necessarily of maximum cardinality: add a large constant to every weight for that). */
export function maxWeightMatching(n: number, input: readonly WeightedEdge[]): Mate {
  const result = new Int32Array(n).fill(-1);
  const edgeCount = input.length;
  if (edgeCount === 0) return result;
  // Doubled weights keep every dual variable an integer (delta of type 3 halves a slack).
  const weight = new Float64Array(edgeCount);
  const endpoint = new Int32Array(2 * edgeCount);
  const neighbourEnds: number[][] = Array.from({ length: n }, () => []);
  let maxWeight = 0;
  input.forEach((edge, k) => {
    weight[k] = 2 * edge.weight;
    maxWeight = Math.max(maxWeight, weight[k]);
    endpoint[2 * k] = edge.i;
    endpoint[2 * k + 1] = edge.j;
    neighbourEnds[edge.i].push(2 * k + 1);
    neighbourEnds[edge.j].push(2 * k);
  });

  const mate = new Int32Array(n).fill(-1); // remote endpoint index, −1 = single
  const label = new Int32Array(2 * n); // 0 free, 1 S (outer), 2 T (inner); 5 = scan mark
  const labelEnd = new Int32Array(2 * n).fill(-1);
  const inBlossom = new Int32Array(n);
  for (let v = 0; v < n; v++) inBlossom[v] = v;
  const blossomParent = new Int32Array(2 * n).fill(-1);
  const blossomChildren: (number[] | null)[] = new Array(2 * n).fill(null);
  const blossomBase = new Int32Array(2 * n).fill(-1);
  for (let v = 0; v < n; v++) blossomBase[v] = v;
  const blossomEnds: (number[] | null)[] = new Array(2 * n).fill(null);
  const bestEdge = new Int32Array(2 * n).fill(-1);
  const blossomBestEdges: (number[] | null)[] = new Array(2 * n).fill(null);
  const unusedBlossoms: number[] = [];
  for (let b = 2 * n - 1; b >= n; b--) unusedBlossoms.push(b);
  const dual = new Float64Array(2 * n);
  for (let v = 0; v < n; v++) dual[v] = maxWeight / 2;
  const allowed = new Uint8Array(edgeCount);
  let queue: number[] = [];

  const slack = (k: number): number => dual[endpoint[2 * k]] + dual[endpoint[2 * k + 1]] - weight[k];
  const leaves = (b: number, out: number[] = []): number[] => {
    if (b < n) out.push(b);
    else for (const child of blossomChildren[b] as number[]) leaves(child, out);
    return out;
  };
  const at = <T>(list: T[], index: number): T => list[((index % list.length) + list.length) % list.length];

  const assignLabel = (w: number, t: number, p: number): void => {
    const b = inBlossom[w];
    label[w] = label[b] = t;
    labelEnd[w] = labelEnd[b] = p;
    bestEdge[w] = bestEdge[b] = -1;
    if (t === 1) {
      queue.push(...leaves(b));
    } else {
      const base = blossomBase[b];
      assignLabel(endpoint[mate[base]], 1, mate[base] ^ 1);
    }
  };

  /** Walks up from v and w to find a common base (new blossom) or −1 (augmenting path). */
  const scanBlossom = (v: number, w: number): number => {
    const path: number[] = [];
    let base = -1;
    while (v !== -1 || w !== -1) {
      let b = inBlossom[v];
      if (label[b] & 4) {
        base = blossomBase[b];
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelEnd[b] === -1) {
        v = -1;
      } else {
        v = endpoint[labelEnd[b]];
        b = inBlossom[v];
        v = endpoint[labelEnd[b]];
      }
      if (w !== -1) [v, w] = [w, v];
    }
    for (const b of path) label[b] = 1;
    return base;
  };

  const addBlossom = (base: number, k: number): void => {
    let v = endpoint[2 * k];
    let w = endpoint[2 * k + 1];
    const bb = inBlossom[base];
    let bv = inBlossom[v];
    let bw = inBlossom[w];
    const b = unusedBlossoms.pop() as number;
    blossomBase[b] = base;
    blossomParent[b] = -1;
    blossomParent[bb] = b;
    const path: number[] = [];
    const ends: number[] = [];
    while (bv !== bb) {
      blossomParent[bv] = b;
      path.push(bv);
      ends.push(labelEnd[bv]);
      v = endpoint[labelEnd[bv]];
      bv = inBlossom[v];
    }
    path.push(bb);
    path.reverse();
    ends.reverse();
    ends.push(2 * k);
    while (bw !== bb) {
      blossomParent[bw] = b;
      path.push(bw);
      ends.push(labelEnd[bw] ^ 1);
      w = endpoint[labelEnd[bw]];
      bw = inBlossom[w];
    }
    label[b] = 1;
    labelEnd[b] = labelEnd[bb];
    dual[b] = 0;
    blossomChildren[b] = path;
    blossomEnds[b] = ends;
    for (const leaf of leaves(b)) {
      if (label[inBlossom[leaf]] === 2) queue.push(leaf);
      inBlossom[leaf] = b;
    }
    const bestTo = new Int32Array(2 * n).fill(-1);
    for (const child of path) {
      const lists: number[][] = blossomBestEdges[child]
        ? [blossomBestEdges[child] as number[]]
        : leaves(child).map((leaf) => neighbourEnds[leaf].map((p) => p >> 1));
      for (const list of lists) {
        for (const edge of list) {
          let j = endpoint[2 * edge + 1];
          if (inBlossom[j] === b) j = endpoint[2 * edge];
          const bj = inBlossom[j];
          if (bj !== b && label[bj] === 1 && (bestTo[bj] === -1 || slack(edge) < slack(bestTo[bj]))) bestTo[bj] = edge;
        }
      }
      blossomBestEdges[child] = null;
      bestEdge[child] = -1;
    }
    const best: number[] = [];
    for (const edge of bestTo) if (edge !== -1) best.push(edge);
    blossomBestEdges[b] = best;
    bestEdge[b] = -1;
    for (const edge of best) if (bestEdge[b] === -1 || slack(edge) < slack(bestEdge[b])) bestEdge[b] = edge;
  };

  const expandBlossom = (b: number, endStage: boolean): void => {
    const children = blossomChildren[b] as number[];
    const ends = blossomEnds[b] as number[];
    for (const s of children) {
      blossomParent[s] = -1;
      if (s < n) inBlossom[s] = s;
      else if (endStage && dual[s] === 0) expandBlossom(s, endStage);
      else for (const leaf of leaves(s)) inBlossom[leaf] = s;
    }
    if (!endStage && label[b] === 2) {
      // Relabel the sub-blossoms along the even path from the entry child to the base.
      const entryChild = inBlossom[endpoint[labelEnd[b] ^ 1]];
      let j = children.indexOf(entryChild);
      let step: number;
      let trick: number;
      if (j & 1) {
        j -= children.length;
        step = 1;
        trick = 0;
      } else {
        step = -1;
        trick = 1;
      }
      let p = labelEnd[b];
      while (j !== 0) {
        label[endpoint[p ^ 1]] = 0;
        label[endpoint[at(ends, j - trick) ^ trick ^ 1]] = 0;
        assignLabel(endpoint[p ^ 1], 2, p);
        allowed[at(ends, j - trick) >> 1] = 1;
        j += step;
        p = at(ends, j - trick) ^ trick;
        allowed[p >> 1] = 1;
        j += step;
      }
      const bv = at(children, j);
      label[endpoint[p ^ 1]] = label[bv] = 2;
      labelEnd[endpoint[p ^ 1]] = labelEnd[bv] = p;
      bestEdge[bv] = -1;
      j += step;
      while (at(children, j) !== entryChild) {
        const child = at(children, j);
        if (label[child] === 1) {
          j += step;
          continue;
        }
        let found = -1;
        for (const leaf of leaves(child)) {
          if (label[leaf] !== 0) {
            found = leaf;
            break;
          }
        }
        if (found >= 0) {
          label[found] = 0;
          label[endpoint[mate[blossomBase[child]]]] = 0;
          assignLabel(found, 2, labelEnd[found]);
        }
        j += step;
      }
    }
    label[b] = labelEnd[b] = -1;
    blossomChildren[b] = blossomEnds[b] = null;
    blossomBase[b] = -1;
    blossomBestEdges[b] = null;
    bestEdge[b] = -1;
    unusedBlossoms.push(b);
  };

  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomParent[t] !== b) t = blossomParent[t];
    if (t >= n) augmentBlossom(t, v);
    const children = blossomChildren[b] as number[];
    const ends = blossomEnds[b] as number[];
    const i = children.indexOf(t);
    let j = i;
    let step: number;
    let trick: number;
    if (i & 1) {
      j -= children.length;
      step = 1;
      trick = 0;
    } else {
      step = -1;
      trick = 1;
    }
    while (j !== 0) {
      j += step;
      t = at(children, j);
      const p = at(ends, j - trick) ^ trick;
      if (t >= n) augmentBlossom(t, endpoint[p]);
      j += step;
      t = at(children, j);
      if (t >= n) augmentBlossom(t, endpoint[p ^ 1]);
      mate[endpoint[p]] = p ^ 1;
      mate[endpoint[p ^ 1]] = p;
    }
    blossomChildren[b] = children.slice(i).concat(children.slice(0, i));
    blossomEnds[b] = ends.slice(i).concat(ends.slice(0, i));
    blossomBase[b] = blossomBase[(blossomChildren[b] as number[])[0]];
  };

  const augmentMatching = (k: number): void => {
    const starts: [number, number][] = [
      [endpoint[2 * k], 2 * k + 1],
      [endpoint[2 * k + 1], 2 * k],
    ];
    for (const [start, end] of starts) {
      let s = start;
      let p = end;
      for (;;) {
        const bs = inBlossom[s];
        if (bs >= n) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelEnd[bs] === -1) break;
        const t = endpoint[labelEnd[bs]];
        const bt = inBlossom[t];
        s = endpoint[labelEnd[bt]];
        const j = endpoint[labelEnd[bt] ^ 1];
        if (bt >= n) augmentBlossom(bt, j);
        mate[j] = labelEnd[bt];
        p = labelEnd[bt] ^ 1;
      }
    }
  };

  for (let stage = 0; stage < n; stage++) {
    label.fill(0);
    bestEdge.fill(-1);
    for (let b = n; b < 2 * n; b++) blossomBestEdges[b] = null;
    allowed.fill(0);
    queue = [];
    for (let v = 0; v < n; v++) {
      if (mate[v] === -1 && label[inBlossom[v]] === 0) assignLabel(v, 1, -1);
    }
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop() as number;
        for (const p of neighbourEnds[v]) {
          const k = p >> 1;
          const w = endpoint[p];
          if (inBlossom[v] === inBlossom[w]) continue;
          let kSlack = 0;
          if (!allowed[k]) {
            kSlack = slack(k);
            if (kSlack <= 0) allowed[k] = 1;
          }
          if (allowed[k]) {
            if (label[inBlossom[w]] === 0) {
              assignLabel(w, 2, p ^ 1);
            } else if (label[inBlossom[w]] === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) addBlossom(base, k);
              else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelEnd[w] = p ^ 1;
            }
          } else if (label[inBlossom[w]] === 1) {
            const b = inBlossom[v];
            if (bestEdge[b] === -1 || kSlack < slack(bestEdge[b])) bestEdge[b] = k;
          } else if (label[w] === 0) {
            if (bestEdge[w] === -1 || kSlack < slack(bestEdge[w])) bestEdge[w] = k;
          }
        }
      }
      if (augmented) break;
      // No augmenting path with tight edges: change the duals.
      let deltaType = 1;
      let delta = Infinity;
      for (let v = 0; v < n; v++) delta = Math.min(delta, dual[v]);
      let deltaEdge = -1;
      let deltaBlossom = -1;
      for (let v = 0; v < n; v++) {
        if (label[inBlossom[v]] === 0 && bestEdge[v] !== -1) {
          const d = slack(bestEdge[v]);
          if (d < delta) {
            delta = d;
            deltaType = 2;
            deltaEdge = bestEdge[v];
          }
        }
      }
      for (let b = 0; b < 2 * n; b++) {
        if (blossomParent[b] === -1 && label[b] === 1 && bestEdge[b] !== -1) {
          const d = slack(bestEdge[b]) / 2;
          if (d < delta) {
            delta = d;
            deltaType = 3;
            deltaEdge = bestEdge[b];
          }
        }
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossomBase[b] >= 0 && blossomParent[b] === -1 && label[b] === 2 && dual[b] < delta) {
          delta = dual[b];
          deltaType = 4;
          deltaBlossom = b;
        }
      }
      for (let v = 0; v < n; v++) {
        const l = label[inBlossom[v]];
        if (l === 1) dual[v] -= delta;
        else if (l === 2) dual[v] += delta;
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossomBase[b] >= 0 && blossomParent[b] === -1) {
          if (label[b] === 1) dual[b] += delta;
          else if (label[b] === 2) dual[b] -= delta;
        }
      }
      if (deltaType === 1) break;
      if (deltaType === 2) {
        allowed[deltaEdge] = 1;
        let i = endpoint[2 * deltaEdge];
        if (label[inBlossom[i]] === 0) i = endpoint[2 * deltaEdge + 1];
        queue.push(i);
      } else if (deltaType === 3) {
        allowed[deltaEdge] = 1;
        queue.push(endpoint[2 * deltaEdge]);
      } else {
        expandBlossom(deltaBlossom, false);
      }
    }
    if (!augmented) break;
    for (let b = n; b < 2 * n; b++) {
      if (blossomParent[b] === -1 && blossomBase[b] >= 0 && label[b] === 1 && dual[b] === 0) expandBlossom(b, true);
    }
  }
  for (let v = 0; v < n; v++) if (mate[v] >= 0) result[v] = endpoint[mate[v]];
  return result;
}
