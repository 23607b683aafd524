import v8 from 'node:v8';
import { SERVER_NODE_FLAGS } from '../server/src/runtime-settings';

// PGlite's WebAssembly runs in the server test workers as it runs in the server (runtime-settings.ts):
// baseline code, no tier-up. With tier-up on, V8 once aborted a worker while freeing replaced wasm code
// (SIGTRAP, "Check failed: jit_page_->allocations_.erase(addr) == 1" in UnregisterWasmAllocation).
// These flags are read when a module is compiled, so setting them before any test file loads PGlite works.
for (const flag of SERVER_NODE_FLAGS.filter((f) => f.startsWith('--no-wasm-'))) v8.setFlagsFromString(flag);
