/** Where a webhook provider posts, from SMS_WEBHOOK_* or MAIL_WEBHOOK_*. */
export interface WebhookEndpoint {
  url: string;
  token: string;
  timeoutMs: number;
}

/**
 * Hands one message to the deployment's SMS or mail gateway: a JSON POST with a bearer token and the message's id
 * as `Idempotency-Key`, so that a job the queue runs twice (its worker died before it was marked done) is
 * delivered once by a gateway that honours the key. Anything but a 2xx answer, or no answer within the timeout,
 * fails the job, which the queue retries with backoff. The message content never reaches a log line.
 */
export async function postToWebhook(endpoint: WebhookEndpoint, messageId: string, payload: object): Promise<void> {
  let response: Response;
  try {
    response = await fetch(endpoint.url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${endpoint.token}`,
        'content-type': 'application/json',
        'idempotency-key': messageId,
      },
      body: JSON.stringify({ id: messageId, ...payload }),
      signal: AbortSignal.timeout(endpoint.timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
    throw new Error(`Notification gateway ${reason}`, { cause: error });
  }
  // The body is drained either way, so that the connection can be reused.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`Notification gateway answered HTTP ${response.status}`);
}
