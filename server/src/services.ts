import type { DataSource } from 'typeorm';
import { AuthService } from './auth/auth.service';
import { TokenService } from './auth/tokens';
import type { Config } from './config';
import { NewsService } from './features/news/news.service';
import { RateLimiter } from './http/rate-limit';
import type { Logger } from './logger';
import { FileStorage } from './storage/storage';

/** One instance of each service, built once at start-up and shared by GraphQL and REST. */
export interface Services {
  config: Config;
  log: Logger;
  storage: FileStorage;
  publicWrites: RateLimiter;
  auth: AuthService;
  news: NewsService;
}

const MB = 1024 * 1024;

export function createServices(ds: DataSource, config: Config, log: Logger): Services {
  const storage = new FileStorage(config.uploadDir, config.privateDir);
  const imageBytes = config.MAX_UPLOAD_MB * MB;
  return {
    config,
    log,
    storage,
    publicWrites: new RateLimiter(config.PUBLIC_WRITE_LIMIT_PER_MIN),
    auth: new AuthService(
      ds,
      new TokenService(config.jwtSecret, config.JWT_TTL),
      config.LOGIN_MAX_FAILURES,
    ),
    news: new NewsService(ds, storage, imageBytes),
  };
}
