// What was laid out, remembered between actions (src/gas/layoutMemory.ts): one document
// property read once and written only when it changed, tabs deleted dropped, damaged entries
// not trusted, a memory too large cut to this action's tabs, and nothing left out of date.
import { blankSheet, fingerprint, type LaidOut, LAYOUT_KEY, LayoutMemory } from '../../src/gas/layoutMemory';
import { PROPERTY_BYTES } from '../../src/gas/propertyValue';
import { createGasEnvironment, type FakeProperties, type GasEnvironment } from './fakes';

import type { Properties } from '../../src/gas/store';

let env: GasEnvironment;
let store: FakeProperties;
beforeEach(() => {
  env = createGasEnvironment();
  store = env.properties.getDocumentProperties();
  env.counter.reset();
});

const memory = () => new LayoutMemory(store as unknown as Properties);
const calls = () => env.counter.calls.filter((call) => call.kind === 'service').map((call) => call.method);
const laidOut = (sheet: number, widths: number[] = [10, 20]): LaidOut => ({
  sheet,
  frozen: 1,
  widths,
  formats: fingerprint(`formats ${sheet}`),
  image: '',
  written: [5, 3],
  grid: [1000, 26],
});

describe('LayoutMemory', () => {
  it('remembers what was laid out for the next action: one read, one write, none when nothing changed', () => {
    const first = memory();
    expect(first.get('Rondas')).toBeNull();
    first.set('Rondas', laidOut(7));
    first.setWidened('Jugadores', { sheet: 3, widened: [12, 0, 30] });
    first.save(null);
    expect(calls()).toEqual(['Properties.getProperty', 'Properties.setProperty']);
    env.counter.reset();
    const next = memory();
    expect(next.get('Rondas')).toEqual(laidOut(7));
    expect(next.widened('Jugadores')).toEqual({ sheet: 3, widened: [12, 0, 30] });
    // A typed tab's widths are not a layout, and a layout is not widths.
    expect(next.get('Jugadores')).toBeNull();
    expect(next.widened('Rondas')).toBeNull();
    next.set('Rondas', laidOut(7));
    next.save(null);
    expect(calls()).toEqual(['Properties.getProperty']);
  });

  it('knows what this action laid out; forgets a tab; drops the tabs no longer in the workbook', () => {
    const first = memory();
    first.set('Rondas', laidOut(7));
    first.set('Clasificación', laidOut(8));
    expect(first.knownHere('Rondas')).toBe(true);
    first.save(null);
    const next = memory();
    expect(next.knownHere('Rondas')).toBe(false);
    expect(next.get('Rondas')).not.toBeNull();
    next.forget('Rondas');
    expect(next.get('Rondas')).toBeNull();
    next.save(['Clasificación', 'Jugadores']);
    expect(Object.keys(JSON.parse(store.getProperty(LAYOUT_KEY)!) as object)).toEqual(['Clasificación']);
  });

  it('the same memory is the same text: tabs in name order', () => {
    const a = memory();
    a.set('b', laidOut(2));
    a.set('a', laidOut(1));
    a.save(null);
    expect(Object.keys(JSON.parse(store.getProperty(LAYOUT_KEY)!) as object)).toEqual(['a', 'b']);
  });

  it('a damaged value, or a damaged entry, is not trusted; the others are', () => {
    store.setProperty(LAYOUT_KEY, '{');
    expect(memory().get('Rondas')).toBeNull();
    store.setProperty(
      LAYOUT_KEY,
      JSON.stringify({ Rondas: { ...laidOut(7), widths: 'wide' }, Clasificación: laidOut(8), Otra: 3 }),
    );
    const read = memory();
    expect(read.get('Rondas')).toBeNull();
    expect(read.get('Otra')).toBeNull();
    expect(read.get('Clasificación')).toEqual(laidOut(8));
    // An entry stored before extents were kept: the extents unknown, the rest trusted.
    const { written: _written, grid: _grid, ...old } = laidOut(9);
    store.setProperty(LAYOUT_KEY, JSON.stringify({ Vieja: old }));
    expect(memory().get('Vieja')).toEqual({ ...old, written: null, grid: null });
  });

  it('a memory over PROPERTY_BYTES keeps only the tabs of this action; still too large, none', () => {
    const entry = laidOut(1, Array(20).fill(15));
    const tab = (i: number) => `Torneo ${i} · Clasificación`;
    // As many tabs as fit under PROPERTY_BYTES, and not one more.
    let fit = 0;
    while (
      Buffer.byteLength(
        JSON.stringify(Object.fromEntries(Array.from({ length: fit + 1 }, (_, i) => [tab(i), entry]))),
        'utf8',
      ) <= PROPERTY_BYTES
    )
      fit++;
    const before = memory();
    for (let i = 0; i < fit; i++) before.set(tab(i), entry);
    before.save(null);
    const kept = store.getProperty(LAYOUT_KEY)!;
    expect(Buffer.byteLength(kept, 'utf8')).toBeLessThanOrEqual(PROPERTY_BYTES);
    expect(Object.keys(JSON.parse(kept) as object)).toHaveLength(fit);
    // One tab more, laid out by the next action: the older ones go, this action's is kept.
    const next = memory();
    next.set('Rondas', laidOut(99));
    next.save(null);
    expect(Object.keys(JSON.parse(store.getProperty(LAYOUT_KEY)!) as object)).toEqual(['Rondas']);
    // An action that alone lays out more than fits: nothing is kept, rather than a memory cut anyhow.
    const all = memory();
    for (let i = 0; i <= fit; i++) all.set(tab(i), entry);
    all.save(null);
    expect(store.getProperty(LAYOUT_KEY)).toBeNull();
  });

  it('a store that refuses the write deletes the memory: the next action lays its tabs out whole', () => {
    const first = memory();
    first.set('Rondas', laidOut(7));
    first.save(null);
    expect(store.getProperty(LAYOUT_KEY)).not.toBeNull();
    const next = memory();
    next.set('Clasificación', laidOut(8));
    store.setProperty = () => {
      throw new Error('You have exceeded the property storage quota.');
    };
    expect(() => next.save(null)).not.toThrow();
    expect(store.getProperty(LAYOUT_KEY)).toBeNull();
  });

  it('without document properties nothing is remembered, and nothing is asked', () => {
    const none = new LayoutMemory(null);
    expect(none.persistent).toBe(false);
    none.set('Rondas', blankSheet(1, [1000, 26]));
    none.save(null);
    expect(calls()).toEqual([]);
  });
});
