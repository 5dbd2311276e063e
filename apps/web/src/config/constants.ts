/** Timings and limits of spec part 1 section 9 and part 2 section 4 that the web client relies on. */
export const REQUEST_TIMEOUT_MS = 3_000_000;
export const TOAST_DURATION_MS = 2500;
export const TOAST_EXIT_MS = 300;
export const MODAL_TRANSITION_MS = 300;
/** Modal z-index base; alerts raised by the API client sit just above layers so they are never hidden. */
export const MODAL_Z_INDEX = 1010;
export const ALERT_Z_INDEX = MODAL_Z_INDEX + 10;
export const ALERT_WIDTH = 350;
export const NARROW_MAX_WIDTH = 768;
export const RESIZE_DEBOUNCE_MS = 300;
export const SCROLLED_THRESHOLD_PX = 400;
export const LOGOUT_REDIRECT_DELAY_MS = 300;
