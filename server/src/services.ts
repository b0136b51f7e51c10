import type { DataSource } from 'typeorm';
import { AuthService } from './auth/auth.service';
import { TokenService } from './auth/tokens';
import { PublicCache } from './cache/public-cache';
import type { Config } from './config';
import { EventBus } from './events/bus';
import { PublishClock } from './features/articles/publish-clock';
import { ActivityService } from './features/activity/activity.service';
import { BookingDocumentService } from './features/booking-docs/booking-doc.service';
import { CmsPageService } from './features/cms-pages/cms-page.service';
import { FareRateService } from './features/fare-rates/fare-rate.service';
import { ContactMessageService } from './features/messages/message.service';
import { NewsService } from './features/news/news.service';
import { PressCoverageService } from './features/press/press.service';
import { RegistrationRequestService } from './features/registrations/registration.service';
import { ReservationService } from './features/reservations/reservation.service';
import { StaffUserService } from './features/users/user.service';
import { VehicleCategoryService } from './features/vehicles/vehicle.service';
import { PublicWriteLimit } from './limits';
import { WebsiteService } from './features/websites/website.service';
import type { Logger } from './logger';
import { createStorage, FileStorage } from './storage';

/** One instance of each service, built once at start-up and shared by GraphQL and REST. */
export interface Services {
  config: Config;
  log: Logger;
  /** publish/subscribe across instances (LISTEN/NOTIFY); `start()` it before serving */
  bus: EventBus;
  /** anonymous public reads; emptied on every `data_changed` */
  publicCache: PublicCache;
  storage: FileStorage;
  /** when scheduled news and press appear, and which images are not public yet */
  publishing: PublishClock;
  /** per-IP budget of public writes, shared by every instance (PostgreSQL) */
  publicWrites: PublicWriteLimit;
  auth: AuthService;
  news: NewsService;
  press: PressCoverageService;
  messages: ContactMessageService;
  bookingDocs: BookingDocumentService;
  reservations: ReservationService;
  fareRates: FareRateService;
  registrations: RegistrationRequestService;
  vehicles: VehicleCategoryService;
  cmsPages: CmsPageService;
  websites: WebsiteService;
  users: StaffUserService;
  activity: ActivityService;
}

const MB = 1024 * 1024;

export function createServices(ds: DataSource, config: Config, log: Logger): Services {
  const storage = new FileStorage(createStorage(config), config.jwtSecret);
  const imageBytes = config.MAX_UPLOAD_MB * MB;
  const bookingDocs = new BookingDocumentService(ds, storage, config.MAX_DOCUMENT_MB * MB);
  const bus = new EventBus(ds, log);
  const news = new NewsService(ds, storage, imageBytes);
  const press = new PressCoverageService(ds, storage, imageBytes);
  return {
    config,
    log,
    bus,
    publicCache: new PublicCache(bus),
    storage,
    publishing: new PublishClock(bus, [news, press], log),
    publicWrites: new PublicWriteLimit(ds, config.PUBLIC_WRITE_LIMIT_PER_MIN),
    auth: new AuthService(
      ds,
      new TokenService(config.jwtSecret, config.JWT_TTL),
      config.LOGIN_MAX_FAILURES,
      bus,
    ),
    news,
    press,
    messages: new ContactMessageService(ds),
    bookingDocs,
    reservations: new ReservationService(ds, bookingDocs),
    fareRates: new FareRateService(ds),
    registrations: new RegistrationRequestService(ds),
    vehicles: new VehicleCategoryService(ds),
    cmsPages: new CmsPageService(ds, storage, imageBytes),
    websites: new WebsiteService(ds, storage, imageBytes),
    users: new StaffUserService(ds),
    activity: new ActivityService(ds),
  };
}
