import BiotechOutlinedIcon from '@mui/icons-material/BiotechOutlined';
import Box from '@mui/material/Box';
import { useState } from 'react';

/**
 * A product picture that degrades to a calm branded placeholder when missing or broken. `priority` marks a picture
 * that is likely the page's largest paint (the detail's main picture, the first cards of a list): fetched at once
 * and first, instead of lazily.
 */
export function ProductImage({
  src,
  alt,
  iconSize = 48,
  priority = false,
}: {
  src: string;
  alt: string;
  iconSize?: number;
  priority?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Box
        role="img"
        aria-label={alt}
        sx={{
          width: '100%',
          height: '100%',
          display: 'grid',
          placeItems: 'center',
          background: (theme) =>
            `linear-gradient(135deg, ${theme.palette.brand.imageStart} 0%, ${theme.palette.brand.imageEnd} 100%)`,
          color: 'primary.light',
        }}
      >
        <BiotechOutlinedIcon sx={{ fontSize: iconSize, opacity: 0.7 }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailedSrc(src)}
      sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
    />
  );
}
