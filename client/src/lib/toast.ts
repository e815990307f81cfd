import type { VariantType } from 'notistack';

/**
 * A toast for a public page that has no toast provider of its own (the providers come with
 * Apollo, which public pages do not load). notistack and its host load with the first toast.
 */
export async function showToast(message: string, variant: VariantType): Promise<void> {
  const { enqueueToast } = await import('./toast-host');
  enqueueToast(message, variant);
}
