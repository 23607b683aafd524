import { keepTickObjectShape } from '../src/lib/tick-shape';

// lib/tick-shape.ts keeps one of Node's nextTick objects alive so that V8 keeps its hidden class; that
// only holds if what it keeps is such an object (a later Node could hand it something else).
describe('the kept tick object', () => {
  it("is one of Node's nextTick objects, and the same one on every call", async () => {
    const kept = await keepTickObjectShape();
    const symbols = Object.getOwnPropertySymbols(kept).map((symbol) => symbol.description);
    expect(symbols).toEqual(expect.arrayContaining(['async_id_symbol', 'trigger_async_id_symbol']));
    expect(Object.keys(kept)).toEqual(['callback', 'args']);
    expect(await keepTickObjectShape()).toBe(kept);
  });
});
