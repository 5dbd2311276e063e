import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { ProductTag } from '@seqportal/contract';
import { useState } from 'react';
import { ProductImage } from './product-image';
import { ProductTags } from './product-tags';

/** The detail gallery: a large picture with the product's tags and a row of thumbnails to switch it. */
export function DetailGallery({
  images,
  name,
  tags,
}: {
  images: readonly string[];
  name: string;
  tags: readonly ProductTag[];
}) {
  const [picked, setPicked] = useState(0);
  const index = picked < images.length ? picked : 0;
  return (
    <Box data-testid="detail-gallery">
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '1 / 1',
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'surface.placeholder',
        }}
      >
        <ProductImage src={images[index] ?? ''} alt={name} iconSize={96} priority />
        <ProductTags tags={tags} size="large" />
      </Box>
      {images.length > 1 && (
        <Box sx={{ mt: 1.5, display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}>
          {images.map((src, i) => (
            <ButtonBase
              key={src}
              aria-label={`查看第 ${i + 1} 张图片`}
              aria-pressed={i === index}
              onMouseEnter={() => setPicked(i)}
              onClick={() => setPicked(i)}
              sx={{
                width: 72,
                height: 54,
                flexShrink: 0,
                borderRadius: 1,
                overflow: 'hidden',
                border: 2,
                borderColor: i === index ? 'primary.main' : 'transparent',
                opacity: i === index ? 1 : 0.75,
              }}
            >
              <ProductImage src={src} alt={`${name} ${i + 1}`} iconSize={24} />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
