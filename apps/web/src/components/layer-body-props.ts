/** What every layer body receives from the host. */
export interface LayerBodyProps {
  /** Closes the layer by returning to the page beneath it. */
  onClose: () => void;
}
