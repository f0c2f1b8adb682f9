import { orderedItemsRoutes } from './ordered-items';
import { testimonialsService } from '../services/testimonials';

export const testimonialRoutes = orderedItemsRoutes('testimonials', testimonialsService);
