/**
 * Data the server wrote into the page's document for visitors (`<script type="application/json" id="…">`, the
 * contract's DocumentDataId), parsed; null when the document brought none under `id` or it is unreadable. Callers
 * check its shape: it is an optimisation, and the page asks the API itself without it.
 */
export function documentData(id: string, doc: Document = document): unknown {
  const element = doc.getElementById(id);
  if (!(element instanceof HTMLScriptElement) || element.type !== 'application/json' || !element.textContent) {
    return null;
  }
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return null;
  }
}
