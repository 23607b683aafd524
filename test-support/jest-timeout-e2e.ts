// A browser test walks through several pages: Jest's 5 s default is too short on a shared machine
// (a file may set its own).
jest.setTimeout(60_000);
