// The standard normal distribution Φ and its inverse Φ⁻¹, which EloDI's expected position and
// performances need (rules §6.5). Written here from the textbook formulas: erf by its series
// of positive terms, erfc by its continued fraction, Φ⁻¹ by Halley's iteration on Φ from the
// Abramowitz–Stegun 26.2.23 starting guess. `normalCdf` — the one EloDI's millions of pairs
// use — reads a table of Taylor polynomials around nodes 1/64 apart (error below 1e-15).

const INV_SQRT_PI = 1 / Math.sqrt(Math.PI);
const INV_SQRT_2PI = 1 / Math.sqrt(2 * Math.PI);

/** erfc(x) for x ≥ 0, to a few units of 1e-16 relative (checked against the C library's). */
function erfcPositive(x: number): number {
  const x2 = x * x;
  if (x < 1.5) {
    // erf(x) = (2/√π) e^(−x²) Σ 2ⁿ x^(2n+1) / (1·3·…·(2n+1)): every term positive, no cancellation.
    let term = x;
    let sum = x;
    for (let n = 1; term > sum * 1e-17; n++) {
      term *= (2 * x2) / (2 * n + 1);
      sum += term;
    }
    return 1 - 2 * INV_SQRT_PI * Math.exp(-x2) * sum;
  }
  // erfc(x) = e^(−x²)/√π · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + 2/(x + …))))), evaluated bottom-up.
  let fraction = x;
  for (let k = 120; k >= 1; k--) fraction = x + k / 2 / fraction;
  return (INV_SQRT_PI * Math.exp(-x2)) / fraction;
}

/** The normal density φ(x). */
export function normalDensity(x: number): number {
  return INV_SQRT_2PI * Math.exp(-0.5 * x * x);
}

/** Φ(x) computed directly (slower than `normalCdf`; its tails keep their relative precision). */
export function normalCdfExact(x: number): number {
  if (Number.isNaN(x)) return NaN;
  const z = Math.abs(x) / Math.SQRT2;
  const tail = 0.5 * erfcPositive(z);
  return x < 0 ? tail : 1 - tail;
}

const STEP = 1 / 64;
const LIMIT = 9;
const NODES = 2 * LIMIT * 64 + 1;
/** The table's span (nodes from −limit to limit) and density, for callers that read it inline. */
export const NORMAL_TABLE = { limit: LIMIT, nodesPerUnit: 64 } as const;
let table: Float64Array | null = null;

/**
 * Per node x₀ (six numbers side by side, read together): Φ(x₀) and the Taylor coefficients
 * Φ⁽ⁿ⁾(x₀)/n!, n = 1..5, where Φ⁽ⁿ⁺¹⁾ = (−1)ⁿ Heₙ φ (Heₙ the Hermite polynomials).
 */
function taylorTable(): Float64Array {
  const coefficients = new Float64Array(NODES * 6);
  for (let k = 0; k < NODES; k++) {
    const x = -LIMIT + k * STEP;
    const density = normalDensity(x);
    const x2 = x * x;
    const at = k * 6;
    coefficients[at] = normalCdfExact(x);
    coefficients[at + 1] = density;
    coefficients[at + 2] = (-x * density) / 2;
    coefficients[at + 3] = ((x2 - 1) * density) / 6;
    coefficients[at + 4] = (-(x2 * x - 3 * x) * density) / 24;
    coefficients[at + 5] = ((x2 * x2 - 6 * x2 + 3) * density) / 120;
  }
  return coefficients;
}

/** The Taylor table of `normalCdf`, for callers that evaluate Φ millions of times inline (see `tabledCdf`). */
export function normalCdfTable(): Float64Array {
  return table ?? (table = taylorTable());
}

/** Φ(x) from the table `normalCdfTable()` returned; 0 or 1 beyond ±9 (Φ(−9) ≈ 1e-19). */
export function tabledCdf(coefficients: Float64Array, x: number): number {
  if (!(x > -LIMIT && x < LIMIT)) return x > 0 ? 1 : 0;
  const k = ((x + LIMIT) * 64 + 0.5) | 0;
  const d = x - (k / 64 - LIMIT);
  const at = k * 6;
  return (
    coefficients[at] +
    d *
      (coefficients[at + 1] +
        d * (coefficients[at + 2] + d * (coefficients[at + 3] + d * (coefficients[at + 4] + d * coefficients[at + 5]))))
  );
}

/** Φ(x), the standard normal distribution function. */
export function normalCdf(x: number): number {
  if (!(x > -LIMIT && x < LIMIT)) return normalCdfExact(x);
  return tabledCdf(normalCdfTable(), x);
}

/** Φ⁻¹(p) for 0 < p < 1 (−∞ at 0, +∞ at 1, NaN outside). */
export function inverseNormalCdf(p: number): number {
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  if (!(p > 0 && p < 1)) return NaN;
  if (p > 0.5) return -inverseNormalCdf(1 - p);
  // Abramowitz–Stegun 26.2.23 (error below 4.5e-4) as the start…
  const t = Math.sqrt(-2 * Math.log(p));
  let x = -(
    t -
    (2.515517 + 0.802853 * t + 0.010328 * t * t) / (1 + 1.432788 * t + 0.189269 * t * t + 0.001308 * t * t * t)
  );
  // …then Halley's steps on Φ(x) − p (φ' = −xφ): cubic convergence, two or three steps.
  for (let i = 0; i < 8; i++) {
    const e = (normalCdfExact(x) - p) / normalDensity(x);
    const step = e / (1 + (x * e) / 2);
    x -= step;
    if (Math.abs(step) <= 1e-15 * Math.max(1, Math.abs(x))) break;
  }
  return x;
}
