import { authFeature } from '../auth';
import type { Feature } from './feature';
import { newsFeature } from './news';

/** Every feature of the app: adding an entity means adding its folder and one line here. */
export const features: Feature[] = [authFeature, newsFeature];

export const allEntities = () => features.flatMap((f) => f.entities);
export const allRoutes = () => features.flatMap((f) => f.routes);
export const allResolvers = () => features.flatMap((f) => f.resolvers) as [Function, ...Function[]];
