import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { parseContent, type Inline } from '../lib/parse-content';

function InlineText({ parts }: { parts: Inline[] }) {
  return (
    <>{parts.map((part, i) => (part.kind === 'bold' ? <strong key={i}>{part.text}</strong> : <Fragment key={i}>{part.text}</Fragment>))}</>
  );
}

/** Blog content of docs/product.md §5 as React elements; text is never interpreted as HTML. */
export function BlogContent({ content }: { content: string }) {
  const blocks = parseContent(content);
  return (
    <Box sx={{ '& ol, & ul': { pl: 3, my: 2 }, '& li': { mb: 0.75, lineHeight: 1.7 } }}>
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'paragraph':
            return (
              <Typography key={i} component="p" sx={{ my: 2, lineHeight: 1.8 }}>
                {block.lines.map((line, j) => (
                  <Fragment key={j}>
                    {j > 0 ? <br /> : null}
                    <InlineText parts={line} />
                  </Fragment>
                ))}
              </Typography>
            );
          case 'ordered':
            return (
              <ol key={i} start={block.start === 1 ? undefined : block.start}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <InlineText parts={item} />
                  </li>
                ))}
              </ol>
            );
          case 'bullets':
            return (
              <ul key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <InlineText parts={item} />
                  </li>
                ))}
              </ul>
            );
          case 'break':
            return <br key={i} />;
        }
      })}
    </Box>
  );
}
