import { requestIdSource } from '../src/lib/request-id';

describe('requestIdSource', () => {
  it('gives every request of a process its own id', () => {
    const nextId = requestIdSource();
    const ids = Array.from({ length: 10_000 }, nextId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{12}-[0-9a-z]+$/);
  });

  it('gives two processes (two sources) different ids from the first request on', () => {
    const a = requestIdSource();
    const b = requestIdSource();
    expect(a()).not.toBe(b());
  });
});
