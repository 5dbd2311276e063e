import { ClientKeyTables } from './client-key-tables.js';

describe('ClientKeyTables', () => {
  it('keeps each route’s keys in its own table', () => {
    const tables = new ClientKeyTables<string>(10);
    const list = tables.newTable();
    const detail = tables.newTable();
    tables.keep(list, '10.0.0.1', 'list-key');
    tables.keep(detail, '10.0.0.1', 'detail-key');
    expect(list.get('10.0.0.1')).toBe('list-key');
    expect(detail.get('10.0.0.1')).toBe('detail-key');
    expect(tables.size).toBe(2);
  });

  it('bounds all the tables together and starts every one afresh at the bound', () => {
    const tables = new ClientKeyTables<number>(4);
    const routes = [tables.newTable(), tables.newTable(), tables.newTable()];
    // Four addresses spread over three routes reach the bound that no single route reaches.
    routes.forEach((route, index) => tables.keep(route, `10.0.0.${index}`, index));
    tables.keep(routes[0]!, '10.0.0.9', 9);
    expect(tables.size).toBe(4);
    expect(routes.map((route) => route.size)).toEqual([2, 1, 1]);

    tables.keep(routes[2]!, '10.0.1.1', 11);
    expect(tables.size).toBe(1);
    expect(routes.map((route) => route.size)).toEqual([0, 0, 1]);
    expect(routes[2]!.get('10.0.1.1')).toBe(11);
  });
});
