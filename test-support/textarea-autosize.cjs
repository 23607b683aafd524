// The spa project's TextareaAutosize (jest.config.ts maps MUI's own to this file). MUI's measures the
// textarea with getComputedStyle on every render to size it; jsdom has no layout, so the measurement gives
// nothing there and costs a full style cascade per render (a third of a form test's CPU, profiled). This one
// is the same textarea, sized by its `minRows`, with every other prop and the ref passed through.
const React = require('react');

const TextareaAutosize = React.forwardRef(function TextareaAutosize({ minRows, maxRows: _maxRows, ...other }, ref) {
  return React.createElement('textarea', { rows: minRows === undefined ? undefined : Number(minRows), ...other, ref });
});

module.exports = { __esModule: true, default: TextareaAutosize };
