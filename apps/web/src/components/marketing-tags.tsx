import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { MarketingAttribute } from '@seqportal/contract';

/**
 * A goods line's marketing tags as small outlined chips under its name and spec: the sample box and the order pages
 * show the same tags of the same goods, so they show them alike. Nothing when the line has none.
 */
export function MarketingTags({ tags }: { tags: readonly MarketingAttribute[] }) {
  if (tags.length === 0) return null;
  return (
    <Box sx={{ mt: 0.5, display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {tags.map((tag) => (
        <Chip
          key={tag.name}
          label={tag.name}
          size="small"
          variant="outlined"
          color="secondary"
          sx={{ height: 20, fontSize: 11 }}
        />
      ))}
    </Box>
  );
}
