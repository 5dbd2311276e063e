import BiotechOutlinedIcon from '@mui/icons-material/BiotechOutlined';
import Box from '@mui/material/Box';
import { useState } from 'react';

/** A small product picture for lists (sample box, orders) that falls back to a calm placeholder when missing or broken. */
export function ProductThumb({ src, alt, size = 72 }: { src: string | null | undefined; alt: string; size?: number }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frameSx = {
    width: size,
    height: size,
    flexShrink: 0,
    borderRadius: 1.5,
    overflow: 'hidden',
    border: 1,
    borderColor: 'divider',
  } as const;
  if (!src || failedSrc === src) {
    return (
      <Box
        role="img"
        aria-label={alt}
        sx={{
          ...frameSx,
          display: 'grid',
          placeItems: 'center',
          background: (theme) =>
            `linear-gradient(135deg, ${theme.palette.brand.imageStart} 0%, ${theme.palette.brand.imageEnd} 100%)`,
          color: 'primary.light',
        }}
      >
        <BiotechOutlinedIcon sx={{ fontSize: size * 0.5, opacity: 0.7 }} />
      </Box>
    );
  }
  return (
    <Box sx={frameSx}>
      <Box
        component="img"
        src={src}
        alt={alt}
        loading="lazy"
        onError={() => setFailedSrc(src)}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
}
