// Every tab's name remembered between actions (src/gas/tabDirectory.ts; issue 11 item 7): one
// document property, read once, written only when the names changed, never trusted when
// damaged, and never left out of date when the store refuses the new value.
import { TabDirectory, TABS_KEY } from '../../src/gas/tabDirectory';
import { createGasEnvironment, type FakeProperties, type GasEnvironment } from './fakes';

import type { Properties } from '../../src/gas/store';

let env: GasEnvironment;
let store: FakeProperties;
beforeEach(() => {
  env = createGasEnvironment();
  store = env.properties.getDocumentProperties();
  env.counter.reset();
});

const directory = () => new TabDirectory(store as unknown as Properties);
const services = () => env.counter.calls.filter((call) => call.kind === 'service').map((call) => call.method);

describe('TabDirectory', () => {
  it('remembers the names in tab order for the next action; reads the property once, writes it only when they change', () => {
    expect(directory().load()).toBeNull();
    const names = ['Configuración', 'Jugadores', 'Rondas', 'Otoño 2026 · Rondas'];
    directory().save(names);
    env.counter.reset();
    const next = directory();
    expect(next.load()).toEqual(names);
    expect(next.load()).toEqual(names);
    next.save([...names]);
    expect(services()).toEqual(['Properties.getProperty']);
    next.save([...names, 'Temporada']);
    expect(directory().load()).toEqual([...names, 'Temporada']);
  });

  it('forget deletes them (the next action lists the tabs); nothing is written when there was nothing', () => {
    directory().forget();
    expect(services()).toEqual(['Properties.getProperty']);
    directory().save(['Jugadores']);
    expect(store.getProperty(TABS_KEY)).toBe('["Jugadores"]');
    directory().forget();
    expect(store.getProperty(TABS_KEY)).toBeNull();
  });

  it('a damaged value or a list that is not of names is not trusted', () => {
    for (const value of ['{', '{"Jugadores":1}', '["Jugadores",3]', '"Jugadores"']) {
      store.setProperty(TABS_KEY, value);
      expect([value, directory().load()]).toEqual([value, null]);
    }
  });

  it('a list longer than a property holds is not kept: any older one is deleted, never left out of date', () => {
    directory().save(['Jugadores']);
    expect(store.getProperty(TABS_KEY)).toBe('["Jugadores"]');
    const many = Array.from({ length: 400 }, (_, i) => `Torneo número ${i} · Clasificación`);
    directory().save(many);
    expect(store.getProperty(TABS_KEY)).toBeNull();
  });

  it('when the store refuses the new names, the old ones are deleted', () => {
    directory().save(['Jugadores']);
    expect(store.getProperty(TABS_KEY)).toBe('["Jugadores"]');
    // The club's own properties fill the store to the last byte.
    for (const size of [8000, 1000, 100, 10, 1]) {
      for (let i = 0; ; i++) {
        try {
          store.setProperty(`club.${size}.${i}`, 'x'.repeat(size));
        } catch {
          break;
        }
      }
    }
    directory().save(['Jugadores', 'Rondas', 'Clasificación']);
    expect(store.getProperty(TABS_KEY)).toBeNull();
  });

  it('without document properties (a web app execution) nothing is remembered', () => {
    const none = new TabDirectory(null);
    none.save(['Jugadores']);
    expect(none.load()).toBeNull();
    expect(services()).toEqual([]);
  });
});
