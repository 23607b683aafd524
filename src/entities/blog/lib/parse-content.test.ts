import { contentToText, parseContent, parseInline } from './parse-content';

describe('parseInline', () => {
  it('turns text between asterisks into bold parts', () => {
    expect(parseInline('Learn *SQL* and **Power BI** fast')).toEqual([
      { kind: 'text', text: 'Learn ' },
      { kind: 'bold', text: 'SQL' },
      { kind: 'text', text: ' and ' },
      { kind: 'bold', text: 'Power BI' },
      { kind: 'text', text: ' fast' },
    ]);
  });

  it('leaves a lone asterisk as text', () => {
    expect(parseInline('5 * 3 = 15')).toEqual([{ kind: 'text', text: '5 * 3 = 15' }]);
  });
});

describe('parseContent', () => {
  it('groups numbered lines into an ordered list and dash lines into a bullet list', () => {
    const blocks = parseContent('Intro line\n1. First\n2. *Second*\n- apple\n- pear\nOutro');
    expect(blocks).toEqual([
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'Intro line' }]] },
      {
        kind: 'ordered',
        start: 1,
        items: [[{ kind: 'text', text: 'First' }], [{ kind: 'bold', text: 'Second' }]],
      },
      { kind: 'bullets', items: [[{ kind: 'text', text: 'apple' }], [{ kind: 'text', text: 'pear' }]] },
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'Outro' }]] },
    ]);
  });

  it('splits paragraphs at a blank line and keeps extra blank lines as breaks', () => {
    const kinds = parseContent('One\nstill one\n\nTwo\n\n\n\nThree').map((b) => b.kind);
    expect(kinds).toEqual(['paragraph', 'paragraph', 'break', 'break', 'paragraph']);
    expect(parseContent('One\nstill one')[0]).toEqual({
      kind: 'paragraph',
      lines: [[{ kind: 'text', text: 'One' }], [{ kind: 'text', text: 'still one' }]],
    });
  });

  it('keeps the first number of an ordered list that does not start at 1', () => {
    expect(parseContent('3. Third\n4. Fourth')[0]).toMatchObject({ kind: 'ordered', start: 3 });
  });

  it('handles Windows line endings', () => {
    expect(parseContent('- a\r\n- b').map((b) => b.kind)).toEqual(['bullets']);
  });
});

describe('contentToText', () => {
  it('drops list markers and asterisks', () => {
    expect(contentToText('1. *Git* daily\n- review')).toBe('Git daily review');
  });
});
