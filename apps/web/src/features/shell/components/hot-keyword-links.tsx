import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { goodsSearchHref } from '@/config/paths';
import { useHotKeywords } from '../api/get-hot-keywords';

/** A handful of hot keywords under the search box on wide screens; renders nothing until (or unless) they load. */
export function HotKeywordLinks({ max = 6 }: { max?: number }) {
  const { data: keywords = [] } = useHotKeywords();
  if (keywords.length === 0) return null;
  return (
    <Box
      component="nav"
      aria-label="热门搜索"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        mt: 0.75,
        fontSize: 12,
        color: 'text.secondary',
        height: 18,
        overflow: 'hidden',
      }}
    >
      <span>热门：</span>
      {keywords.slice(0, max).map((word) => (
        <Link key={word} component={RouterLink} to={goodsSearchHref(word)} color="inherit" sx={{ fontSize: 12 }}>
          {word}
        </Link>
      ))}
    </Box>
  );
}
