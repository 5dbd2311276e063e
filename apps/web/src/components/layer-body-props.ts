/** What every layer body receives from the host. */
export interface LayerBodyProps {
  /** Closes the layer by returning to the page beneath it. */
  onClose: () => void;
  /**
   * While set, the layer's own close (its X, Escape, a backdrop click) runs `guard` instead of closing, e.g. to
   * ask first as the body's 取消 does; null gives the close back. The host clears it when the layer changes.
   */
  setCloseGuard?: (guard: (() => void) | null) => void;
}
