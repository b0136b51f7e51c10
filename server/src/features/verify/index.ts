import type { Feature } from '../../feature';
import { PartnerVerifyLimit } from '../../limits';
import { PartnerVerifyService } from './verify.service';
import { PartnerVerifyResolver } from './verify.resolver';
import { verifyForm } from './verify-form';

/** "Verify a captain or a vehicle" (PRODUCT.md §23): /verify, /bn/verify and verifyPartner. */
export const verifyFeature: Feature = {
  name: 'verify',
  entities: [],
  resolvers: [PartnerVerifyResolver],
  routes: [],
  forms: (s) => [verifyForm(s)],
  services: (d, built) => ({
    partnerVerify: new PartnerVerifyService(d.db, new PartnerVerifyLimit(d.pool), built.messages),
  }),
};

declare module '../../services' {
  interface Services {
    partnerVerify: PartnerVerifyService;
  }
}
