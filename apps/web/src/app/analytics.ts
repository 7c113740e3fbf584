/**
 * Analytics events go to the data layer (spec 7.5): view item, add to cart, begin checkout,
 * purchase, Login_Complete, Forgot_Complete, Register_Complete. A tag manager, when one is
 * configured for the deployment, reads them from there.
 */
type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

export function trackEvent(event: string, data: Record<string, unknown> = {}) {
  const target = window as DataLayerWindow;
  target.dataLayer ??= [];
  target.dataLayer.push({ event, ...data });
}
