import Box from '@mui/material/Box';
import { EmptyState } from './catalogue-states';

/**
 * The product description. The API sanitises descHtmlInfo on the way in and out (no script reaches a browser),
 * so it is rendered as HTML inside a box that gives tables, images and headings a consistent look.
 */
export function DetailDescription({ html }: { html: string }) {
  if (!html || html.trim() === '') return <EmptyState text="暂无商品介绍" />;
  return (
    <Box
      data-testid="detail-description"
      dangerouslySetInnerHTML={{ __html: html }}
      sx={{
        fontSize: 14,
        lineHeight: 1.9,
        color: 'text.primary',
        overflowWrap: 'anywhere',
        '& h1, & h2, & h3, & h4': {
          fontSize: 16,
          fontWeight: 600,
          mt: 2.5,
          mb: 1,
          pl: 1.25,
          borderLeft: 3,
          borderColor: 'secondary.main',
        },
        '& p': { my: 1 },
        '& ul, & ol': { pl: 3 },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& table': { width: '100%', borderCollapse: 'collapse', my: 1.5, fontSize: 13 },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left' },
        '& th': { bgcolor: 'surface.tinted', fontWeight: 600 },
        '& a': { color: 'primary.main' },
      }}
    />
  );
}
