import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import IconButton from '@mui/material/IconButton';
import type { Banner } from '@seqportal/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** Spec part 1 section 9: a banner stays 5000 ms, and sliding to the next takes 800 ms. */
/** Banners are drawn 1200 × 400; the frame keeps their shape so nothing of the picture is cut. */
export const BANNER_ASPECT_RATIO = '3 / 1';
export const BANNER_INTERVAL_MS = 5000;
export const BANNER_SLIDE_MS = 800;

function BannerSlide({ banner, index }: { banner: Banner; index: number }) {
  const picture = (
    <Box
      component="img"
      src={banner.image}
      alt={banner.title || `轮播图 ${index + 1}`}
      // The first slide is the home page's largest paint: fetched before the other pictures.
      fetchPriority={index === 0 ? 'high' : 'auto'}
      sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
    />
  );
  if (!banner.link) return picture;
  // In-app paths stay in this tab; anything else is an outside page and opens beside the shop.
  return banner.link.startsWith('/') ? (
    <Box component={RouterLink} to={banner.link} sx={{ display: 'block', height: '100%' }}>
      {picture}
    </Box>
  ) : (
    <Box
      component="a"
      href={banner.link}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'block', height: '100%' }}
    >
      {picture}
    </Box>
  );
}

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: (theme: Theme) => alpha(theme.palette.common.black, 0.28),
  color: 'common.white',
  opacity: 0,
  transition: 'opacity 200ms',
  '&:hover': { bgcolor: (theme: Theme) => alpha(theme.palette.common.black, 0.45) },
} as const;

/**
 * The home banner carousel: advances every 5000 ms with an 800 ms slide, pauses while the pointer is over it,
 * dots and arrows to pick a slide. Picking one restarts the 5 s wait. With no banners it shows `fallback`.
 */
export function BannerCarousel({ banners, fallback }: { banners: readonly Banner[]; fallback: ReactNode }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = setTimeout(() => setIndex((current + 1) % count), BANNER_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [current, paused, count]);

  if (count === 0)
    return (
      <Box sx={{ minHeight: '100%', borderRadius: 2, overflow: 'hidden', display: 'flex', '& > *': { flex: 1 } }}>
        {fallback}
      </Box>
    );

  return (
    <Box
      data-testid="banner-carousel"
      data-active-index={current}
      aria-roledescription="carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      sx={{
        position: 'relative',
        aspectRatio: BANNER_ASPECT_RATIO,
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'surface.banner',
        '&:hover .banner-arrow': { opacity: 1 },
      }}
    >
      <Box
        data-testid="banner-track"
        // Inline: the offset changes every slide and would otherwise mint a new CSS class each time.
        style={{
          transform: `translateX(-${current * 100}%)`,
          transition: `transform ${BANNER_SLIDE_MS}ms ease-in-out`,
        }}
        sx={{ display: 'flex', height: '100%' }}
      >
        {banners.map((banner, i) => (
          <Box
            key={`${banner.image}-${i}`}
            aria-hidden={i !== current}
            // The slides out of view keep their links out of the tab order too.
            inert={i !== current}
            sx={{ flex: '0 0 100%', height: '100%' }}
          >
            <BannerSlide banner={banner} index={i} />
          </Box>
        ))}
      </Box>
      {count > 1 && (
        <>
          <IconButton
            className="banner-arrow"
            aria-label="上一张"
            size="small"
            onClick={() => setIndex((current - 1 + count) % count)}
            sx={{ ...arrowSx, left: 12 }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            className="banner-arrow"
            aria-label="下一张"
            size="small"
            onClick={() => setIndex((current + 1) % count)}
            sx={{ ...arrowSx, right: 12 }}
          >
            <ChevronRightIcon />
          </IconButton>
          <Box
            sx={{
              position: 'absolute',
              bottom: 6,
              left: 0,
              right: 0,
              display: 'flex',
              justifyContent: 'center',
            }}
          >
            {banners.map((banner, i) => (
              <Box
                key={`dot-${banner.image}-${i}`}
                component="button"
                type="button"
                data-testid="banner-dot"
                aria-label={`第 ${i + 1} 张`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
                // A 24 px touch target around the 8 px pill that is seen.
                sx={{
                  minWidth: 24,
                  height: 24,
                  px: 0.5,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  '&::before': {
                    content: '""',
                    display: 'block',
                    width: i === current ? 22 : 8,
                    height: 8,
                    borderRadius: 4,
                    bgcolor: (theme) =>
                      i === current ? theme.palette.common.white : alpha(theme.palette.common.white, 0.55),
                    transition: 'width 300ms, background-color 300ms',
                  },
                }}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
