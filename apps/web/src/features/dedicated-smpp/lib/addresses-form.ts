import { zodResolver } from '@hookform/resolvers/zod';
import { dedicatedSmppCreateSchema } from '@routelab/shared';
import { z } from 'zod';

/** What the address editors edit: the list, checked with the shared schema's messages. */
export const addressesFormSchema = z.object({
  ip_addresses: dedicatedSmppCreateSchema.shape.ip_addresses,
});
export type AddressesFormValues = z.input<typeof addressesFormSchema>;

export const addressesResolver = zodResolver(addressesFormSchema);
