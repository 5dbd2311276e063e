import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { alpha } from '@mui/material/styles';

/**
 * A box that scrolls sideways when its content is wider (a sample table on a phone), and says so: a caption
 * 左右滑动查看全部列 and a shade on the edge that has more, shown only while there is something out of view. A
 * bare overflow: auto on a phone hides columns without any sign that they exist.
 */
export function ScrollCue({ children, sx, testId }: { children: ReactNode; sx?: SxProps<Theme>; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState({ left: false, right: false });

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => {
      const left = node.scrollLeft > 1;
      const right = node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
      setHidden((current) => (current.left === left && current.right === right ? current : { left, right }));
    };
    measure();
    node.addEventListener('scroll', measure, { passive: true });
    // jsdom has no ResizeObserver; there the first measurement is all there is.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(node);
    if (node.firstElementChild) observer?.observe(node.firstElementChild);
    return () => {
      node.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  const more = hidden.left || hidden.right;
  const shade = (side: 'left' | 'right'): SxProps<Theme> => ({
    position: 'absolute' as const,
    top: 0,
    bottom: 0,
    [side]: 0,
    width: 20,
    pointerEvents: 'none' as const,
    background: (theme) =>
      `linear-gradient(to ${side}, ${alpha(theme.palette.common.white, 0)}, ${alpha(theme.palette.brand.shade, 0.14)})`,
  });

  return (
    <Box data-testid={testId} sx={sx}>
      <Box sx={{ position: 'relative' }}>
        <Box ref={ref} sx={{ overflowX: 'auto', WebkitOverflowScrolling: 'touch' }}>
          {children}
        </Box>
        {hidden.left && <Box aria-hidden sx={shade('left')} />}
        {hidden.right && <Box aria-hidden sx={shade('right')} />}
      </Box>
      {more && (
        <Box
          data-testid="scroll-cue"
          sx={{ px: 1.5, py: 0.5, fontSize: 12, color: 'text.secondary', textAlign: 'right' }}
        >
          ← 左右滑动查看全部列 →
        </Box>
      )}
    </Box>
  );
}
