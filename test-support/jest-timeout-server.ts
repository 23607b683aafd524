// Opening a fresh PGlite database (initdb and migrations in WebAssembly) can take several seconds on a
// busy shared machine: hooks and tests get 30 s instead of Jest's 5 s (a file may set its own).
jest.setTimeout(30_000);
