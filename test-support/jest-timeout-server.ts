// Opening a fresh PGlite database (initdb and migrations in WebAssembly) can take several seconds on a
// busy shared machine (over 30 s once in CI): hooks and tests get 60 s instead of Jest's 5 s (a file may
// set its own). A passing test is no slower.
jest.setTimeout(60_000);
