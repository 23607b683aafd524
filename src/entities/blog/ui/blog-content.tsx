import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { parseContent, type Inline } from '../lib/parse-content';

function InlineText({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, i) => {
        switch (part.kind) {
          case 'bold':
            return <strong key={i}>{part.text}</strong>;
          case 'link':
            // Only https addresses and this site's paths get here (parse-content.ts); the text is never markup.
            return part.external ? (
              <Link key={i} href={part.href} rel="noopener noreferrer">
                {part.text}
              </Link>
            ) : (
              <Link key={i} component={RouterLink} to={part.href}>
                {part.text}
              </Link>
            );
          case 'text':
            return <Fragment key={i}>{part.text}</Fragment>;
        }
      })}
    </>
  );
}

export interface BlogContentProps {
  content: string;
  /** The level of a "## " heading (its "### " one level below): 2 on the post's page, lower where the content sits under an h2. */
  headingLevel?: 2 | 3;
}

/** Blog content of docs/product.md §5 (and issue 20's headings and links) as React elements; text is never interpreted as HTML. */
export function BlogContent({ content, headingLevel = 2 }: BlogContentProps) {
  const blocks = parseContent(content);
  return (
    <Box sx={{ '& ol, & ul': { pl: 3, my: 2 }, '& li': { mb: 0.75, lineHeight: 1.7 } }}>
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'heading': {
            const level = Math.min(6, headingLevel + block.level - 2);
            return (
              <Typography
                key={i}
                variant={block.level === 2 ? 'h3' : 'h4'}
                component={`h${level}` as 'h2'}
                sx={{ mt: 4, mb: 1.5, fontSize: block.level === 2 ? '1.5rem' : '1.25rem' }}
              >
                <InlineText parts={block.text} />
              </Typography>
            );
          }
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
