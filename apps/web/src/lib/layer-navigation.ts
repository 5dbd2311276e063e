import { useCallback } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { isLayerPath } from '@/config/layers';

/**
 * History state carried by a layer location. `backgroundLocation` is the page the layer was opened over, so
 * the app keeps rendering that page beneath the dialog; `layerDepth` counts how many layer entries were pushed
 * on top of it, so closing can step back through history instead of adding a duplicate entry.
 */
export interface LayerLocationState {
  backgroundLocation?: Location;
  layerDepth?: number;
}

function isLocation(value: unknown): value is Location {
  return typeof value === 'object' && value !== null && typeof (value as { pathname?: unknown }).pathname === 'string';
}

export function readLayerState(state: unknown): LayerLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const { backgroundLocation, layerDepth } = state as Record<string, unknown>;
  return {
    backgroundLocation: isLocation(backgroundLocation) ? backgroundLocation : undefined,
    layerDepth: typeof layerDepth === 'number' && layerDepth > 0 ? layerDepth : undefined,
  };
}

/** The state to push when going from `from` to a layer path: keeps the page beneath across layer-to-layer steps. */
export function layerStateFrom(from: Location): LayerLocationState {
  if (!isLayerPath(from.pathname)) return { backgroundLocation: from, layerDepth: 1 };
  const current = readLayerState(from.state);
  return {
    backgroundLocation: current.backgroundLocation,
    layerDepth: current.layerDepth ? current.layerDepth + 1 : undefined,
  };
}

/**
 * Opens a layer over the current page. Plain links to a layer path also work (the app falls back to the last
 * page shown); this hook additionally makes the page beneath survive reloads because it lives in history state.
 */
export function useOpenLayer(): (to: string) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (to: string) => {
      void navigate(to, { state: layerStateFrom(location) });
    },
    [location, navigate],
  );
}
