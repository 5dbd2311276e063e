import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { SiteLogo } from '@/components/site-logo';
import { CartLink } from './cart-link';
import { GreetingBar } from './greeting-bar';
import { HotKeywordLinks } from './hot-keyword-links';
import { SearchBox } from './search-box';

/**
 * The header of every page. Wide: logo, search with hot keywords, sample box in one row. Narrow (≤768 px):
 * logo and sample-box icon share a row and the search gets the full width below, so nothing overflows.
 */
export function TopBar({ narrow }: { narrow: boolean }) {
  return (
    <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <GreetingBar narrow={narrow} />
      {narrow ? (
        <Container sx={{ py: 1.25 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <SiteLogo compact />
            <CartLink compact />
          </Box>
          <SearchBox />
        </Container>
      ) : (
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 5, py: 2.5 }}>
          <SiteLogo />
          <Box sx={{ flex: 1, maxWidth: 560, minWidth: 0, mx: 'auto' }}>
            <SearchBox />
            <HotKeywordLinks />
          </Box>
          <CartLink />
        </Container>
      )}
    </Box>
  );
}
