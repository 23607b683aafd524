import { requestIdSource } from '../src/lib/request-id';

describe('requestIdSource', () => {
  it('gives every request of a process its own id, in the form of a UUID', () => {
    const nextId = requestIdSource();
    const ids = Array.from({ length: 10_000 }, nextId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(ids[9_999]?.endsWith('000000002710')).toBe(true);
  });

  it('gives two processes (two sources) different ids from the first request on', () => {
    const a = requestIdSource();
    const b = requestIdSource();
    expect(a()).not.toBe(b());
  });
});
