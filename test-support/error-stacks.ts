// Jest's environments keep 100 frames per Error; React's development build (the SPA's tests, and the
// server's pages rendered in its tests) makes an Error for each element it creates (its owner stacks), deep
// inside a render, so every element cost a 100-frame capture: a quarter of a form test's CPU, profiled.
// V8's own default of 10 frames still names the test's line.
Error.stackTraceLimit = 10;
