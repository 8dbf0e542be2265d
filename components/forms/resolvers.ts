import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema } from '@/lib/schemas/contact';
import { customBotSchema } from '@/lib/schemas/custom-bot';
import { newsletterSchema } from '@/lib/schemas/newsletter';
import { orderSchema } from '@/lib/schemas/order';

/**
 * The forms' browser checks: the same zod schemas the server actions parse with. Loaded with
 * the form engine when a visitor starts on a form, not with the page.
 */
export const orderResolver = zodResolver(orderSchema);
export const customBotResolver = zodResolver(customBotSchema);
export const contactResolver = zodResolver(contactSchema);
export const newsletterResolver = zodResolver(newsletterSchema);
