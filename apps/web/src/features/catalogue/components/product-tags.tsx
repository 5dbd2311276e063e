import Box from '@mui/material/Box';
import { TagLocation, type ProductTag, type TagLocationValue } from '@seqportal/contract';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';

const CORNERS: ReadonlyArray<{ location: TagLocationValue; sx: SxProps<Theme>; color: string }> = [
  { location: TagLocation.TopLeft, sx: { top: 8, left: 8, alignItems: 'flex-start' }, color: 'secondary.main' },
  { location: TagLocation.TopRight, sx: { top: 8, right: 8, alignItems: 'flex-end' }, color: 'commerce.purchase' },
  { location: TagLocation.BottomLeft, sx: { left: 8, alignItems: 'flex-start' }, color: 'primary.main' },
  { location: TagLocation.BottomRight, sx: { right: 8, alignItems: 'flex-end' }, color: 'control.tagAccent' },
];

function tagsAt(tags: readonly ProductTag[], location: TagLocationValue): string[] {
  return tags.filter((tag) => tag.location === location && tag.name).map((tag) => tag.name);
}

/**
 * Marketing tags over a product image at their five positions (spec part 1 section 3): four corner badges
 * and a strip across the bottom. Must be placed inside a `position: relative` box covering the image.
 */
export function ProductTags({ tags, size = 'small' }: { tags: readonly ProductTag[]; size?: 'small' | 'large' }) {
  const strip = tagsAt(tags, TagLocation.BottomStrip);
  // Bottom corner badges sit above the strip when there is one.
  const bottom = strip.length > 0 ? (size === 'large' ? 44 : 34) : 8;
  const fontSize = size === 'large' ? 13 : 12;
  return (
    <>
      {CORNERS.map(({ location, sx, color }) => {
        const names = tagsAt(tags, location);
        if (names.length === 0) return null;
        const isBottom = location === TagLocation.BottomLeft || location === TagLocation.BottomRight;
        return (
          <Box
            key={location}
            data-testid={`tag-${location}`}
            sx={
              [
                { position: 'absolute', display: 'flex', flexDirection: 'column', gap: 0.5, zIndex: 1 },
                isBottom ? { bottom } : {},
                sx,
              ] as SxProps<Theme>
            }
          >
            {names.map((name) => (
              <Box
                key={name}
                component="span"
                sx={{
                  px: 0.75,
                  py: '1px',
                  borderRadius: 1,
                  bgcolor: color,
                  color: 'common.white',
                  fontSize,
                  lineHeight: '18px',
                  whiteSpace: 'nowrap',
                  boxShadow: (theme) => `0 1px 2px ${alpha(theme.palette.common.black, 0.12)}`,
                }}
              >
                {name}
              </Box>
            ))}
          </Box>
        );
      })}
      {strip.length > 0 && (
        <Box
          data-testid={`tag-${TagLocation.BottomStrip}`}
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            zIndex: 1,
            px: 1.25,
            py: size === 'large' ? 1 : 0.5,
            color: 'common.white',
            fontSize,
            textAlign: 'center',
            background: (theme) =>
              `linear-gradient(90deg, ${alpha(theme.palette.primary.main, 0.92)}, ${alpha(theme.palette.brand.teal, 0.92)})`,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {strip.join(' · ')}
        </Box>
      )}
    </>
  );
}
