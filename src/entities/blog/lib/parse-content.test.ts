import { contentToText, parseContent, parseInline, safeHref } from './parse-content';

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

describe('links', () => {
  it('link to https addresses and to paths of this site', () => {
    expect(parseInline('Read [the docs](https://react.dev/learn) and [our courses](/courses/data-science).')).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'link', text: 'the docs', href: 'https://react.dev/learn', external: true },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'our courses', href: '/courses/data-science', external: false },
      { kind: 'text', text: '.' },
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/path',
    '/\\evil.example',
    'http://plain.example',
    'mailto:a@b.c',
    'ftp://files.example',
    'courses/relative',
    'https://user:secret@evil.example',
    'https://',
    ' https://spaced.example',
    'https://quote"onmouseover=alert(1).example',
  ])('leave [text](%s) as the text that was typed', (address) => {
    const typed = `Click [here](${address}) now`;
    const parts = parseInline(typed);
    expect(parts.some((p) => p.kind === 'link')).toBe(false);
    expect(parts.map((p) => p.text).join('')).toBe(typed);
    expect(safeHref(address)).toBeNull();
  });

  it('keep bold and links apart on one line, and a link with an empty text as typed', () => {
    expect(parseInline('*Bold* then [link](/about) and [ ](/about)')).toEqual([
      { kind: 'bold', text: 'Bold' },
      { kind: 'text', text: ' then ' },
      { kind: 'link', text: 'link', href: '/about', external: false },
      { kind: 'text', text: ' and [ ](/about)' },
    ]);
  });

  it('take linear time on long hostile lines', () => {
    const hostile = `${'[a]('.repeat(20_000)}${'['.repeat(20_000)}${'*'.repeat(20_000)}`;
    const started = Date.now();
    expect(
      parseInline(hostile)
        .map((p) => p.text)
        .join(''),
    ).toBe(hostile);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('parseContent', () => {
  it('reads "## " and "### " lines as headings (with inline markup), and nothing else as one', () => {
    expect(parseContent('## What you learn\n### Week *one*\n# Not a heading\n#### Nor this\n##Nor this')).toEqual([
      { kind: 'heading', level: 2, text: [{ kind: 'text', text: 'What you learn' }] },
      {
        kind: 'heading',
        level: 3,
        text: [
          { kind: 'text', text: 'Week ' },
          { kind: 'bold', text: 'one' },
        ],
      },
      {
        kind: 'paragraph',
        lines: [
          [{ kind: 'text', text: '# Not a heading' }],
          [{ kind: 'text', text: '#### Nor this' }],
          [{ kind: 'text', text: '##Nor this' }],
        ],
      },
    ]);
  });

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

  it("drops heading markers and keeps a link's text", () => {
    expect(contentToText('## Start\nSee [the course](/courses/x) today')).toBe('Start See the course today');
  });
});
